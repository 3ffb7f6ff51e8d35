import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { inquiries, quotations } from "~/db/schema";
import { type Locale, localizePath } from "~/i18n/locales";
import { serverSecret, signValue, verifyValue } from "~/security/signing.server";
import type { Inquiry } from "./admin-inbox.server";

const SECRET = "quote-links";
/** A link keeps working this long after the quotation's validity (or the request, before any quotation). */
export const LINK_GRACE_DAYS = 90;

/** The request's nonce, made on first use: the links carry it signed, a new one revokes them. */
async function nonceOf(db: Database, inquiry: Pick<Inquiry, "id" | "accessNonce">): Promise<string> {
  if (inquiry.accessNonce) return inquiry.accessNonce;
  const fresh = randomBytes(16).toString("base64url");
  // Conditional: two mails at once agree on one nonce.
  await db.update(inquiries).set({ accessNonce: fresh }).where(and(eq(inquiries.id, inquiry.id), isNull(inquiries.accessNonce)));
  const [row] = await db.select({ nonce: inquiries.accessNonce }).from(inquiries).where(eq(inquiries.id, inquiry.id));
  return row!.nonce!;
}

/** The buyer's page of a quote request: `/quote/Q-2026-0042?t=...` (`/fr/quote/...` in French). */
export async function quotePageUrl(db: Database, inquiry: Pick<Inquiry, "id" | "accessNonce" | "reference">, origin: string, locale: Locale): Promise<string> {
  const token = signValue(await serverSecret(db, SECRET), { r: inquiry.reference, n: await nonceOf(db, inquiry) });
  return `${origin}${localizePath(`/quote/${inquiry.reference}`, locale)}?t=${encodeURIComponent(token)}`;
}

/** The last day a link works: the latest sent quotation's validity (or the request's day) plus the grace. */
export async function linkExpiry(db: Database, inquiry: Pick<Inquiry, "id" | "createdAt">): Promise<Date> {
  const [latest] = await db
    .select({ validUntil: quotations.validUntil })
    .from(quotations)
    .where(and(eq(quotations.inquiryId, inquiry.id), eq(quotations.status, "sent")))
    .orderBy(desc(quotations.revision))
    .limit(1);
  const base = latest?.validUntil ? new Date(`${latest.validUntil}T23:59:59Z`) : inquiry.createdAt;
  return new Date(base.getTime() + LINK_GRACE_DAYS * 86_400_000);
}

const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The quote request a buyer's link opens, or undefined for a wrong, forged, revoked or expired
 * token (one answer for all). The signature and the nonce are compared in constant time.
 */
export async function inquiryByToken(db: Database, reference: string, token: string | null, now: Date = new Date()): Promise<Inquiry | undefined> {
  const payload = verifyValue(await serverSecret(db, SECRET), token) as { r?: unknown; n?: unknown } | undefined;
  if (!payload || typeof payload.r !== "string" || typeof payload.n !== "string" || payload.r !== reference) return undefined;
  const [inquiry] = await db.select().from(inquiries).where(and(eq(inquiries.reference, reference), eq(inquiries.kind, "quote")));
  if (!inquiry?.accessNonce || !sameText(inquiry.accessNonce, payload.n)) return undefined;
  if (now > (await linkExpiry(db, inquiry))) return undefined;
  return inquiry;
}

/** Staff revoke every link sent so far: a new nonce (the next mail carries a new link). Audited. */
export async function revokeQuoteLinks(db: Database, id: number, by: AdminActor): Promise<boolean> {
  const [row] = await db
    .update(inquiries)
    .set({ accessNonce: randomBytes(16).toString("base64url"), accessRevokedAt: new Date() })
    .where(and(eq(inquiries.id, id), eq(inquiries.kind, "quote")))
    .returning({ id: inquiries.id, reference: inquiries.reference });
  if (!row) return false;
  await recordAudit(db, by, { action: "quotation.revoke_link", entity: "inquiry", entityId: id, after: { reference: row.reference } });
  return true;
}
