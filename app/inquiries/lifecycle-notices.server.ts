import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import { loadProductLinks, type LinkedProduct } from "~/catalogue/products/product-links.server";
import type { Database } from "~/db/client.server";
import { inquiries, lifecycleNoticeRecipients, lifecycleNotices, lifecycleNoticeSuppressions, products } from "~/db/schema";
import { defaultLocale, isLocale, type Locale, localizePath, pickLocalized } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { translate } from "~/i18n/translate";
import type { Mailer } from "~/mail/mailer.server";
import { errorMessage } from "~/observability/logger.server";
import type { RateLimit } from "~/security/rate-limits.server";
import { serverSecret, signValue, verifyValue } from "~/security/signing.server";
import { getSettings } from "~/settings/settings.server";
import { quotePageUrl } from "./quote-access.server";

// Decision 063. The pending notices are recorded by a trigger on products (migration
// lifecycle_notices); this module lists them, works out who gets them, and sends or cancels them.

const SECRET = "lifecycle-notice-unsubscribe";
/** A quotation this old or older no longer makes its buyer someone to tell. */
export const NOTICE_LOOKBACK_YEARS = 2;

export interface NoticeRecipient {
  email: string;
  locale: Locale;
  /** The buyer's quote references that carried the product, newest first. */
  references: string[];
  sentAt?: Date | null;
}

export interface NoticeView {
  id: number;
  productId: number;
  partNumber: string;
  name: string;
  lifecycle: string;
  status: string;
  createdAt: Date;
  decidedByName: string;
  decidedAt: Date | null;
  /** Who gets it (an open notice), or nobody listed (a decided one: see recipientCount). */
  recipients: NoticeRecipient[];
  recipientCount: number;
}

const localeOf = (value: string): Locale => (isLocale(value) ? value : defaultLocale);

/**
 * Every distinct buyer address (case aside) whose quotation, sent in the last two years, carried
 * the product, less the addresses that unsubscribed; each in the language of their latest request.
 */
export async function noticeRecipients(db: Database, productId: number, now: Date = new Date()): Promise<NoticeRecipient[]> {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - NOTICE_LOOKBACK_YEARS);
  const email = sql<string>`lower(${inquiries.email})`;
  const rows = await db
    .select({
      email,
      locale: sql<string>`(array_agg(${inquiries.locale} order by ${inquiries.createdAt} desc, ${inquiries.id} desc))[1]`,
      references: sql<string[]>`array_agg(distinct ${inquiries.reference})`,
    })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.kind, "quote"),
        isNotNull(inquiries.reference),
        sql`exists (select 1 from quotations q where q.inquiry_id = ${inquiries.id} and q.status = 'sent' and q.sent_at > ${since.toISOString()}::timestamptz
          and q.lines @> jsonb_build_array(jsonb_build_object('productId', ${productId}::int)))`,
        sql`not exists (select 1 from lifecycle_notice_suppressions s where s.email = lower(${inquiries.email}))`,
      ),
    )
    .groupBy(email)
    .orderBy(email);
  return rows.map((row) => ({ email: row.email, locale: localeOf(row.locale), references: [...row.references].sort().reverse() }));
}

/** The notices waiting for staff (and those half sent), then the last decided ones. */
export async function listNotices(db: Database, locale: Locale, now: Date = new Date()): Promise<{ open: NoticeView[]; decided: NoticeView[] }> {
  const select = {
    id: lifecycleNotices.id,
    productId: lifecycleNotices.productId,
    partNumber: products.partNumber,
    name: products.name,
    lifecycle: lifecycleNotices.lifecycle,
    status: lifecycleNotices.status,
    createdAt: lifecycleNotices.createdAt,
    decidedByName: lifecycleNotices.decidedByName,
    decidedAt: lifecycleNotices.decidedAt,
  };
  const [open, decided] = await Promise.all([
    db
      .select(select)
      .from(lifecycleNotices)
      .innerJoin(products, eq(products.id, lifecycleNotices.productId))
      .where(inArray(lifecycleNotices.status, ["pending", "sending"]))
      .orderBy(asc(lifecycleNotices.createdAt), asc(lifecycleNotices.id)),
    db
      .select(select)
      .from(lifecycleNotices)
      .innerJoin(products, eq(products.id, lifecycleNotices.productId))
      .where(inArray(lifecycleNotices.status, ["sent", "cancelled"]))
      .orderBy(desc(lifecycleNotices.decidedAt), desc(lifecycleNotices.id))
      .limit(20),
  ]);
  const stored = async (noticeId: number) =>
    (await db.select().from(lifecycleNoticeRecipients).where(eq(lifecycleNoticeRecipients.noticeId, noticeId)).orderBy(asc(lifecycleNoticeRecipients.email))).map(
      (row) => ({ email: row.email, locale: localeOf(row.locale), references: row.references, sentAt: row.sentAt }),
    );
  const view = async (row: (typeof open)[number]): Promise<NoticeView> => {
    // A pending notice shows who would get it now; a started one, who was recorded.
    const recipients = row.status === "pending" ? await noticeRecipients(db, row.productId, now) : await stored(row.id);
    return { ...row, name: pickLocalized(row.name, locale), recipients, recipientCount: recipients.length };
  };
  // A decided notice shows only how many it was sent to: counted for all of them at once.
  const sentTo = decided.length
    ? await db
        .select({ noticeId: lifecycleNoticeRecipients.noticeId, n: count() })
        .from(lifecycleNoticeRecipients)
        .where(inArray(lifecycleNoticeRecipients.noticeId, decided.map((row) => row.id)))
        .groupBy(lifecycleNoticeRecipients.noticeId)
    : [];
  const counts = new Map(sentTo.map((row) => [row.noticeId, row.n]));
  return {
    open: await Promise.all(open.map((row) => view(row))),
    decided: decided.map((row) => ({ ...row, name: pickLocalized(row.name, locale), recipients: [], recipientCount: counts.get(row.id) ?? 0 })),
  };
}

/** Staff cancel a pending notice: nobody is mailed. Audited. False when it is not pending. */
export async function cancelNotice(db: Database, id: number, by: AdminActor, now: Date = new Date()): Promise<boolean> {
  const [row] = await db
    .update(lifecycleNotices)
    .set({ status: "cancelled", decidedBy: by.id ?? null, decidedByName: by.name, decidedAt: now })
    .where(and(eq(lifecycleNotices.id, id), eq(lifecycleNotices.status, "pending")))
    .returning();
  if (!row) return false;
  await recordAudit(db, by, { action: "lifecycle_notice.cancel", entity: "product", entityId: row.productId, after: { notice: id, lifecycle: row.lifecycle } });
  return true;
}

// --- Unsubscribe links ---------------------------------------------------------------------------

export async function noticeUnsubscribeToken(db: Database, email: string): Promise<string> {
  return signValue(await serverSecret(db, SECRET), { e: email.toLowerCase() });
}

export async function noticeUnsubscribeUrl(db: Database, origin: string, email: string, locale: Locale): Promise<string> {
  return `${origin}${localizePath("/notices/unsubscribe", locale)}?token=${encodeURIComponent(await noticeUnsubscribeToken(db, email))}`;
}

/** The address a link was signed for, or undefined for anything this site did not sign. */
export async function noticeLinkAddress(db: Database, token: unknown): Promise<string | undefined> {
  const value = verifyValue(await serverSecret(db, SECRET), typeof token === "string" ? token : undefined) as { e?: unknown } | undefined;
  return value && typeof value === "object" && typeof value.e === "string" && value.e ? value.e : undefined;
}

/** Stops lifecycle notices to the link's address (twice is not an error). Undefined for a bad link. */
export async function unsubscribeFromNotices(db: Database, token: unknown): Promise<string | undefined> {
  const email = await noticeLinkAddress(db, token);
  if (!email) return undefined;
  await db.insert(lifecycleNoticeSuppressions).values({ email }).onConflictDoNothing();
  return email;
}

// --- Sending -------------------------------------------------------------------------------------

export type NoticeSendOutcome =
  | { status: "not_found" | "not_pending" }
  | { status: "failed"; reason: "not_configured" | "no_sender" | "send_failed"; detail: string; sent: number; left: number }
  | { status: "paused"; sent: number; left: number; retryAfterSeconds: number }
  | { status: "sent"; sent: number };

type T = (key: string, vars?: Record<string, string | number>) => string;

function linkedLines(t: T, product: LinkedProduct, locale: Locale): string[] {
  const name = pickLocalized(product.name, locale);
  return [
    `  ${product.partNumber}${product.manufacturer ? ` (${product.manufacturer})` : ""}${name ? ` - ${name}` : ""}`,
    ...product.keySpecs.map((spec) => `    ${t("mail.lifecycleNotice.spec", { name: pickLocalized(spec.name, locale), value: pickLocalized(spec.value, locale) })}`),
  ];
}

/**
 * Staff confirm a notice: the recipients are recorded (once: a notice already started keeps its
 * list), then each address not yet mailed is claimed (its sent time set) and mailed, in its
 * buyer's language, within the notice mails' rate limit. Claiming before sending means a send
 * that stops half-way (a crash) resumes without mailing anyone twice; a failed send gives its
 * claim back and stops. Each mail is audited. When every address is mailed the notice is "sent".
 */
export async function sendNotice(
  db: Database,
  id: number,
  by: AdminActor,
  mailer: Mailer | null,
  origin: string,
  limiter: RateLimit,
  now: Date = new Date(),
): Promise<NoticeSendOutcome> {
  const [notice] = await db.select().from(lifecycleNotices).where(eq(lifecycleNotices.id, id));
  if (!notice) return { status: "not_found" };
  if (notice.status !== "pending" && notice.status !== "sending") return { status: "not_pending" };
  const countLeft = async () =>
    (await db.select({ email: lifecycleNoticeRecipients.email }).from(lifecycleNoticeRecipients).where(and(eq(lifecycleNoticeRecipients.noticeId, id), isNull(lifecycleNoticeRecipients.sentAt))))
      .length;
  if (!mailer) return { status: "failed", reason: "not_configured", detail: "SMTP_URL is not set", sent: 0, left: await countLeft() };
  const settings = await getSettings(db);
  const fromAddress = settings?.salesEmail || settings?.contactEmail || mailer.notifyEmail;
  if (!fromAddress) return { status: "failed", reason: "no_sender", detail: "no sales or contact e-mail in the settings", sent: 0, left: await countLeft() };

  if (notice.status === "pending") {
    const recipients = await noticeRecipients(db, notice.productId, now);
    const started = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(lifecycleNotices)
        .set({ status: "sending", decidedBy: by.id ?? null, decidedByName: by.name, decidedAt: now })
        .where(and(eq(lifecycleNotices.id, id), eq(lifecycleNotices.status, "pending")))
        .returning();
      if (!row) return false;
      if (recipients.length)
        await tx
          .insert(lifecycleNoticeRecipients)
          .values(recipients.map((r) => ({ noticeId: id, email: r.email, locale: r.locale, references: r.references })))
          .onConflictDoNothing();
      return true;
    });
    if (!started) return { status: "not_pending" };
  }

  const [product] = await db.select().from(products).where(eq(products.id, notice.productId));
  if (!product) return { status: "not_found" };
  const links = await loadProductLinks(db, product.id);
  const company = settings?.companyName ?? "Vitrine";
  const messagesOf = new Map<Locale, T>();
  const translatorFor = async (locale: Locale): Promise<T> => {
    let t = messagesOf.get(locale);
    if (!t) {
      const messages = await getMessages(db, locale);
      messagesOf.set(locale, (t = (key, vars) => translate(messages, key, vars)));
    }
    return t;
  };

  let sent = 0;
  const waiting = await db
    .select()
    .from(lifecycleNoticeRecipients)
    .where(and(eq(lifecycleNoticeRecipients.noticeId, id), isNull(lifecycleNoticeRecipients.sentAt)))
    .orderBy(asc(lifecycleNoticeRecipients.email));
  for (const recipient of waiting) {
    // An address that unsubscribed since the list was made is dropped from it.
    const [suppressed] = await db.select().from(lifecycleNoticeSuppressions).where(eq(lifecycleNoticeSuppressions.email, recipient.email));
    if (suppressed) {
      await db.delete(lifecycleNoticeRecipients).where(and(eq(lifecycleNoticeRecipients.noticeId, id), eq(lifecycleNoticeRecipients.email, recipient.email), isNull(lifecycleNoticeRecipients.sentAt)));
      continue;
    }
    const decision = await limiter.consume("lifecycle-notices");
    if (!decision.allowed) return { status: "paused", sent, left: await countLeft(), retryAfterSeconds: decision.retryAfterSeconds };
    const [claimed] = await db
      .update(lifecycleNoticeRecipients)
      .set({ sentAt: new Date() })
      .where(and(eq(lifecycleNoticeRecipients.noticeId, id), eq(lifecycleNoticeRecipients.email, recipient.email), isNull(lifecycleNoticeRecipients.sentAt)))
      .returning();
    // Another send of the same notice took this address first.
    if (!claimed) continue;
    const locale = localeOf(recipient.locale);
    const t = await translatorFor(locale);
    const [latest] = await db
      .select({ id: inquiries.id, reference: inquiries.reference, accessNonce: inquiries.accessNonce })
      .from(inquiries)
      .where(inArray(inquiries.reference, recipient.references.length ? recipient.references : [""]))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(1);
    const status = t(`mail.lifecycleNotice.lifecycles.${notice.lifecycle}`);
    const name = pickLocalized(product.name, locale);
    const text = [
      t("mail.lifecycleNotice.greeting"),
      "",
      t("mail.lifecycleNotice.body", { partNumber: product.partNumber, name, status, references: recipient.references.join(", ") }),
      "",
      ...(links.replacedBy ? [t("mail.lifecycleNotice.replacement"), ...linkedLines(t, links.replacedBy, locale), ""] : [t("mail.lifecycleNotice.noReplacement"), ""]),
      ...(links.alternatives.length ? [t("mail.lifecycleNotice.alternatives"), ...links.alternatives.flatMap((p) => linkedLines(t, p, locale)), ""] : []),
      ...(latest?.reference ? [t("mail.lifecycleNotice.quotePage", { reference: latest.reference }), await quotePageUrl(db, latest, origin, locale), ""] : []),
      t("mail.lifecycleNotice.signature", { company }),
      "",
      t("mail.lifecycleNotice.unsubscribe"),
      await noticeUnsubscribeUrl(db, origin, recipient.email, locale),
    ].join("\n");
    try {
      await mailer.send({
        from: { name: company, address: fromAddress },
        to: recipient.email,
        replyTo: fromAddress,
        subject: t("mail.lifecycleNotice.subject", { partNumber: product.partNumber, status, company }),
        text,
      });
    } catch (error) {
      await db
        .update(lifecycleNoticeRecipients)
        .set({ sentAt: null })
        .where(and(eq(lifecycleNoticeRecipients.noticeId, id), eq(lifecycleNoticeRecipients.email, recipient.email)));
      return { status: "failed", reason: "send_failed", detail: errorMessage(error).slice(0, 500), sent, left: await countLeft() };
    }
    sent += 1;
    await recordAudit(db, by, {
      action: "lifecycle_notice.send",
      entity: "product",
      entityId: product.id,
      after: { notice: id, lifecycle: notice.lifecycle, to: recipient.email, references: recipient.references },
    });
  }
  await db.update(lifecycleNotices).set({ status: "sent", decidedAt: new Date() }).where(and(eq(lifecycleNotices.id, id), eq(lifecycleNotices.status, "sending")));
  return { status: "sent", sent };
}
