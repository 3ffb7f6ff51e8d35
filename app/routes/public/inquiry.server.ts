import { data } from "react-router";
import { bodyOrProblem, type Call, json, page, type RequestArgs } from "~/http/kit.server";
import { siteOrigin } from "~/http/site-origin.server";
import type { Locale } from "~/i18n/locales";
import type { ContactFormResult, InquiryApiResponse } from "~/inquiries/form-result";
import { type InquiryOutcome, MAX_INQUIRY_BYTES, submitInquiry } from "~/inquiries/submit-inquiry.server";

function headersOf(outcome: InquiryOutcome): Record<string, string> {
  if (outcome.status !== "refused") return {};
  return outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
}

const submit = (call: Call, locale: Locale) =>
  submitInquiry(() => bodyOrProblem(call.body(MAX_INQUIRY_BYTES)), { db: call.db, clientAddress: call.ip, locale, mailer: call.mailer, origin: siteOrigin(call.context) });

/** A posted contact or quote form, submitted: how it ended (the quote page reads the stored id). */
export const submitInquiryForm = submit;

/** The answer of a page holding <ContactForm> to its post, as that page's action data. */
export async function inquiryFormAnswer(call: Call, locale: Locale) {
  return formAnswer(await submit(call, locale));
}

/** An inquiry's outcome as the action data <ContactForm> reads. */
export function formAnswer(outcome: InquiryOutcome) {
  const result: ContactFormResult =
    outcome.status === "created"
      ? { form: "inquiry", status: "sent", reference: outcome.reference }
      : {
          form: "inquiry",
          status: outcome.status === "invalid" ? "invalid" : "error",
          message: outcome.message,
          fields: outcome.status === "invalid" ? outcome.fields : {},
          values: outcome.values,
        };
  return data(result, { status: outcome.status === "created" ? 200 : outcome.httpStatus, headers: headersOf(outcome) });
}

/**
 * The action of a page holding <ContactForm> (the contact page, a product page's quote form):
 * a browser without JavaScript posts there and gets the page back with this result.
 */
export const inquiryFormAction = (args: RequestArgs, locale: Locale) => page(args, { access: "public" }, (call) => inquiryFormAnswer(call, locale));

/** POST /api/inquiries: JSON in and out (form-encoded accepted), errors in the DESIGN format. */
export const inquiryApi = (args: RequestArgs, locale: Locale) =>
  json(args, { access: "public" }, {
    POST: async (call) => {
      const outcome = await submit(call, locale);
      let body: InquiryApiResponse;
      if (outcome.status === "created") body = { id: outcome.id, kind: outcome.kind, ...(outcome.reference ? { reference: outcome.reference } : {}) };
      else if (outcome.status === "invalid") body = { error: { code: "invalid_input", message: outcome.message, fields: outcome.fields } };
      else body = { error: { code: outcome.code, message: outcome.message } };
      return Response.json(body, {
        status: outcome.status === "created" ? 201 : outcome.httpStatus,
        headers: { ...headersOf(outcome), "Cache-Control": "no-store" },
      });
    },
  });
