import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionPolicy } from "~/auth/session-policy.server";
import {
  closeSessionSoon,
  createSession,
  endUserSessions,
  hashToken,
  purgeExpiredSessions,
  readSession,
} from "~/auth/sessions.server";
import type { DatabaseHandle } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { createTestAdmin } from "../support/admin";
import { createTestDatabase } from "../support/database";

let handle: DatabaseHandle;
let user: { id: number; username: string; role: "admin" | "editor" };
beforeAll(async () => {
  handle = await createTestDatabase();
  user = await createTestAdmin(handle.db);
});
afterAll(() => handle.close());

const minute = 60_000;
const policy: SessionPolicy = { idleMs: 30 * minute, absoluteMs: 12 * 60 * minute, closeGraceMs: 90_000 };
const t0 = new Date("2026-03-01T08:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describe("admin sessions", () => {
  it("keep only a hash of a 128-bit random token, with a token of their own for anti-forgery", async () => {
    const { token, session } = await createSession(handle.db, user, { now: t0, policy, ip: "192.0.2.7" });
    expect(Buffer.from(token, "base64url")).toHaveLength(16);
    expect(Buffer.from(session.csrfToken, "base64url")).toHaveLength(16);
    const [row] = await handle.db.select().from(sessions).where(eq(sessions.idHash, hashToken(token)));
    expect(row).toMatchObject({ userId: user.id, ip: "192.0.2.7" });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(session.expiresAt).toEqual(at(30 * minute));
    const again = await createSession(handle.db, user, { now: t0, policy });
    expect(again.token).not.toBe(token);
    expect(again.session.csrfToken).not.toBe(session.csrfToken);
  });

  it("refuse forged, malformed and missing tokens", async () => {
    for (const token of [undefined, "", "x".repeat(22), "not a token", "a".repeat(10_000)]) {
      expect(await readSession(handle.db, token, { now: t0, policy, touch: true })).toBeNull();
    }
  });

  it("end after 30 idle minutes; activity starts the idle clock again, the status poll does not", async () => {
    const { token } = await createSession(handle.db, user, { now: t0, policy });
    const polled = await readSession(handle.db, token, { now: at(29 * minute), policy, touch: false });
    expect(polled?.expiresAt).toEqual(at(30 * minute));
    const used = await readSession(handle.db, token, { now: at(29 * minute), policy, touch: true });
    expect(used?.expiresAt).toEqual(at(59 * minute));
    expect(await readSession(handle.db, token, { now: at(59 * minute - 1), policy, touch: false })).not.toBeNull();
    expect(await readSession(handle.db, token, { now: at(59 * minute), policy, touch: false })).toBeNull();
    // A session found expired is deleted.
    expect(await handle.db.select().from(sessions).where(eq(sessions.idHash, hashToken(token)))).toEqual([]);
  });

  it("end 12 hours after sign-in however active", async () => {
    const { token } = await createSession(handle.db, user, { now: t0, policy });
    for (let m = 20; m < 12 * 60; m += 20) {
      expect(await readSession(handle.db, token, { now: at(m * minute), policy, touch: true }), `${m} min`).not.toBeNull();
    }
    const last = await readSession(handle.db, token, { now: at(12 * 60 * minute - 1), policy, touch: true });
    expect(last?.expiresAt).toEqual(at(12 * 60 * minute));
    expect(await readSession(handle.db, token, { now: at(12 * 60 * minute), policy, touch: true })).toBeNull();
  });

  it("end a grace period after the page closes, unless the same browser comes back (a reload)", async () => {
    const closed = await createSession(handle.db, user, { now: t0, policy });
    await closeSessionSoon(handle.db, closed.session.idHash, { now: at(minute), policy });
    expect(await readSession(handle.db, closed.token, { now: at(minute + 90_000), policy, touch: false })).toBeNull();

    const reloaded = await createSession(handle.db, user, { now: t0, policy });
    await closeSessionSoon(handle.db, reloaded.session.idHash, { now: at(minute), policy });
    const back = await readSession(handle.db, reloaded.token, { now: at(minute + 2_000), policy, touch: false });
    expect(back?.expiresAt).toEqual(at(30 * minute));
    expect(await readSession(handle.db, reloaded.token, { now: at(minute + 90_000), policy, touch: false })).not.toBeNull();
  });

  it("are purged when expired, and all end for a user at once", async () => {
    const old = await createSession(handle.db, user, { now: t0, policy });
    await purgeExpiredSessions(handle.db, { now: at(31 * minute), policy });
    expect(await handle.db.select().from(sessions).where(eq(sessions.idHash, old.session.idHash))).toEqual([]);
    const a = await createSession(handle.db, user, { now: t0, policy });
    const b = await createSession(handle.db, user, { now: t0, policy });
    await endUserSessions(handle.db, user.id);
    expect(await readSession(handle.db, a.token, { now: t0, policy, touch: false })).toBeNull();
    expect(await readSession(handle.db, b.token, { now: t0, policy, touch: false })).toBeNull();
  });
});
