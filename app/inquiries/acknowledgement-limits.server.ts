import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { acknowledgementLog } from "~/db/schema";
import { logger } from "~/observability/logger.server";

/** Acknowledgements to visitors, all addresses together, in any hour (ACKNOWLEDGEMENTS_PER_HOUR). */
export const DEFAULT_ACKNOWLEDGEMENTS_PER_HOUR = 200;
const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;

export type AcknowledgementClaim = "send" | "sent_today" | "hourly_cap";

export function acknowledgementsPerHour(source: NodeJS.ProcessEnv = process.env): number {
  const value = Number(source.ACKNOWLEDGEMENTS_PER_HOUR);
  return Number.isInteger(value) && value >= 0 && source.ACKNOWLEDGEMENTS_PER_HOUR !== "" ? value : DEFAULT_ACKNOWLEDGEMENTS_PER_HOUR;
}

let warnedForHour = -1;

/**
 * Whether an acknowledgement may go to `email` now, and if so it is counted: at most one per
 * address in 24 hours (whatever is typed, a visitor gets one "we have your message" a day), and
 * at most `perHour` for all addresses together, so that the form cannot be used to send the
 * company's mail in bulk. Reaching the cap is logged once per hour.
 */
export async function claimAcknowledgement(db: Database, email: string, { perHour = acknowledgementsPerHour(), now = new Date() } = {}): Promise<AcknowledgementClaim> {
  const address = email.trim().toLowerCase();
  // Check and count as one step: two inquiries arriving together (or on two processes) must not
  // both see "none sent today". The transaction-scoped advisory lock serialises the claims.
  const claim = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACKNOWLEDGEMENT_LOCK})`);
    return claimWithin(tx, address, perHour, now);
  });
  if (claim === "hourly_cap") {
    const thisHour = Math.floor(now.getTime() / HOUR_MS);
    if (warnedForHour !== thisHour) {
      warnedForHour = thisHour;
      logger.warn({ event: "inquiry.acknowledgement_cap", perHour }, `Acknowledgement mails: the cap of ${perHour} an hour is reached; further acknowledgements are not sent this hour (the inquiries are stored and staff are notified).`);
    }
  }
  return claim;
}

/** The advisory-lock key of acknowledgement claims (any constant unused elsewhere). */
const ACKNOWLEDGEMENT_LOCK = 727_101;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function claimWithin(db: Transaction, address: string, perHour: number, now: Date): Promise<AcknowledgementClaim> {
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(acknowledgementLog)
    .where(and(eq(acknowledgementLog.email, address), gt(acknowledgementLog.sentAt, new Date(now.getTime() - DAY_MS))));
  if ((recent?.n ?? 0) > 0) return "sent_today";
  const [hour] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(acknowledgementLog)
    .where(gt(acknowledgementLog.sentAt, new Date(now.getTime() - HOUR_MS)));
  if ((hour?.n ?? 0) >= perHour) return "hourly_cap";
  await db.insert(acknowledgementLog).values({ email: address, sentAt: now });
  // Rows older than a day decide nothing any more.
  await db.delete(acknowledgementLog).where(sql`${acknowledgementLog.sentAt} < ${new Date(now.getTime() - DAY_MS)}`);
  return "send";
}
