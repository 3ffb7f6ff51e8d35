import { data, redirect } from "react-router";
import { notFound } from "~/http/errors";
import { page, pageLoader, type RequestArgs, routeId } from "~/http/kit.server";
import { siteOrigin } from "~/http/site-origin.server";
import { getInquiry } from "~/inquiries/admin-inbox.server";
import { revokeQuoteLinks } from "~/inquiries/quote-access.server";
import type { QuotationProblems } from "~/inquiries/quotation-form";
import { confirmWon, listQuoteEvents, listQuotations, openQuotationDraft, quotationFilename, quotationPdf, saveQuotationDraft, sendQuotation } from "~/inquiries/quotation.server";
import { revisionReference } from "~/inquiries/quotation-form";
import { replyErrorMessage } from "~/inquiries/reply-messages";
import { getSettings } from "~/settings/settings.server";

const NOT_FOUND = "admin.inbox.gone";
type T = (key: string, vars?: Record<string, string | number>) => string;

/** GET /admin/inquiries/{id}/quotation: the request, its revisions and the buyer's messages. */
export const quotationLoader = (args: RequestArgs) =>
  pageLoader(args, { access: "editor" }, async (call) => {
    const id = routeId(call.params.id, notFound(NOT_FOUND));
    const inquiry = await getInquiry(call.db, id);
    if (!inquiry || inquiry.kind !== "quote" || !inquiry.reference) throw notFound(NOT_FOUND);
    const [revisions, events, settings] = await Promise.all([listQuotations(call.db, id), listQuoteEvents(call.db, id), getSettings(call.db)]);
    return {
      inquiry: { id: inquiry.id, reference: inquiry.reference, name: inquiry.name, company: inquiry.company, email: inquiry.email, status: inquiry.status, locale: inquiry.locale },
      revisions,
      events,
      currencies: settings?.quoteCurrencies ?? ["MAD", "EUR", "USD"],
      csrfToken: call.session!.csrfToken,
      mailConfigured: Boolean(call.mailer),
    };
  });

const problemsText = (t: T, problems: QuotationProblems) =>
  Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(problem.key, problem.vars)]));

/** The editor's posts, told apart by `intent`: open, save, send, confirm, revoke. */
export const quotationAction = (args: RequestArgs) =>
  page(args, { access: "editor" }, async (call) => {
    const id = routeId(call.params.id, notFound(NOT_FOUND));
    const form = await call.formData();
    const intent = String(form.get("intent") ?? "");
    const t: T = (key, vars) => call.t(key, vars);
    const inquiry = await getInquiry(call.db, id);
    if (!inquiry || inquiry.kind !== "quote") throw notFound(NOT_FOUND);
    const here = `/admin/inquiries/${id}/quotation`;
    if (intent === "open") {
      const outcome = await openQuotationDraft(call.db, id, call.actor);
      if (outcome.status !== "ok") throw notFound(NOT_FOUND);
      throw redirect(here);
    }
    if (intent === "confirm") {
      const outcome = await confirmWon(call.db, id, call.actor);
      return { intent, ok: outcome.status === "confirmed", message: t(outcome.status === "confirmed" ? "admin.quotation.confirmed" : "admin.quotation.notAccepted") };
    }
    if (intent === "revoke") {
      await revokeQuoteLinks(call.db, id, call.actor);
      return { intent, ok: true, message: t("admin.quotation.revoked") };
    }
    if (intent !== "save" && intent !== "send") throw data(null, { status: 400 });
    const quotationId = routeId(String(form.get("quotationId") ?? ""), notFound(NOT_FOUND));
    const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>;
    const saved = await saveQuotationDraft(call.db, quotationId, values, call.actor);
    if (saved.status === "not_found") throw notFound(NOT_FOUND);
    if (saved.status === "frozen") return { intent, ok: false, message: t("admin.quotation.frozen") };
    if (saved.status === "invalid") return { intent, ok: false, message: t("admin.quotation.invalid"), problems: problemsText(t, saved.problems), values };
    if (intent === "save") return { intent, ok: true, message: t("admin.quotation.saved") };
    const sent = await sendQuotation(call.db, quotationId, call.actor, call.mailer, { storage: call.storage, origin: siteOrigin(call.context) });
    if (sent.status === "sent") return { intent, ok: true, message: t("admin.quotation.sent", { email: sent.to }) };
    if (sent.status === "invalid") return { intent, ok: false, message: t("admin.quotation.invalid"), problems: problemsText(t, sent.problems), values };
    if (sent.status === "failed") return { intent, ok: false, message: replyErrorMessage(t, sent.reason, sent.detail), values };
    if (sent.status === "frozen") return { intent, ok: false, message: t("admin.quotation.frozen") };
    throw notFound(NOT_FOUND);
  });

/** GET /admin/inquiries/{id}/quotations/{revision}/pdf: a revision's PDF as the buyer gets it (a draft as it stands). */
export const quotationPdfLoader = (args: RequestArgs) =>
  pageLoader(args, { access: "editor" }, async (call) => {
    const id = routeId(call.params.id, notFound(NOT_FOUND));
    const revision = routeId(call.params.revision, notFound(NOT_FOUND));
    const inquiry = await getInquiry(call.db, id);
    const quotation = inquiry ? (await listQuotations(call.db, id)).find((q) => q.revision === revision) : undefined;
    if (!inquiry?.reference || !quotation) throw notFound(NOT_FOUND);
    const pdf = await quotationPdf(call.db, inquiry, quotation, { storage: call.storage, origin: siteOrigin(call.context) });
    return pdfResponse(pdf, quotationFilename(revisionReference(inquiry.reference, revision), "quotation"), "private, no-store");
  });

export function pdfResponse(pdf: Buffer, filename: string, cache: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${filename}"`, "Content-Length": String(pdf.length), "Cache-Control": cache },
  });
}
