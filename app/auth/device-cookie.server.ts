import { randomBytes } from "node:crypto";
import type { Database } from "~/db/client.server";
import { type CookieRules, readCookie, setCookie } from "~/security/cookies.server";
import { serverSecret, signValue, verifyValue } from "~/security/signing.server";
import { normalizeUsername } from "./credentials.server";

/**
 * OWASP's device cookie (Forgot Password / Authentication cheat sheets, "Slow down online
 * guessing attacks with device cookies"): a browser in which a staff member has signed in gets a
 * signed cookie naming that user and this device. Failed sign-ins from such a browser count
 * against the device alone; failures from unknown browsers count against "unknown devices" of
 * that user, so strangers guessing lock out strangers, not the staff member's own browser.
 */
const PLAIN_NAME = "vitrine_device";
const SECURE_NAME = "__Host-vitrine_device";
const MAX_AGE_SECONDS = 180 * 24 * 3600;

export interface Device {
  username: string;
  id: string;
}

const rules = (secure: boolean): CookieRules => ({ name: secure ? SECURE_NAME : PLAIN_NAME, sameSite: "strict", httpOnly: true, maxAge: MAX_AGE_SECONDS });

export async function deviceCookie(db: Database, username: string, secure: boolean): Promise<string> {
  const value = signValue(await serverSecret(db, "device-cookie"), { u: normalizeUsername(username), d: randomBytes(12).toString("base64url") });
  return setCookie(rules(secure), value, secure);
}

/** The device this browser proved by its cookie, or undefined (no cookie, forged, other key). */
export async function readDevice(db: Database, request: Request, secure: boolean): Promise<Device | undefined> {
  const raw = readCookie(request, rules(secure).name);
  if (!raw) return undefined;
  const value = verifyValue(await serverSecret(db, "device-cookie"), raw) as { u?: unknown; d?: unknown } | undefined;
  if (!value || typeof value.u !== "string" || typeof value.d !== "string") return undefined;
  return { username: value.u, id: value.d };
}
