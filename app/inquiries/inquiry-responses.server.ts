import { data, type RouterContextProvider } from "react-router";
import { databaseContext } from "~/context";
import { requestInfoContext } from "~/http/request-info.server";
import type { Locale } from "~/i18n/locales";
import type { ContactFormResult, InquiryApiResponse } from "./form-result";
import { type InquiryOutcome, submitInquiry } from "./submit-inquiry.server";

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

function headersOf(outcome: InquiryOutcome): Record<string, string> {
  if (outcome.status !== "refused") return {};
  return outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
}

function submit({ request, context }: ActionArgs, locale: Locale) {
  return submitInquiry(request, {
    db: context.get(databaseContext),
    clientAddress: context.get(requestInfoContext).ip,
    locale,
  });
}

/**
 * The action of a page holding <ContactForm> (the contact page, a product page's quote form):
 * a browser without JavaScript posts there and gets the page back with this result.
 */
export async function inquiryFormAction(args: ActionArgs, locale: Locale) {
  const outcome = await submit(args, locale);
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

/** POST /api/inquiries: JSON in and out (form-encoded accepted), errors in the DESIGN format. */
export async function inquiryApiAction(args: ActionArgs, locale: Locale): Promise<Response> {
  const outcome = await submit(args, locale);
  let body: InquiryApiResponse;
  if (outcome.status === "created") body = { id: outcome.id, kind: outcome.kind, ...(outcome.reference ? { reference: outcome.reference } : {}) };
  else if (outcome.status === "invalid") body = { error: { code: "validation_failed", message: outcome.message, fields: outcome.fields } };
  else body = { error: { code: outcome.code, message: outcome.message } };
  return Response.json(body, {
    status: outcome.status === "created" ? 201 : outcome.httpStatus,
    headers: { ...headersOf(outcome), "Cache-Control": "no-store" },
  });
}
