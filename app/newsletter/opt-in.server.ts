import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { getMessages } from "~/i18n/messages.server";
import { type Locale, localizePath } from "~/i18n/locales";
import { translate } from "~/i18n/translate";
import { claimAcknowledgement } from "~/inquiries/acknowledgement-limits.server";
import type { Mailer } from "~/mail/mailer.server";
import { errorMessage, logger } from "~/observability/logger.server";
import { serverSecret, signValue, verifyValue } from "~/security/signing.server";
import { getSettings } from "~/settings/settings.server";

/**
 * Double opt-in (issue 13): a sign-up stores the address as pending and mails it a signed link
 * that expires; only an address whose link was opened and confirmed counts as subscribed. Every
 * newsletter mail carries a signed unsubscribe link, which does not expire.
 */
/** The mail says "within a week". */
export const CONFIRM_LINK_DAYS = 7;

/**
 * A confirmation link names the sign-up it confirms (`r`, the row's id): unsubscribing deletes the
 * row, so a link mailed before it confirms nothing afterwards, even once the address signed up
 * again (a new row). Links mailed before `r` existed name none: they confirm only a sign-up stored
 * before they were made (their expiry less the week).
 */
type Token = { k: "c"; e: string; l: Locale; x: number; r?: number } | { k: "u"; e: string };

const secret = (db: Database) => serverSecret(db, "newsletter");

export async function confirmationToken(db: Database, email: string, locale: Locale, signUpId: number, now = new Date()): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + CONFIRM_LINK_DAYS * 86_400;
  return signValue(await secret(db), { k: "c", e: email, l: locale, x: expires, r: signUpId } satisfies Token);
}

export async function unsubscribeToken(db: Database, email: string): Promise<string> {
  return signValue(await secret(db), { k: "u", e: email } satisfies Token);
}

async function readToken(db: Database, token: unknown): Promise<Token | undefined> {
  const value = verifyValue(await secret(db), typeof token === "string" ? token : undefined) as Token | undefined;
  if (!value || typeof value !== "object" || typeof value.e !== "string") return undefined;
  return value.k === "c" || value.k === "u" ? value : undefined;
}

/** The unsubscribe link for an address (every newsletter mail carries it). */
export async function unsubscribeUrl(db: Database, origin: string, email: string, locale: Locale): Promise<string> {
  return `${origin}${localizePath("/newsletter/unsubscribe", locale)}?token=${await unsubscribeToken(db, email)}`;
}

export type SignUpOutcome = "pending" | "already_subscribed" | "mail_withheld" | "no_mailer" | "mail_failed";

/**
 * A sign-up: the address is stored as pending (once) and sent the confirmation mail, within the
 * limits every mail to a typed address has (one a day per address, the hourly cap). An address
 * that is already confirmed gets nothing; the visitor's answer is the same in every case.
 */
export async function requestSubscription(
  db: Database,
  email: string,
  locale: Locale,
  { mailer, origin, now = new Date() }: { mailer: Mailer | null; origin: string; now?: Date },
): Promise<SignUpOutcome> {
  const address = email.trim().toLowerCase();
  await db.insert(newsletterSubscribers).values({ email: address, locale }).onConflictDoNothing({ target: newsletterSubscribers.email });
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, address));
  if (row?.confirmedAt) return "already_subscribed";
  const settings = await getSettings(db);
  const from = settings?.contactEmail || mailer?.notifyEmail;
  if (!mailer || !from) return "no_mailer";
  if ((await claimAcknowledgement(db, address, { now })) !== "send") return "mail_withheld";

  const messages = await getMessages(db, locale);
  const company = settings?.companyName ?? "Vitrine";
  const t = (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars);
  const confirm = `${origin}${localizePath("/newsletter/confirm", locale)}?token=${await confirmationToken(db, address, locale, row!.id, now)}`;
  const text = [
    t("newsletterOptIn.mail.intro", { company }),
    "",
    t("newsletterOptIn.mail.confirm"),
    confirm,
    "",
    t("newsletterOptIn.mail.notYou"),
    "",
    t("newsletterOptIn.mail.unsubscribe"),
    await unsubscribeUrl(db, origin, address, locale),
  ].join("\n");
  try {
    await mailer.send({ from: { name: company, address: from }, to: address, subject: t("newsletterOptIn.mail.subject", { company }), text });
  } catch (error) {
    // The address stays pending; signing up again after a day sends a new link.
    logger.warn({ event: "newsletter.mail_failed", error: errorMessage(error) }, "The newsletter confirmation could not be sent.");
    return "mail_failed";
  }
  return "pending";
}

export type ConfirmOutcome = "confirmed" | "expired" | "invalid";

/**
 * The sign-up a confirmation link may still confirm: the one it names, or for a link that names
 * none, the address's sign-up if stored before the link was made. Gone (unsubscribed since, or
 * signed up again after that) is undefined.
 */
async function signUpOf(db: Database, value: Extract<Token, { k: "c" }>) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, value.e));
  if (!row) return undefined;
  if (value.r !== undefined) return row.id === value.r ? row : undefined;
  const made = value.x * 1000 - CONFIRM_LINK_DAYS * 86_400_000;
  // The expiry was rounded down to the second: the link was made up to a second later.
  return row.createdAt.getTime() < made + 1000 ? row : undefined;
}

/** Confirms the sign-up of a confirmation link (again is not an error). */
export async function confirmSubscription(db: Database, token: unknown, now = new Date()): Promise<ConfirmOutcome> {
  const value = await readToken(db, token);
  if (!value || value.k !== "c") return "invalid";
  if (value.x * 1000 < now.getTime()) return "expired";
  const row = await signUpOf(db, value);
  // Unsubscribed since the link was mailed: it is spent, like an expired one.
  if (!row) return "expired";
  await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now })
    .where(and(eq(newsletterSubscribers.id, row.id), isNull(newsletterSubscribers.confirmedAt)));
  return "confirmed";
}

/** Whether a link is one this site signed, without using it (the pages' GET shows a button). */
export async function checkNewsletterLink(db: Database, token: unknown, kind: "confirm" | "unsubscribe", now = new Date()): Promise<"ok" | "expired" | "invalid"> {
  const value = await readToken(db, token);
  if (!value || value.k !== (kind === "confirm" ? "c" : "u")) return "invalid";
  if (value.k !== "c") return "ok";
  return value.x * 1000 < now.getTime() || !(await signUpOf(db, value)) ? "expired" : "ok";
}

/** Removes the address of an unsubscribe link (already gone is not an error). */
export async function unsubscribe(db: Database, token: unknown): Promise<"unsubscribed" | "invalid"> {
  const value = await readToken(db, token);
  if (!value || value.k !== "u") return "invalid";
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, value.e));
  return "unsubscribed";
}
