import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminUserError, changeAdminPassword, createAdminUser, ensureFirstAdmin } from "~/auth/admin-users.server";
import { defaultSessionPolicy } from "~/auth/session-policy.server";
import { readSession } from "~/auth/sessions.server";
import { signIn } from "~/auth/sign-in.server";
import type { DatabaseHandle } from "~/db/client.server";
import { adminUsers, auditLog, sessions } from "~/db/schema";
import { TEST_PASSWORD, createTestAdmin } from "../support/admin";
import { createEmptyDatabase, createTestDatabase } from "../support/database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const policy = defaultSessionPolicy;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const sessionCount = async (userId: number) =>
  (await handle.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;
const lastAudit = async () => (await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

describe("administrator accounts", () => {
  it("are created with a slow hash, a lower-case name and an audit entry; names are unique", async () => {
    const user = await createAdminUser(handle.db, { username: "  Nadia ", password: TEST_PASSWORD, role: "editor" }, { name: "cli" });
    const [row] = await handle.db.select().from(adminUsers).where(eq(adminUsers.id, user.id));
    expect(row).toMatchObject({ username: "nadia", role: "editor" });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(await lastAudit()).toMatchObject({ action: "admin_user.create", actorName: "cli", entityId: String(user.id) });
    await expect(createAdminUser(handle.db, { username: "NADIA", password: TEST_PASSWORD, role: "admin" }, { name: "cli" })).rejects.toThrow(
      /already exists/,
    );
    await expect(createAdminUser(handle.db, { username: "omar", password: "short", role: "admin" }, { name: "cli" })).rejects.toThrow(
      AdminUserError,
    );
  });

  it("change password: the old one stops working and every session ends", async () => {
    const user = await createTestAdmin(handle.db);
    const ip = freshIp();
    const before = await signIn(handle.db, { username: user.username, password: TEST_PASSWORD }, { policy, ip });
    expect(before.kind).toBe("signed_in");
    await changeAdminPassword(handle.db, { username: user.username, password: "another long password" }, { name: "cli" });
    expect(await sessionCount(user.id)).toBe(0);
    expect((await signIn(handle.db, { username: user.username, password: TEST_PASSWORD }, { policy, ip })).kind).toBe("invalid");
    expect((await signIn(handle.db, { username: user.username, password: "another long password" }, { policy, ip })).kind).toBe("signed_in");
    await expect(changeAdminPassword(handle.db, { username: "nobody-here", password: TEST_PASSWORD }, { name: "cli" })).rejects.toThrow(
      /no administrator named nobody-here/,
    );
  });

  it("the first one comes from ADMIN_USERNAME and ADMIN_PASSWORD, only when there is none", async () => {
    const empty = await createEmptyDatabase();
    try {
      expect(await ensureFirstAdmin(empty.db, {})).toBe("none");
      expect(await ensureFirstAdmin(empty.db, { username: "Owner", password: TEST_PASSWORD })).toBe("created");
      expect(await ensureFirstAdmin(empty.db, { username: "second", password: TEST_PASSWORD })).toBe("exists");
      const rows = await empty.db.select({ username: adminUsers.username, role: adminUsers.role }).from(adminUsers);
      expect(rows).toEqual([{ username: "owner", role: "admin" }]);
    } finally {
      await empty.close();
    }
  });
});

describe("signIn", () => {
  it("starts a session, records the sign-in and ends the session the browser had before", async () => {
    const user = await createTestAdmin(handle.db);
    const ip = freshIp();
    const first = await signIn(handle.db, { username: user.username.toUpperCase(), password: TEST_PASSWORD }, { policy, ip });
    if (first.kind !== "signed_in") throw new Error(first.kind);
    expect(first.session.user).toEqual({ id: user.id, username: user.username, role: "admin" });
    expect(await lastAudit()).toMatchObject({ action: "auth.sign_in", actorId: user.id, ip });
    const [row] = await handle.db.select().from(adminUsers).where(eq(adminUsers.id, user.id));
    expect(row!.lastLoginAt).not.toBeNull();

    const second = await signIn(handle.db, { username: user.username, password: TEST_PASSWORD }, { policy, ip, previousToken: first.token });
    if (second.kind !== "signed_in") throw new Error(second.kind);
    expect(second.token).not.toBe(first.token);
    expect(await readSession(handle.db, first.token, { policy, touch: false })).toBeNull();
    expect(await readSession(handle.db, second.token, { policy, touch: false })).not.toBeNull();
  });

  it("answers a wrong password and an unknown user alike, records the failure, starts no session", async () => {
    const user = await createTestAdmin(handle.db);
    const wrong = await signIn(handle.db, { username: user.username, password: "not the password" }, { policy, ip: freshIp() });
    const unknown = await signIn(handle.db, { username: "ghost", password: "not the password" }, { policy, ip: freshIp() });
    expect(wrong).toEqual({ kind: "invalid" });
    expect(unknown).toEqual({ kind: "invalid" });
    expect(await sessionCount(user.id)).toBe(0);
    const failures = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "auth.sign_in_failed"))
      .orderBy(desc(auditLog.id))
      .limit(2);
    expect(failures.map((f) => f.actorName)).toEqual(["ghost", user.username]);
  });

  it("refuses a disabled account with the same answer", async () => {
    const user = await createTestAdmin(handle.db);
    await handle.db.update(adminUsers).set({ disabled: true }).where(eq(adminUsers.id, user.id));
    expect(await signIn(handle.db, { username: user.username, password: TEST_PASSWORD }, { policy, ip: freshIp() })).toEqual({ kind: "invalid" });
  });

  it("refuses the 11th attempt in a minute from one address, even with the right password, until the window passes", async () => {
    const user = await createTestAdmin(handle.db);
    const ip = freshIp();
    const now = new Date("2026-03-01T08:00:00Z");
    for (let i = 0; i < 10; i++) {
      const name = i % 2 ? "ghost" : user.username;
      const at = new Date(now.getTime() + i * 1000);
      expect((await signIn(handle.db, { username: name, password: "wrong password" }, { policy, ip, now: at })).kind).toBe("invalid");
    }
    const eleventh = await signIn(handle.db, { username: user.username, password: TEST_PASSWORD }, { policy, ip, now: new Date(now.getTime() + 10_000) });
    expect(eleventh).toEqual({ kind: "rate_limited", retryAfterSeconds: 50 });
    expect(await sessionCount(user.id)).toBe(0);
    const later = await signIn(handle.db, { username: user.username, password: TEST_PASSWORD }, { policy, ip, now: new Date(now.getTime() + 61_000) });
    expect(later.kind).toBe("signed_in");
  });

  it("refuses the 11th attempt in a minute for one username, from any address, known or not", async () => {
    const user = await createTestAdmin(handle.db);
    const now = new Date("2026-03-01T09:00:00Z");
    for (const username of [user.username, "nobody-at-all"]) {
      for (let i = 0; i < 10; i++) {
        await signIn(handle.db, { username, password: "wrong password" }, { policy, ip: freshIp(), now });
      }
      const eleventh = await signIn(handle.db, { username, password: TEST_PASSWORD }, { policy, ip: freshIp(), now });
      expect(eleventh, username).toEqual({ kind: "rate_limited", retryAfterSeconds: 60 });
    }
  });

  it("does not count successful sign-ins against the address", async () => {
    const user = await createTestAdmin(handle.db);
    const ip = freshIp();
    const now = new Date("2026-03-01T10:00:00Z");
    for (let i = 0; i < 12; i++) {
      expect((await signIn(handle.db, { username: user.username, password: TEST_PASSWORD }, { policy, ip, now })).kind).toBe("signed_in");
    }
  });
});
