import type { Database } from "~/db/client.server";
import { errorMessage, logger } from "~/observability/logger.server";
import { eq } from "drizzle-orm";
import { inquiries } from "~/db/schema";
import { getMessages } from "~/i18n/messages.server";
import { type Locale, defaultLocale, isLocale, pickLocalized } from "~/i18n/locales";
import { translate, type Messages } from "~/i18n/translate";
import { type Mailer, newMessageId } from "~/mail/mailer.server";
import { claimAcknowledgement } from "./acknowledgement-limits.server";
import { quotePageUrl } from "./quote-access.server";
import { getSettings, type SettingsRow } from "~/settings/settings.server";

export type InquiryRow = typeof inquiries.$inferSelect;
export type DeliveryState = "sent" | "failed" | "skipped";
export interface NotifyReport {
  staff: DeliveryState;
  acknowledgement: DeliveryState;
}

function details(inquiry: InquiryRow, messages: Messages): string {
  const t = (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars);
  const rows: Array<[string, string]> = [
    [t("inquiry.fields.name"), inquiry.name],
    [t("inquiry.fields.company"), inquiry.company],
    [t("inquiry.fields.email"), inquiry.email],
    [t("inquiry.fields.phone"), inquiry.phone],
    [t("inquiry.fields.website"), inquiry.website],
    [t("inquiry.fields.country"), inquiry.country ? t(`inquiry.countries.${inquiry.country}`) : ""],
    [t("inquiry.fields.productInterest"), inquiry.productInterest ? t(`inquiry.interests.${inquiry.productInterest}`) : ""],
    [t("inquiry.fields.partNumber"), inquiry.partNumber ?? ""],
  ];
  const lines = rows.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
  // A line without a product is a part to source, asked for after a search found nothing (issue 32).
  // A parts list's line carries the buyer's reference, and what was typed when it was matched to
  // a product under another part number (issue 33).
  for (const item of inquiry.items ?? []) {
    const notes = [
      item.productId === null ? t("mail.staff.partToSource") : "",
      item.requested ? t("mail.staff.requested", { requested: item.requested }) : "",
      item.reference ? t("mail.staff.lineReference", { reference: item.reference }) : "",
    ].filter(Boolean);
    lines.push(`  - ${item.partNumber} × ${item.quantity}${notes.length ? ` (${notes.join("; ")})` : ""}`);
  }
  return lines.join("\n");
}

/**
 * The staff mail's subject: a quote request's reference, the buyer's company (else name) and its
 * number of lines, so that the inbox sorts and reads at a glance (issue 33); a contact message's
 * subject as it was written.
 */
export function staffSubject(inquiry: Pick<InquiryRow, "reference" | "company" | "name" | "items" | "subject">, messages: Messages, company: string, locale: Locale): string {
  if (!inquiry.reference) return `[${company}] ${inquiry.subject}`;
  const vars = { reference: inquiry.reference, company: inquiry.company || inquiry.name, count: inquiry.items?.length ?? 0 };
  return `[${company}] ${translate(messages, "mail.staff.quoteSubject", vars, locale)}`;
}

function staffNotification(inquiry: InquiryRow, messages: Messages, company: string, locale: Locale) {
  const t = (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars);
  return {
    subject: staffSubject(inquiry, messages, company, locale),
    text: [
      t(`mail.staff.intro.${inquiry.kind}`, { id: inquiry.id, language: t(`language.${inquiry.locale}`) }),
      ...(inquiry.reference ? [t("quoteFlow.referenceLine", { reference: inquiry.reference })] : []),
      "",
      details(inquiry, messages),
      "",
      `${t("inquiry.fields.message")}:`,
      inquiry.message,
      "",
      t("mail.staff.replyHint", { name: inquiry.name }),
    ].join("\n"),
  };
}

/**
 * The reference a visitor is given for a stored inquiry: the only thing in the acknowledgement
 * that comes from the inquiry. A quote request's own reference (`Q-2026-0042`) takes its place.
 */
export function acknowledgementReference(inquiry: Pick<InquiryRow, "id" | "reference">): string {
  return inquiry.reference ?? `#${inquiry.id}`;
}

/**
 * A quote request's lines as the acknowledgement lists them (issue 33): part asked for, quantity,
 * the buyer's reference, and our product or "to source". Each part and reference is one line of
 * at most 64 characters (the item schema), so the list cannot carry a letter.
 */
export function acknowledgementLines(items: InquiryRow["items"] | undefined, messages: Messages, locale: Locale): string[] {
  if (!items?.length) return [];
  const t = (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars, locale);
  return [
    t("mail.ack.linesTitle", { count: items.length }),
    ...items.map((item, i) => {
      const asked = item.requested ?? item.partNumber;
      const notes = [
        item.reference ? t("mail.ack.lineReference", { reference: item.reference }) : "",
        item.productId === null ? t("mail.ack.toSource") : t("mail.ack.ourProduct", { partNumber: item.partNumber }),
      ].filter(Boolean);
      return `  ${i + 1}. ${asked} × ${item.quantity} (${notes.join("; ")})`;
    }),
    "",
  ];
}

/**
 * The acknowledgement to the address a visitor typed: fixed text, the reference and, for a quote
 * request, its lines (part numbers, quantities and the buyer's own line references, each short and
 * on one line). Nothing else the visitor typed is repeated (name, company, message), so the form
 * cannot make the company's address send someone else's letter; one acknowledgement a day per
 * address and the hourly cap still apply.
 */
export function acknowledgement(
  inquiry: Pick<InquiryRow, "id" | "reference"> & Partial<Pick<InquiryRow, "items">>,
  messages: Messages,
  settings: SettingsRow | undefined,
  locale: Locale,
  pageUrl?: string,
) {
  const t = (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars);
  const company = settings?.companyName ?? "Vitrine";
  const reference = acknowledgementReference(inquiry);
  const contact = [settings?.phone, settings?.contactEmail, pickLocalized(settings?.address, locale)].filter(Boolean);
  return {
    subject: t("mail.ack.subject", { company, reference }),
    text: [
      t("mail.ack.greeting"),
      "",
      t("inquiry.successText"),
      t("mail.ack.reference", { reference }),
      "",
      ...acknowledgementLines(inquiry.items, messages, locale),
      t("mail.ack.nextSteps"),
      // A quote request's own page (signed link): where the buyer follows it (issue 33).
      ...(pageUrl ? [t("mail.quotation.ackPage"), pageUrl] : []),
      t("mail.ack.notYou"),
      "",
      t("mail.ack.signature", { company }),
      ...contact,
    ].join("\n"),
  };
}

async function attempt(what: string, inquiryId: number, send: () => Promise<void>): Promise<DeliveryState> {
  try {
    await send();
    return "sent";
  } catch (error) {
    // The inquiry is already stored: staff see it in the inbox even when the mail is lost.
    logger.warn({ event: "inquiry.mail_failed", inquiryId, mail: what, error: errorMessage(error) }, `Inquiry ${inquiryId}: the ${what} could not be sent.`);
    return "failed";
  }
}

/**
 * Tells staff about a stored inquiry and thanks the sender in their language (at most once a day
 * per address, within the hourly cap: `acknowledgement-limits.server.ts`). Each mail fails on its
 * own; a failure is logged and reported, never thrown.
 */
export async function notifyInquiry(db: Database, inquiry: InquiryRow, mailer: Mailer, origin?: string): Promise<NotifyReport> {
  const settings = await getSettings(db);
  const staffLocale = isLocale(settings?.defaultLanguage) ? settings.defaultLanguage : defaultLocale;
  const visitorLocale = isLocale(inquiry.locale) ? inquiry.locale : defaultLocale;
  const [staffMessages, visitorMessages] = await Promise.all([
    getMessages(db, staffLocale),
    getMessages(db, visitorLocale),
  ]);
  const company = settings?.companyName ?? "Vitrine";
  const staffAddress = mailer.notifyEmail || settings?.contactEmail;
  const fromAddress = settings?.contactEmail || mailer.notifyEmail;
  if (!fromAddress || !staffAddress) {
    logger.warn({ event: "inquiry.mail_skipped", inquiryId: inquiry.id }, `Inquiry ${inquiry.id}: no address to send from; set NOTIFY_EMAIL or the contact e-mail in the settings.`);
    return { staff: "skipped", acknowledgement: "skipped" };
  }
  const from = { name: company, address: fromAddress };

  const staff = await attempt("staff notification", inquiry.id, () =>
    mailer.send({ from, to: staffAddress, replyTo: inquiry.email, ...staffNotification(inquiry, staffMessages, company, staffLocale) }),
  );
  const claim = await claimAcknowledgement(db, inquiry.email);
  if (claim !== "send") return { staff, acknowledgement: "skipped" };
  // Its Message-ID is kept: the quotation answers it (In-Reply-To), in the buyer's same thread.
  const messageId = newMessageId("ack", fromAddress);
  const pageUrl = origin && inquiry.kind === "quote" && inquiry.reference ? await quotePageUrl(db, inquiry, origin, visitorLocale) : undefined;
  const ack = await attempt("acknowledgement", inquiry.id, async () => {
    await mailer.send({
      from,
      to: inquiry.email,
      replyTo: settings?.salesEmail || fromAddress,
      messageId,
      ...acknowledgement(inquiry, visitorMessages, settings, visitorLocale, pageUrl),
    });
    await db.update(inquiries).set({ ackMessageId: messageId }).where(eq(inquiries.id, inquiry.id));
  });
  return { staff, acknowledgement: ack };
}
