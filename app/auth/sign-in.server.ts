import { eq } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import type { FieldKeys } from "~/i18n/field-messages";
import { rateLimiter } from "~/security/rate-limit-tiers.server";
import { USERNAME_MAX_LENGTH, normalizeUsername } from "./credentials.server";
import { findAdminUser } from "./admin-users.server";
import { hashPassword, needsRehash, verifyPassword } from "./password.server";
import type { Device } from "./device-cookie.server";
import type { SessionPolicy } from "./session-policy.server";
import { type AdminSession, createSession, endSession, hashToken } from "./sessions.server";

// Generous for the password (pass phrases), yet hashing stays bounded.
const PASSWORD_INPUT_MAX = 1024;

const E = "auth.errors";
export const signInSchema = z.object({
  username: z.string(`${E}.usernameRequired`).trim().min(1, `${E}.usernameRequired`).max(USERNAME_MAX_LENGTH, `${E}.usernameTooLong`),
  password: z.string(`${E}.passwordRequired`).min(1, `${E}.passwordRequired`).max(PASSWORD_INPUT_MAX, `${E}.passwordTooLong`),
});
export type SignInInput = z.infer<typeof signInSchema>;
/** A body that is not an object at all is reported on the username, the first field. */
export const signInKeys: FieldKeys = { invalid: `${E}.usernameRequired` };

export type SignInResult =
  | { kind: "signed_in"; token: string; session: AdminSession }
  | { kind: "invalid" }
  | { kind: "rate_limited"; retryAfterSeconds: number };

export interface SignInContext {
  policy: SessionPolicy;
  ip: string;
  userAgent?: string;
  /** The device cookie this browser proved, if any (`device-cookie.server.ts`). */
  device?: Device;
  /** The session cookie the browser already had: it ends, the new sign-in gets a new id. */
  previousToken?: string;
  now?: Date;
}

/**
 * Checks the credentials and starts a session. Unknown usernames and wrong passwords get the
 * same answer after the same work (a dummy hash), and count against the same limits: per client
 * address always; per username for browsers without that user's device cookie, per device for a
 * browser with it, so that strangers' failures never lock the staff member's own browser out.
 */
export async function signIn(db: Database, input: SignInInput, context: SignInContext): Promise<SignInResult> {
  const now = context.now ?? new Date();
  const username = normalizeUsername(input.username);
  const byIp = rateLimiter(db, "signInPerIp");
  const knownDevice = context.device?.username === username ? context.device : undefined;
  const byUsername = rateLimiter(db, knownDevice ? "signInPerDevice" : "signInPerUsername");
  const accountKey = knownDevice ? `${username}\n${knownDevice.id}` : username;
  // The attempt is counted BEFORE the password is checked, each count atomic (across processes on
  // PostgreSQL): parallel guesses cannot all pass a check made while none was counted yet. An
  // attempt refused by one limit gives back what the other counted; a successful one gives back
  // both, so successful sign-ins still do not count.
  const at = now.getTime();
  const perIp = await byIp.consume(context.ip, at);
  if (!perIp.allowed) return { kind: "rate_limited", retryAfterSeconds: perIp.retryAfterSeconds };
  const perAccount = await byUsername.consume(accountKey, at);
  if (!perAccount.allowed) {
    await byIp.release(context.ip, at);
    return { kind: "rate_limited", retryAfterSeconds: perAccount.retryAfterSeconds };
  }

  const user = await findAdminUser(db, username);
  const usable = user && !user.disabled ? user : undefined;
  const valid = await verifyPassword(input.password, usable?.passwordHash);
  if (!usable || !valid) {
    await recordAudit(db, { id: user?.id ?? null, name: username, ip: context.ip }, {
      action: "auth.sign_in_failed",
      entity: "session",
    });
    return { kind: "invalid" };
  }

  await byIp.release(context.ip, at);
  await byUsername.release(accountKey, at);
  if (context.previousToken) await endSession(db, hashToken(context.previousToken));
  const updates: Partial<typeof adminUsers.$inferInsert> = { lastLoginAt: now };
  if (needsRehash(usable.passwordHash)) updates.passwordHash = await hashPassword(input.password);
  await db.update(adminUsers).set(updates).where(eq(adminUsers.id, usable.id));
  const sessionUser = { id: usable.id, username: usable.username, role: usable.role };
  const { token, session } = await createSession(db, sessionUser, {
    now,
    policy: context.policy,
    ip: context.ip,
    userAgent: context.userAgent,
  });
  await recordAudit(db, { id: usable.id, name: usable.username, ip: context.ip }, {
    action: "auth.sign_in",
    entity: "session",
  });
  return { kind: "signed_in", token, session };
}
