import { notFound } from "~/http/errors";
import { type Call, page, pageLoader, type RequestArgs } from "~/http/kit.server";
import { siteOrigin } from "~/http/site-origin.server";
import { defaultLocale, isLocale } from "~/i18n/locales";
import type { Inquiry } from "~/inquiries/admin-inbox.server";
import { acceptQuotation, MAX_CHANGE_MESSAGE, requestQuotationChange } from "~/inquiries/buyer-quote.server";
import { inquiryByToken } from "~/inquiries/quote-access.server";
import { quoteReferencePattern } from "~/inquiries/quote-status";
import { listQuoteEvents, listQuotations, quotationFilename, quotationPdf } from "~/inquiries/quotation.server";
import { revisionReference } from "~/inquiries/quotation-form";
import { pdfResponse } from "~/routes/admin/quotation.server";
import { rateLimiter } from "~/security/rate-limit-tiers.server";

// One answer for a wrong, forged, revoked or expired link, and for a request that does not exist.
const gone = () => notFound("auth.errors.notFound");

function checkLanguage(call: Call) {
  const lang = call.params.lang;
  if (lang !== undefined && (lang === defaultLocale || !isLocale(lang))) throw gone();
}

/** The request a link opens (the token in the query or the posted form), or a 404. */
async function openedBy(call: Call, token: string | null): Promise<Inquiry> {
  checkLanguage(call);
  const reference = call.params.reference ?? "";
  if (!quoteReferencePattern.test(reference)) throw gone();
  const inquiry = await inquiryByToken(call.db, reference, token);
  if (!inquiry) throw gone();
  return inquiry;
}

/** GET /quote/{reference}?t=...: the buyer's page of a quote request. */
export const quotePageLoader = (args: RequestArgs) =>
  pageLoader(args, { access: "public" }, async (call) => {
    const token = new URL(call.request.url).searchParams.get("t");
    const inquiry = await openedBy(call, token);
    const [revisions, events] = await Promise.all([listQuotations(call.db, inquiry.id), listQuoteEvents(call.db, inquiry.id)]);
    return {
      token: token!,
      request: { reference: inquiry.reference!, status: inquiry.status, createdAt: inquiry.createdAt, items: inquiry.items ?? (inquiry.partNumber ? [{ partNumber: inquiry.partNumber, quantity: 1, productId: inquiry.productId }] : []) },
      // Drafts are staff's work in progress: the buyer sees sent revisions only.
      quotations: revisions.filter((q) => q.status === "sent").map(({ createdBy: _c, messageId: _m, ...q }) => q),
      events: events.map((e) => ({ id: e.id, kind: e.kind, revision: e.revision, createdAt: e.createdAt })),
      maxMessage: MAX_CHANGE_MESSAGE,
    };
  });

/** POST: accept the current revision, or ask for a change; the token comes with the form. */
export const quotePageAction = (args: RequestArgs) =>
  page(args, { access: "public" }, async (call) => {
    const form = await call.formData(32 * 1024);
    const inquiry = await openedBy(call, String(form.get("t") ?? ""));
    const intent = String(form.get("intent") ?? "");
    // Each post may mail staff: limited per address like the public forms.
    const allowance = await rateLimiter(call.db, "inquiry").consume(`quote-page:${call.ip}`);
    if (!allowance.allowed) return { intent, outcome: "limited" as const, message: String(form.get("message") ?? "") };
    if (intent === "accept") {
      const revision = Number(form.get("revision"));
      const outcome = await acceptQuotation(call.db, inquiry, Number.isSafeInteger(revision) ? revision : 0, call.mailer);
      return { intent, outcome: outcome.status };
    }
    if (intent === "change") {
      const message = String(form.get("message") ?? "");
      const outcome = await requestQuotationChange(call.db, inquiry, message, call.mailer);
      return { intent, outcome: outcome.status, message };
    }
    throw gone();
  });

/** GET /quote/{reference}/pdf/{revision}?t=...: a sent revision's PDF. */
export const quotePdfLoader = (args: RequestArgs) =>
  pageLoader(args, { access: "public" }, async (call) => {
    const inquiry = await openedBy(call, new URL(call.request.url).searchParams.get("t"));
    const revision = Number(call.params.revision);
    const quotation = (await listQuotations(call.db, inquiry.id)).find((q) => q.revision === revision && q.status === "sent");
    if (!quotation) throw gone();
    const pdf = await quotationPdf(call.db, inquiry, quotation, { storage: call.storage, origin: siteOrigin(call.context) });
    return pdfResponse(pdf, quotationFilename(revisionReference(inquiry.reference!, revision), call.t("quotation.filename")), "private, no-store");
  });
