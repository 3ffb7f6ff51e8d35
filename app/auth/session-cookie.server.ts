import { clearCookie, type CookieRules, readCookie, setCookie } from "~/security/cookies.server";
import { secureSessionCookieName, storedItems } from "~/security/cookie-register";

// Over HTTPS the cookie takes the `__Host-` prefix (ASVS 3.4.4): Secure, Path=/, no Domain, so a
// sibling subdomain cannot plant or shadow it. Plain HTTP (local use) cannot use the prefix.
// No Max-Age: a browser-session cookie (SPEC §9); the server decides when the session ends.
const rules = (secure: boolean): CookieRules => ({
  name: secure ? secureSessionCookieName : storedItems.session.name,
  sameSite: "lax",
  httpOnly: true,
});

export function sessionCookie(token: string, secure: boolean): string {
  return setCookie(rules(secure), token, secure);
}

export function clearedSessionCookie(secure: boolean): string {
  return clearCookie(rules(secure), secure);
}

export function readSessionToken(request: Request, secure: boolean): string | undefined {
  return readCookie(request, rules(secure).name) || undefined;
}
