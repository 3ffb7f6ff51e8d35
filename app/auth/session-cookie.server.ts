import { secureSessionCookieName, storedItems } from "~/security/cookie-register";

// Over HTTPS the cookie takes the `__Host-` prefix (ASVS 3.4.4): Secure, Path=/, no Domain, so a
// sibling subdomain cannot plant or shadow it. Plain HTTP (local use) cannot use the prefix.
const PLAIN_NAME = storedItems.session.name;
const SECURE_NAME = secureSessionCookieName;

const cookieName = (secure: boolean) => (secure ? SECURE_NAME : PLAIN_NAME);

// No Max-Age: a browser-session cookie (SPEC §9); the server decides when the session ends.
const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

export function sessionCookie(token: string, secure: boolean): string {
  return `${cookieName(secure)}=${token}; ${attributes(secure)}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${cookieName(secure)}=; ${attributes(secure)}; Max-Age=0`;
}

export function readSessionToken(request: Request, secure: boolean): string | undefined {
  const name = cookieName(secure);
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
