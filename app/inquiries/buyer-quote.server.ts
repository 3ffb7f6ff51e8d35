import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { inquiries, quotations, quoteEvents } from "~/db/schema";
import { defaultLocale, isLocale } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { translate } from "~/i18n/translate";
import type { Mailer } from "~/mail/mailer.server";
import { errorMessage, logger } from "~/observability/logger.server";
import { getSettings } from "~/settings/settings.server";
import type { Inquiry } from "./admin-inbox.server";
import { revisionReference } from "./quotation-form";

export const MAX_CHANGE_MESSAGE = 4000;

/** Tells staff (NOTIFY_EMAIL, or the contact address) what the buyer did; a lost mail is logged, not thrown. */
async function tellStaff(db: Database, mailer: Mailer | null, inquiry: Inquiry, key: "accepted" | "change", vars: Record<string, string>) {
  if (!mailer) return;
  const settings = await getSettings(db);
  const to = mailer.notifyEmail || settings?.contactEmail;
  const from = settings?.contactEmail || mailer.notifyEmail;
  if (!to || !from) return;
  const locale = isLocale(settings?.defaultLanguage) ? settings.defaultLanguage : defaultLocale;
  const messages = await getMessages(db, locale);
  const t = (k: string) => translate(messages, k, { ...vars, name: inquiry.name, company: inquiry.company || "-", id: inquiry.id });
  try {
    await mailer.send({ from: { name: settings?.companyName ?? "Vitrine", address: from }, to, replyTo: inquiry.email, subject: t(`quotation.staff.${key}Subject`), text: t(`quotation.staff.${key}Body`) });
  } catch (error) {
    logger.warn({ event: "quotation.staff_mail_failed", inquiryId: inquiry.id, error: errorMessage(error) }, `Quote ${inquiry.id}: the staff notice could not be sent.`);
  }
}

export type BuyerOutcome = { status: "done" | "nothing_to_accept" | "already" | "invalid" };

/** The buyer accepts the current quotation (the latest sent revision, within its validity); staff then confirm it as won. */
export async function acceptQuotation(db: Database, inquiry: Inquiry, revision: number, mailer: Mailer | null, now: Date = new Date()): Promise<BuyerOutcome> {
  const [latest] = await db.select().from(quotations).where(eq(quotations.inquiryId, inquiry.id)).orderBy(desc(quotations.revision)).limit(1);
  if (!latest || latest.status !== "sent" || latest.revision !== revision) return { status: "nothing_to_accept" };
  if (latest.validUntil && latest.validUntil < now.toISOString().slice(0, 10)) return { status: "nothing_to_accept" };
  const [accepted] = await db
    .update(quotations)
    .set({ acceptedAt: now })
    .where(and(eq(quotations.id, latest.id), isNull(quotations.acceptedAt)))
    .returning();
  if (!accepted) return { status: "already" };
  await db.insert(quoteEvents).values({ inquiryId: inquiry.id, kind: "accepted", revision });
  await tellStaff(db, mailer, inquiry, "accepted", { reference: revisionReference(inquiry.reference!, revision) });
  return { status: "done" };
}

/** The buyer asks for a change: the message is kept, the request goes back to staff ("new") for a new revision. */
export async function requestQuotationChange(db: Database, inquiry: Inquiry, message: string, mailer: Mailer | null): Promise<BuyerOutcome> {
  const text = message.replace(/\r\n?/g, "\n").trim();
  if (!text || text.length > MAX_CHANGE_MESSAGE) return { status: "invalid" };
  if (inquiry.status === "won" || inquiry.status === "lost" || inquiry.status === "closed") return { status: "nothing_to_accept" };
  await db.insert(quoteEvents).values({ inquiryId: inquiry.id, kind: "change_requested", message: text });
  await db.update(inquiries).set({ status: "new", readAt: null }).where(eq(inquiries.id, inquiry.id));
  await tellStaff(db, mailer, inquiry, "change", { reference: inquiry.reference!, message: text });
  return { status: "done" };
}
