import type { Database } from "~/db/client.server";
import type { inquiries } from "~/db/schema";
import { getMessages } from "~/i18n/messages.server";
import { type Locale, defaultLocale, isLocale, pickLocalized } from "~/i18n/locales";
import { translate, type Messages } from "~/i18n/translate";
import type { Mailer } from "~/mail/mailer.server";
import { getSettings, type SettingsRow } from "~/settings/settings.server";

export type InquiryRow = typeof inquiries.$inferSelect;
export type DeliveryState = "sent" | "failed" | "skipped";
export interface NotifyReport {
  staff: DeliveryState;
  acknowledgement: DeliveryState;
}

function details(inquiry: InquiryRow, messages: Messages): string {
  const t = (key: string) => translate(messages, key);
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
  for (const item of inquiry.items ?? []) lines.push(`  - ${item.partNumber} × ${item.quantity}`);
  return lines.join("\n");
}

function staffNotification(inquiry: InquiryRow, messages: Messages, company: string) {
  const t = (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars);
  return {
    subject: `[${company}] ${inquiry.subject}`,
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

function acknowledgement(inquiry: InquiryRow, messages: Messages, settings: SettingsRow | undefined, locale: Locale, reference: string | null) {
  const t = (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars);
  const company = settings?.companyName ?? "Vitrine";
  const contact = [settings?.phone, settings?.contactEmail, pickLocalized(settings?.address, locale)].filter(Boolean);
  return {
    subject: reference ? `${t("mail.ack.subject", { company })} (${reference})` : t("mail.ack.subject", { company }),
    text: [
      t("mail.ack.greeting", { name: inquiry.name }),
      "",
      t("inquiry.successText"),
      ...(reference ? [t("quoteFlow.referenceLine", { reference })] : []),
      t("mail.ack.nextSteps"),
      "",
      t("mail.ack.copy"),
      details(inquiry, messages),
      "",
      inquiry.message,
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
    console.error(`Inquiry ${inquiryId}: the ${what} could not be sent (${(error as Error).message}).`);
    return "failed";
  }
}

/**
 * Tells staff about a stored inquiry and thanks the sender in their language. Each mail fails on
 * its own; a failure is logged and reported, never thrown.
 */
export async function notifyInquiry(db: Database, inquiry: InquiryRow, mailer: Mailer): Promise<NotifyReport> {
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
    console.error(`Inquiry ${inquiry.id}: no address to send from; set NOTIFY_EMAIL or the contact e-mail in the settings.`);
    return { staff: "skipped", acknowledgement: "skipped" };
  }
  const from = { name: company, address: fromAddress };

  const staff = await attempt("staff notification", inquiry.id, () =>
    mailer.send({ from, to: staffAddress, replyTo: inquiry.email, ...staffNotification(inquiry, staffMessages, company) }),
  );
  const ack = await attempt("acknowledgement", inquiry.id, () =>
    mailer.send({
      from,
      to: inquiry.email,
      replyTo: settings?.salesEmail || fromAddress,
      ...acknowledgement(inquiry, visitorMessages, settings, visitorLocale, inquiry.reference),
    }),
  );
  return { staff, acknowledgement: ack };
}
