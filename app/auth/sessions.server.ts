import { createHash, randomBytes } from "node:crypto";
import { eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { adminUsers, sessions } from "~/db/schema";
import type { AdminRole } from "./roles";
import type { SessionPolicy } from "./session-policy.server";

export interface AdminSession {
  /** SHA-256 of the cookie's token: the row's key. The token itself is never stored. */
  idHash: string;
  user: { id: number; username: string; role: AdminRole };
  csrfToken: string;
  /** The sooner of the idle and the absolute expiry. */
  expiresAt: Date;
}

export interface SessionClock {
  now?: Date;
  policy: SessionPolicy;
}

/** 128 random bits, URL-safe: the session cookie's value and the anti-forgery token. */
export const randomToken = () => randomBytes(16).toString("base64url");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}$/;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a session with a new id; old expired sessions of everyone are cleared on the way. */
export async function createSession(
  db: Database,
  user: AdminSession["user"],
  { now = new Date(), policy, ip = "", userAgent = "" }: SessionClock & { ip?: string; userAgent?: string },
): Promise<{ token: string; session: AdminSession }> {
  await purgeExpiredSessions(db, { now, policy });
  const token = randomToken();
  const csrfToken = randomToken();
  const idHash = hashToken(token);
  const absoluteEnd = new Date(now.getTime() + policy.absoluteMs);
  await db.insert(sessions).values({
    idHash,
    userId: user.id,
    csrfToken,
    ip,
    userAgent: userAgent.slice(0, 300),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: absoluteEnd,
  });
  return { token, session: { idHash, user, csrfToken, expiresAt: effectiveExpiry(now, now, absoluteEnd, policy) } };
}

function effectiveExpiry(createdAt: Date, lastSeenAt: Date, storedEnd: Date, policy: SessionPolicy): Date {
  return new Date(
    Math.min(storedEnd.getTime(), createdAt.getTime() + policy.absoluteMs, lastSeenAt.getTime() + policy.idleMs),
  );
}

/**
 * The live session for a cookie token, or null. `touch` records activity (the idle clock starts
 * again); the status poll does not touch, so an open but unused tab still idles out. Any valid
 * use also undoes a page-close countdown (see closeSessionSoon).
 */
export async function readSession(
  db: Database,
  token: string | undefined,
  { now = new Date(), policy, touch }: SessionClock & { touch: boolean },
): Promise<AdminSession | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const idHash = hashToken(token);
  const [row] = await db
    .select({
      session: sessions,
      user: { id: adminUsers.id, username: adminUsers.username, role: adminUsers.role, disabled: adminUsers.disabled },
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(eq(sessions.idHash, idHash));
  if (!row) return null;
  const { session, user } = row;
  if (user.disabled || now >= effectiveExpiry(session.createdAt, session.lastSeenAt, session.expiresAt, policy)) {
    await endSession(db, idHash);
    return null;
  }
  const absoluteEnd = new Date(session.createdAt.getTime() + policy.absoluteMs);
  const lastSeenAt = touch ? now : session.lastSeenAt;
  const closing = session.expiresAt < absoluteEnd;
  const storedEnd = closing ? absoluteEnd : session.expiresAt;
  if (touch || closing) {
    await db.update(sessions).set({ lastSeenAt, expiresAt: storedEnd }).where(eq(sessions.idHash, idHash));
  }
  return {
    idHash,
    user: { id: user.id, username: user.username, role: user.role },
    csrfToken: session.csrfToken,
    expiresAt: effectiveExpiry(session.createdAt, lastSeenAt, storedEnd, policy),
  };
}

export async function endSession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** The page was closed: the session ends after the grace period unless it is used again. */
export async function closeSessionSoon(db: Database, idHash: string, { now = new Date(), policy }: SessionClock) {
  const end = new Date(now.getTime() + policy.closeGraceMs).toISOString();
  await db
    .update(sessions)
    .set({ expiresAt: sql`least(${sessions.expiresAt}, ${end}::timestamptz)` })
    .where(eq(sessions.idHash, idHash));
}

/** Signs a user out everywhere (after a password change, for instance). */
export async function endUserSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function purgeExpiredSessions(db: Database, { now = new Date(), policy }: SessionClock): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
        lt(sessions.createdAt, new Date(now.getTime() - policy.absoluteMs)),
      ),
    );
}
