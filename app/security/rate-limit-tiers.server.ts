import { RateLimiter, type RateLimitDecision } from "./sliding-window-limiter.server";

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
} as const;

export type RateLimitTier = keyof typeof rateLimitTiers;

// One set per process (see RateLimiter).
const limiters = Object.fromEntries(
  Object.entries(rateLimitTiers).map(([tier, rule]) => [tier, new RateLimiter(rule)]),
) as Record<RateLimitTier, RateLimiter>;

export function rateLimiter(tier: RateLimitTier): RateLimiter {
  return limiters[tier];
}

/** The stricter of several decisions: refused if any refuses, retry when all would allow. */
export function strictest(...decisions: RateLimitDecision[]): RateLimitDecision {
  const refused = decisions.filter((d) => !d.allowed);
  if (!refused.length) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((d) => d.retryAfterSeconds)) };
}
