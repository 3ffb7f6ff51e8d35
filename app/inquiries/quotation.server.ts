import { enqueueWebhookEvent } from "~/webhooks/outbox.server";
import { inquiryEventData } from "./inquiry-events.server";
import { and, asc, desc, eq } from "drizzle-orm";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { inquiries, quotations, quoteEvents, type QuotationLineRow } from "~/db/schema";
import { defaultLocale, isLocale, type Locale, pickLocalized } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { translate } from "~/i18n/translate";
import { type Mailer, newMessageId } from "~/mail/mailer.server";
import type { MediaStorage } from "~/media/storage.server";
import { errorMessage } from "~/observability/logger.server";
import { getSettings, getSiteSettings } from "~/settings/settings.server";
import { getInquiry, type Inquiry } from "./admin-inbox.server";
import { computeTotals } from "./money";
import { type QuotationProblems, readQuotationForm, revisionReference, sendProblems } from "./quotation-form";
import { type QuotationRow, renderQuotationPdf } from "./quotation-pdf.server";
import { quotePageUrl } from "./quote-access.server";

export type { QuotationRow };
const VALIDITY_DAYS = 30;

/** Every revision of a request's quotation, oldest first. */
export function listQuotations(db: Database, inquiryId: number): Promise<QuotationRow[]> {
  return db.select().from(quotations).where(eq(quotations.inquiryId, inquiryId)).orderBy(asc(quotations.revision));
}

/** A request's history as its buyer's page tells it, oldest first. */
export function listQuoteEvents(db: Database, inquiryId: number) {
  return db.select().from(quoteEvents).where(eq(quoteEvents.inquiryId, inquiryId)).orderBy(asc(quoteEvents.createdAt), asc(quoteEvents.id));
}

async function latestQuotation(db: Database, inquiryId: number): Promise<QuotationRow | undefined> {
  const [row] = await db.select().from(quotations).where(eq(quotations.inquiryId, inquiryId)).orderBy(desc(quotations.revision)).limit(1);
  return row;
}

/** The request's lines as quotation lines, unpriced. */
function requestLines(inquiry: Inquiry): QuotationLineRow[] {
  const items = inquiry.items?.length ? inquiry.items : inquiry.partNumber ? [{ productId: inquiry.productId, partNumber: inquiry.partNumber, quantity: 1 }] : [];
  return items.map((item) => ({
    partNumber: item.partNumber,
    productId: item.productId,
    description: "",
    quantity: item.quantity,
    unitPriceMinor: null,
    leadTime: "",
    availability: "",
    alternative: "",
  }));
}

export type OpenOutcome = { status: "not_found" | "not_a_quote" } | { status: "ok"; quotation: QuotationRow; created: boolean };

/**
 * The draft staff edit: the current one, or a new revision (the first from the request's lines
 * and the settings' terms; later ones copying the last sent revision, which stays frozen). Audited when made.
 */
export async function openQuotationDraft(db: Database, inquiryId: number, by: AdminActor, now: Date = new Date()): Promise<OpenOutcome> {
  const inquiry = await getInquiry(db, inquiryId);
  if (!inquiry) return { status: "not_found" };
  if (inquiry.kind !== "quote" || !inquiry.reference) return { status: "not_a_quote" };
  const latest = await latestQuotation(db, inquiryId);
  if (latest?.status === "draft") return { status: "ok", quotation: latest, created: false };
  let values: typeof quotations.$inferInsert;
  if (latest) {
    const { id: _id, createdAt: _c, updatedAt: _u, sentAt: _s, messageId: _m, acceptedAt: _a, version: _v, senderName: _n, ...content } = latest;
    values = { ...content, revision: latest.revision + 1, status: "draft", createdBy: by.id };
  } else {
    const settings = await getSettings(db);
    const valid = new Date(now.getTime() + VALIDITY_DAYS * 86_400_000).toISOString().slice(0, 10);
    values = {
      inquiryId,
      revision: 1,
      currency: settings?.quoteCurrencies[0] ?? "MAD",
      taxRateBp: settings?.taxRateBp ?? 2000,
      pricesBeforeTax: settings?.pricesBeforeTax ?? true,
      validUntil: valid,
      lines: requestLines(inquiry),
      createdBy: by.id,
    };
  }
  // Two staff opening at once: the unique (request, revision) lets one insert win; the other reads it.
  const [made] = await db.insert(quotations).values(values).onConflictDoNothing().returning();
  if (!made) return { status: "ok", quotation: (await latestQuotation(db, inquiryId))!, created: false };
  await recordAudit(db, by, {
    action: "quotation.create",
    entity: "inquiry",
    entityId: inquiryId,
    after: { quotationId: made.id, reference: revisionReference(inquiry.reference, made.revision) },
  });
  return { status: "ok", quotation: made, created: true };
}

export type SaveOutcome =
  | { status: "not_found" | "frozen" }
  | { status: "invalid"; problems: QuotationProblems }
  | { status: "saved"; quotation: QuotationRow };

/** Saves the editor's fields on a draft; a sent revision is frozen. Audited with the totals. */
export async function saveQuotationDraft(db: Database, quotationId: number, values: Record<string, string | undefined>, by: AdminActor): Promise<SaveOutcome> {
  const [stored] = await db.select().from(quotations).where(eq(quotations.id, quotationId));
  if (!stored) return { status: "not_found" };
  if (stored.status !== "draft") return { status: "frozen" };
  const settings = await getSettings(db);
  const currencies = settings?.quoteCurrencies.length ? settings.quoteCurrencies : ["MAD", "EUR", "USD"];
  // A currency dropped from the settings stays allowed on the drafts already using it.
  const read = readQuotationForm(values, stored.lines, currencies.includes(stored.currency) ? currencies : [...currencies, stored.currency]);
  if (!read.ok) return { status: "invalid", problems: read.problems };
  const totals = computeTotals(read.draft.lines, read.draft.discountBp, read.draft.taxRateBp, read.draft.pricesBeforeTax)!;
  const [saved] = await db
    .update(quotations)
    .set({ ...read.draft, ...totals, version: stored.version + 1, updatedAt: new Date() })
    .where(and(eq(quotations.id, quotationId), eq(quotations.status, "draft")))
    .returning();
  if (!saved) return { status: "frozen" };
  await recordAudit(db, by, {
    action: "quotation.save",
    entity: "inquiry",
    entityId: stored.inquiryId,
    before: { revision: stored.revision, currency: stored.currency, totalMinor: stored.totalMinor },
    after: { revision: saved.revision, currency: saved.currency, totalMinor: saved.totalMinor, lines: saved.lines.length },
  });
  return { status: "saved", quotation: saved };
}

export interface DocumentContext {
  storage: MediaStorage;
  origin: string;
}

function localeOf(inquiry: Pick<Inquiry, "locale">): Locale {
  return isLocale(inquiry.locale) ? inquiry.locale : defaultLocale;
}

/** The quotation's PDF in the buyer's language (the language the request was written in). */
export async function quotationPdf(db: Database, inquiry: Inquiry, quotation: QuotationRow, context: DocumentContext): Promise<Buffer> {
  const locale = localeOf(inquiry);
  const [messages, site] = await Promise.all([getMessages(db, locale), getSiteSettings(db)]);
  const key = site.logoUrl?.replace(/^\/media\//, "");
  const logo = key ? await context.storage.get(key).catch(() => null) : null;
  const row = site.row;
  return renderQuotationPdf({
    quotation,
    inquiry,
    locale,
    t: (k, vars) => translate(messages, k, vars),
    company: { name: row?.companyName ?? "Vitrine", phone: row?.phone ?? "", email: row?.salesEmail || row?.contactEmail || "", address: pickLocalized(row?.address, locale) },
    logo,
    pageUrl: await quotePageUrl(db, inquiry, context.origin, locale),
  });
}

/** The attachment's file name: the reference and the word for quotation, safe in a header. */
export function quotationFilename(reference: string, word: string): string {
  return `${reference}-${word}`.replace(/[^A-Za-z0-9.-]+/g, "_") + ".pdf";
}

export type SendOutcome =
  | { status: "not_found" | "frozen" }
  | { status: "invalid"; problems: QuotationProblems }
  | { status: "failed"; reason: "not_configured" | "no_sender" | "send_failed"; detail: string }
  | { status: "sent"; quotation: QuotationRow; to: string };

/**
 * Sends the draft to the buyer as a person's reply: the PDF attached, the reference in the
 * subject, threaded under the acknowledgement, from the staff member's name, without the
 * automatic-mail header. Once sent the revision is frozen and the request is "quoted".
 * A failed send changes nothing and says why. Audited.
 */
export async function sendQuotation(db: Database, quotationId: number, by: AdminActor, mailer: Mailer | null, context: DocumentContext, now: Date = new Date()): Promise<SendOutcome> {
  const [quotation] = await db.select().from(quotations).where(eq(quotations.id, quotationId));
  if (!quotation) return { status: "not_found" };
  if (quotation.status !== "draft") return { status: "frozen" };
  const problems = sendProblems(quotation, now);
  if (Object.keys(problems).length) return { status: "invalid", problems };
  const inquiry = (await getInquiry(db, quotation.inquiryId))!;
  if (!mailer) return { status: "failed", reason: "not_configured", detail: "SMTP_URL is not set" };
  const settings = await getSettings(db);
  const fromAddress = settings?.salesEmail || settings?.contactEmail || mailer.notifyEmail;
  if (!fromAddress) return { status: "failed", reason: "no_sender", detail: "no sales or contact e-mail in the settings" };

  const locale = localeOf(inquiry);
  const messages = await getMessages(db, locale);
  const t = (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars);
  const reference = revisionReference(inquiry.reference!, quotation.revision);
  const company = settings?.companyName ?? "Vitrine";
  const sending = { ...quotation, sentAt: now };
  const pdf = await quotationPdf(db, inquiry, sending, context);
  const link = await quotePageUrl(db, inquiry, context.origin, locale);
  const messageId = newMessageId("quotation", fromAddress);
  const thread = [inquiry.ackMessageId, ...(await previousMessageIds(db, inquiry.id))].filter((id): id is string => Boolean(id));
  try {
    await mailer.send({
      from: { name: `${by.name} (${company})`, address: fromAddress },
      to: inquiry.email,
      replyTo: fromAddress,
      subject: t("mail.quotation.subject", { reference, company }),
      text: [
        t("mail.quotation.greeting", { name: inquiry.name }),
        "",
        t(quotation.revision > 1 ? "mail.quotation.bodyRevision" : "mail.quotation.body", { reference }),
        "",
        t("mail.quotation.page"),
        link,
        "",
        t("mail.quotation.signature", { name: by.name, company }),
      ].join("\n"),
      messageId,
      inReplyTo: thread[thread.length - 1],
      references: thread.length ? thread : undefined,
      attachments: [{ filename: quotationFilename(reference, t("quotation.filename")), content: pdf, contentType: "application/pdf" }],
      automatic: false,
    });
  } catch (error) {
    return { status: "failed", reason: "send_failed", detail: errorMessage(error).slice(0, 500) };
  }
  // The revision frozen, the request moved to quoted, its history and the webhook events, at once.
  const sent = await db.transaction(async (tx) => {
    const [frozen] = await tx
      .update(quotations)
      .set({ status: "sent", sentAt: now, messageId, senderName: by.name, updatedAt: now })
      .where(and(eq(quotations.id, quotationId), eq(quotations.status, "draft")))
      .returning();
    if (!frozen) return undefined;
    const [moved] = await tx.update(inquiries).set({ status: "quoted" }).where(eq(inquiries.id, inquiry.id)).returning();
    await tx.insert(quoteEvents).values({ inquiryId: inquiry.id, kind: "sent", revision: frozen.revision });
    const events = tx as unknown as Database;
    await enqueueWebhookEvent(events, "quotation.sent", {
      inquiryId: inquiry.id,
      reference,
      revision: frozen.revision,
      currency: frozen.currency,
      totalMinor: frozen.totalMinor,
      validUntil: frozen.validUntil,
      to: inquiry.email,
      sentAt: now.toISOString(),
    });
    if (moved && inquiry.status !== "quoted") await enqueueWebhookEvent(events, "quote.status_changed", { ...inquiryEventData(moved), previousStatus: inquiry.status });
    return frozen;
  });
  if (!sent) return { status: "frozen" };
  await recordAudit(db, by, {
    action: "quotation.send",
    entity: "inquiry",
    entityId: inquiry.id,
    before: { status: inquiry.status },
    after: { status: "quoted", reference, to: inquiry.email, currency: sent.currency, totalMinor: sent.totalMinor },
  });
  return { status: "sent", quotation: sent, to: inquiry.email };
}

/** Earlier quotation mails of the request, oldest first: the thread's References after the acknowledgement. */
async function previousMessageIds(db: Database, inquiryId: number): Promise<string[]> {
  const rows = await db.select({ messageId: quotations.messageId }).from(quotations).where(eq(quotations.inquiryId, inquiryId)).orderBy(asc(quotations.revision));
  return rows.map((row) => row.messageId).filter((id): id is string => Boolean(id));
}

export type ConfirmOutcome = { status: "not_found" | "not_accepted" | "confirmed" };

/** Staff confirm the buyer's acceptance: the request moves to won. Audited. */
export async function confirmWon(db: Database, inquiryId: number, by: AdminActor): Promise<ConfirmOutcome> {
  const inquiry = await getInquiry(db, inquiryId);
  if (!inquiry || inquiry.kind !== "quote") return { status: "not_found" };
  const latest = await latestQuotation(db, inquiryId);
  const accepted = latest?.status === "sent" && latest.acceptedAt ? latest : undefined;
  if (!accepted) return { status: "not_accepted" };
  if (inquiry.status === "won") return { status: "confirmed" };
  await db.update(inquiries).set({ status: "won" }).where(eq(inquiries.id, inquiryId));
  await db.insert(quoteEvents).values({ inquiryId, kind: "won", revision: accepted.revision });
  await recordAudit(db, by, {
    action: "quotation.confirm_won",
    entity: "inquiry",
    entityId: inquiryId,
    before: { status: inquiry.status },
    after: { status: "won", revision: accepted.revision, totalMinor: accepted.totalMinor, currency: accepted.currency },
  });
  return { status: "confirmed" };
}
