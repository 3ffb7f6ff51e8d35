import { describe, expect, it } from "vitest";
import { RateLimiter } from "~/security/sliding-window-limiter.server";
import { rateLimitTiers, strictest } from "~/security/rate-limit-tiers.server";

describe("RateLimiter (sliding window)", () => {
  const minute = 60_000;

  it("allows the limit in a window and refuses the next with the time until one frees", () => {
    const limiter = new RateLimiter({ limit: 10, windowMs: minute });
    for (let i = 0; i < 10; i++) expect(limiter.consume("ip", 1_000 + i * 1000).allowed).toBe(true);
    const eleventh = limiter.consume("ip", 12_000);
    expect(eleventh).toEqual({ allowed: false, retryAfterSeconds: 49 });
    // The first event leaves the window at 61 s: one more is allowed then, not before.
    expect(limiter.check("ip", 60_999).allowed).toBe(false);
    expect(limiter.check("ip", 61_001).allowed).toBe(true);
  });

  it("counts keys apart, and check() does not count", () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: minute });
    expect(limiter.check("a", 0).allowed).toBe(true);
    expect(limiter.check("a", 0).allowed).toBe(true);
    limiter.record("a", 0);
    expect(limiter.check("a", 1).allowed).toBe(false);
    expect(limiter.check("b", 1).allowed).toBe(true);
  });

  it("keeps memory bounded when clients make up keys", () => {
    const limiter = new RateLimiter({ limit: 5, windowMs: minute }, 100);
    for (let i = 0; i < 1000; i++) limiter.record(`user-${i}`, i);
    // The newest keys are remembered, the oldest forgotten.
    expect(limiter.check("user-999", 1000).allowed).toBe(true);
    for (let i = 0; i < 4; i++) limiter.record("user-999", 1000);
    expect(limiter.check("user-999", 1000).allowed).toBe(false);
  });

  it("combines decisions: refused if any refuses, retry after the longest wait", () => {
    expect(strictest({ allowed: true, retryAfterSeconds: 0 }, { allowed: true, retryAfterSeconds: 0 }).allowed).toBe(true);
    expect(
      strictest({ allowed: false, retryAfterSeconds: 5 }, { allowed: true, retryAfterSeconds: 0 }, { allowed: false, retryAfterSeconds: 40 }),
    ).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it("has the tiers of the issue: sign-in 10 a minute per address and per username", () => {
    expect(rateLimitTiers.signInPerIp).toEqual({ limit: 10, windowMs: minute });
    expect(rateLimitTiers.signInPerUsername).toEqual({ limit: 10, windowMs: minute });
  });
});
