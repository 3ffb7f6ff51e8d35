/**
 * A fixed-window request counter per key (an IP address, a username...), kept in this process's
 * memory. That is enough for one process; several processes behind a load balancer each count
 * on their own, so a shared store (PostgreSQL or Redis) would be needed to enforce one limit
 * across them.
 */
export interface RateLimiter {
  /** Counts one attempt for the key; refuses it when the window's allowance is spent. */
  consume(key: string): RateLimitResult;
  /** Forgets every key (tests, or after a configuration change). */
  reset(): void;
}

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimitOptions {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
  /** Keys kept at most; past it, expired windows are swept and then the oldest dropped. */
  maxKeys?: number;
  now?: () => number;
}

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000, now = Date.now }: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(time: number) {
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
    // Still full (a flood of distinct addresses): drop the oldest entries, Map keeps insertion order.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    consume(key) {
      const time = now();
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        if (!window && windows.size >= maxKeys) sweep(time);
        windows.delete(key);
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)) };
      }
      window.count += 1;
      return { allowed: true, remaining: limit - window.count };
    },
    reset() {
      windows.clear();
    },
  };
}

const TEN_MINUTES = 10 * 60 * 1000;

/** Public forms: contact messages and quote requests, per address. */
export const inquiryRateLimiter = createRateLimiter({ limit: 10, windowMs: TEN_MINUTES });

/** Newsletter sign-ups, per address. */
export const newsletterRateLimiter = createRateLimiter({ limit: 5, windowMs: TEN_MINUTES });
