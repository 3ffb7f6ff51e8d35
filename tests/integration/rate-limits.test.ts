import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, isPostgres } from "~/db/client.server";
import { rateLimitEvents } from "~/db/schema";
import { rateLimiter } from "~/security/rate-limit-tiers.server";
import { memoryRateLimit, postgresRateLimit, type RateLimit } from "~/security/rate-limits.server";
import { createTestDatabase } from "../support/database";

// The two stores of the rate limits (issue 11): this process's memory on the embedded database,
// the table rate_limit_events on PostgreSQL (every process of the site counts there). The table's
// SQL runs on both databases, so it is tested on the one this suite runs on.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const minute = 60_000;
const t0 = Date.parse("2026-11-23T06:00:00Z");

describe.each([
  ["memory", () => memoryRateLimit({ limit: 3, windowMs: minute })],
  ["the database table", () => postgresRateLimit(handle.db, `test-${Math.random()}`, { limit: 3, windowMs: minute })],
])("a rate limit in %s", (_store, create: () => RateLimit) => {
  it("allows `limit` events in a rolling window, then says when the next one is allowed", async () => {
    const limit = create();
    for (let i = 0; i < 3; i++) expect((await limit.consume("198.51.100.1", t0 + i * 1000)).allowed).toBe(true);
    expect(await limit.consume("198.51.100.1", t0 + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    // Another key counts apart; the window rolls on.
    expect((await limit.check("198.51.100.2", t0 + 10_000)).allowed).toBe(true);
    expect((await limit.check("198.51.100.1", t0 + minute + 500)).allowed).toBe(true);
  });

  it("gives back one consumed event (a successful sign-in), and only one", async () => {
    const limit = create();
    for (let i = 0; i < 3; i++) expect((await limit.consume("office", t0)).allowed).toBe(true);
    expect((await limit.consume("office", t0 + 1)).allowed).toBe(false);
    await limit.release("office", t0);
    expect((await limit.consume("office", t0 + 2)).allowed).toBe(true);
    expect((await limit.consume("office", t0 + 3)).allowed).toBe(false);
    // An event never consumed gives nothing back.
    await limit.release("office", t0 + 3);
    expect((await limit.check("office", t0 + 4)).allowed).toBe(false);
  });

  it("checks without counting, and records what check allowed (failed sign-ins)", async () => {
    const limit = create();
    for (let i = 0; i < 5; i++) expect((await limit.check("name", t0)).allowed).toBe(true);
    for (let i = 0; i < 3; i++) await limit.record("name", t0 + i);
    expect((await limit.check("name", t0 + 3)).allowed).toBe(false);
  });

  it("never lets more than `limit` through when the calls come at once", async () => {
    const limit = create();
    const decisions = await Promise.all(Array.from({ length: 12 }, () => limit.consume("burst", t0)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
  });
});

describe("the table", () => {
  it("drops expired events as it records new ones", async () => {
    const limit = postgresRateLimit(handle.db, "prune", { limit: 1000, windowMs: 1000 }, { pruneEvery: 1 });
    for (let i = 0; i < 5; i++) await limit.record(`old-${i}`, t0);
    // Two minutes later all of them have expired: the next recording deletes them.
    await limit.record("new", t0 + 120_000);
    const [left] = await handle.db.select({ n: count() }).from(rateLimitEvents).where(eq(rateLimitEvents.expiresAt, new Date(t0 + 1000)));
    expect(left!.n).toBe(0);
  });
});

it("counts in PostgreSQL when the site runs on it, in memory on the embedded database", async () => {
  const sample = rateLimiter(handle.db, "signInPerIp");
  expect(sample).toBe(rateLimiter(handle.db, "signInPerIp"));
  const key = `shared-${Math.random()}`;
  await sample.record(key, Date.now());
  const [rows] = await handle.db.select({ n: count() }).from(rateLimitEvents).where(eq(rateLimitEvents.bucket, `signInPerIp\n${key}`));
  expect(rows!.n).toBe(isPostgres(handle.db) ? 1 : 0);
});
