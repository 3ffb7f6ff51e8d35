import { describe, expect, it } from "vitest";
import { createRateLimiter } from "~/security/rate-limit.server";

describe("rate limiter", () => {
  it("allows the limit per window and key, then tells how long to wait", () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limiter.consume("a")).toEqual({ allowed: true, remaining: 1 });
    expect(limiter.consume("a")).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.consume("b").allowed).toBe(true);
    now += 15_000;
    expect(limiter.consume("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    now += 45_000;
    expect(limiter.consume("a").allowed).toBe(true);
  });

  it("keeps at most maxKeys addresses, dropping expired and then the oldest ones", () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 3, now: () => now });
    for (const key of ["a", "b", "c"]) limiter.consume(key);
    expect(limiter.consume("a").allowed).toBe(false);
    limiter.consume("d");
    // "a", the oldest, was dropped to make room: it starts afresh.
    expect(limiter.consume("a").allowed).toBe(true);
    now = 5000;
    limiter.reset();
    expect(limiter.consume("b").allowed).toBe(true);
  });
});
