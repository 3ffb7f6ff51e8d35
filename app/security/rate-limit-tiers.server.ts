import { type Database, isPostgres } from "~/db/client.server";
import { memoryRateLimit, postgresRateLimit, type RateLimit } from "./rate-limits.server";
import type { RateLimitDecision } from "./sliding-window-limiter.server";

/**
 * The administration's tiers (DESIGN: strict on sign-in and admin writes). Sign-in counts failed
 * attempts, per client address and per username, so that colleagues behind one office address
 * are not locked out by each other's successful sign-ins while guessing stays slow. Public forms
 * are limited per client address.
 */
const TEN_MINUTES = 10 * 60_000;

export const rateLimitTiers = {
  signInPerIp: { limit: 10, windowMs: 60_000 },
  /** Failures from browsers without the user's device cookie, per username. */
  signInPerUsername: { limit: 10, windowMs: 60_000 },
  /** Failures from a browser with the user's device cookie, per device (auth/device-cookie.server.ts). */
  signInPerDevice: { limit: 10, windowMs: 60_000 },
  adminWrite: { limit: 120, windowMs: 60_000 },
  /** Public forms, per client address: contact messages and quote requests. */
  inquiry: { limit: 10, windowMs: TEN_MINUTES },
  /** Newsletter sign-ups, per client address. */
  newsletter: { limit: 5, windowMs: TEN_MINUTES },
  /** Parts lists pasted, uploaded or mapped on /quote, per client address: each one matches up to 500 lines. */
  partsList: { limit: 30, windowMs: TEN_MINUTES },
  /** Lifecycle notice mails (decision 063), all notices together: a long list goes out in steps. */
  lifecycleNotice: { limit: 60, windowMs: 60_000 },
} as const;

export type RateLimitTier = keyof typeof rateLimitTiers;

// One set per database handle: in PostgreSQL when the site runs on it (every process counts in
// the same table), in this process's memory on the embedded database (one process only).
const limiters = new WeakMap<Database, Record<RateLimitTier, RateLimit>>();

/** The one way every limiter is made (sign-in, admin writes, public forms, newsletter). */
export function rateLimiter(db: Database, tier: RateLimitTier): RateLimit {
  let set = limiters.get(db);
  if (!set) {
    const shared = isPostgres(db);
    set = Object.fromEntries(
      Object.entries(rateLimitTiers).map(([name, rule]) => [name, shared ? postgresRateLimit(db, name, rule) : memoryRateLimit(rule)]),
    ) as Record<RateLimitTier, RateLimit>;
    limiters.set(db, set);
  }
  return set[tier];
}

const keyLimiters = new WeakMap<Database, Map<number, RateLimit>>();

/**
 * An API key's own limit (issue 34): `perMinute` calls per rolling minute, counted per key in the
 * same store as the tiers (PostgreSQL when the site runs on it), one limiter per distinct limit.
 */
export function apiKeyRateLimiter(db: Database, perMinute: number): RateLimit {
  let set = keyLimiters.get(db);
  if (!set) keyLimiters.set(db, (set = new Map()));
  let limiter = set.get(perMinute);
  if (!limiter) {
    const rule = { limit: perMinute, windowMs: 60_000 };
    limiter = isPostgres(db) ? postgresRateLimit(db, `apiKey${perMinute}`, rule) : memoryRateLimit(rule);
    set.set(perMinute, limiter);
  }
  return limiter;
}

/** The stricter of several decisions: refused if any refuses, retry when all would allow. */
export function strictest(...decisions: RateLimitDecision[]): RateLimitDecision {
  const refused = decisions.filter((d) => !d.allowed);
  if (!refused.length) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((d) => d.retryAfterSeconds)) };
}
