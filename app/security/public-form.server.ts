import type { Database } from "~/db/client.server";
import { HONEYPOT_FIELD } from "~/inquiries/options";
import { rateLimiter, type RateLimitTier } from "./rate-limit-tiers.server";
import type { RateLimit } from "./rate-limits.server";

/** The tiers of the forms visitors post: contact and quote requests, newsletter sign-ups, parts lists. */
export type PublicFormTier = Extract<RateLimitTier, "inquiry" | "newsletter" | "partsList">;

export type Screening =
  | { outcome: "pass" }
  /** Over the address's allowance: try again in `retryAfterSeconds` (`minutes`, rounded up, for messages). */
  | { outcome: "limited"; retryAfterSeconds: number; minutes: number }
  /** The trap field is filled: a robot. Each form answers it its own way, and does nothing. */
  | { outcome: "trap" };

/** Whether the trap field, hidden from people, was filled. */
export function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}

/**
 * What every form a visitor posts goes through before its own schema, in one order: the sender's
 * address is counted against its tier first (so a malformed or trapped flood is limited too),
 * then the trap field is looked at (`fields`; null for a form without one, the parts list).
 */
export async function screenPublicForm(
  db: Database,
  tier: PublicFormTier,
  clientAddress: string,
  fields: Record<string, unknown> | null,
  limiter: RateLimit = rateLimiter(db, tier),
): Promise<Screening> {
  const allowance = await limiter.consume(`${tier}:${clientAddress}`);
  if (!allowance.allowed) return { outcome: "limited", retryAfterSeconds: allowance.retryAfterSeconds, minutes: Math.ceil(allowance.retryAfterSeconds / 60) };
  if (fields && isHoneypotFilled(fields)) return { outcome: "trap" };
  return { outcome: "pass" };
}
