import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimitEvents } from "~/db/schema";
import { RateLimiter, type RateLimitDecision, type RateLimitRule } from "./sliding-window-limiter.server";

/**
 * At most `rule.limit` events per key in any rolling window of `rule.windowMs`, whatever the
 * store: in this process's memory (the embedded database: one process) or in PostgreSQL, where
 * every process of the site counts in the same table (DATABASE_URL, WEB_CONCURRENCY > 1 or
 * several machines).
 */
export interface RateLimit {
  readonly rule: RateLimitRule;
  /** Whether one more event is allowed now, without counting it. */
  check(key: string, now?: number): Promise<RateLimitDecision>;
  /** Counts one event. */
  record(key: string, now?: number): Promise<void>;
  /** Checks, and counts the event when it is allowed (atomically across processes). */
  consume(key: string, now?: number): Promise<RateLimitDecision>;
  /**
   * Gives back one event that `consume` counted at `at`, once the attempt turns out not to count
   * (a successful sign-in): counting first and giving back after is what keeps parallel attempts
   * from all passing a check made before any of them was counted.
   */
  release(key: string, at: number): Promise<void>;
}

/** This process's memory (a sliding log per key, bounded in keys). */
export function memoryRateLimit(rule: RateLimitRule): RateLimit {
  const limiter = new RateLimiter(rule);
  return {
    rule,
    check: async (key, now) => limiter.check(key, now),
    record: async (key, now) => limiter.record(key, now),
    consume: async (key, now) => limiter.consume(key, now),
    release: async (key, at) => limiter.release(key, at),
  };
}


/**
 * The same sliding log in the UNLOGGED table rate_limit_events, one row per event. `consume`
 * holds a transaction-scoped advisory lock on the bucket, so that two processes cannot both take
 * the last allowed event.
 */
export function postgresRateLimit(
  db: Database,
  name: string,
  rule: RateLimitRule,
  /** Expired rows are deleted by one recording in this many, on average (no timer to stop). */
  { pruneEvery = 50 } = {},
): RateLimit {
  const bucketOf = (key: string) => `${name}\n${key}`;
  const decide = async (tx: Database, bucket: string, now: number): Promise<RateLimitDecision> => {
    const recent = await tx
      .select({ at: rateLimitEvents.at })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, bucket), gt(rateLimitEvents.at, new Date(now - rule.windowMs))))
      .orderBy(desc(rateLimitEvents.at))
      .limit(rule.limit);
    if (recent.length < rule.limit) return { allowed: true, retryAfterSeconds: 0 };
    const frees = recent[rule.limit - 1]!.at.getTime() + rule.windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((frees - now) / 1000)) };
  };
  const insert = async (tx: Database, bucket: string, now: number) => {
    await tx.insert(rateLimitEvents).values({ bucket, at: new Date(now), expiresAt: new Date(now + rule.windowMs) });
    if (Math.random() * pruneEvery < 1) await tx.delete(rateLimitEvents).where(lt(rateLimitEvents.expiresAt, new Date(now)));
  };
  return {
    rule,
    check: (key, now = Date.now()) => decide(db, bucketOf(key), now),
    record: (key, now = Date.now()) => insert(db, bucketOf(key), now),
    consume: (key, now = Date.now()) =>
      db.transaction(async (tx) => {
        const bucket = bucketOf(key);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}))`);
        const decision = await decide(tx as unknown as Database, bucket, now);
        if (decision.allowed) await insert(tx as unknown as Database, bucket, now);
        return decision;
      }),
    release: async (key, at) => {
      // One row of that bucket and time (two events of one millisecond are alike).
      await db.execute(
        sql`delete from ${rateLimitEvents} where ctid = (select ctid from ${rateLimitEvents} where ${rateLimitEvents.bucket} = ${bucketOf(key)} and ${rateLimitEvents.at} = ${new Date(at)} limit 1)`,
      );
    },
  };
}
