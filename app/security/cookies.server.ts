import { parseCookie, stringifySetCookie } from "cookie";

/**
 * Every cookie the server reads or writes goes through here, parsed and written by the `cookie`
 * package (the one React Router's `createCookie` uses underneath). Not `createCookie` itself: it
 * stores values as base64 JSON, so it could not read the plain values browsers already hold
 * (`lang=fr`, `list_view=table`, session tokens) nor the `lang` cookie the page's own script
 * writes before React loads, and it would add a second signing scheme beside `signing.server.ts`.
 */
export interface CookieRules {
  name: string;
  /** SameSite: Lax for what links may carry, Strict for what only our own pages need. */
  sameSite: "lax" | "strict";
  httpOnly: boolean;
  /** Seconds; undefined: until the browser closes. */
  maxAge?: number;
}

/** The cookies of a Cookie header by name (values URL-decoded when they can be; the first of a name wins). */
export function cookiesIn(header: string | null | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

/** The cookie's value, or undefined when the request has none. */
export function readCookie(request: Request, name: string): string | undefined {
  return cookiesIn(request.headers.get("Cookie"))[name];
}

/** A Set-Cookie value for the whole site (Path=/), Secure when the site is reached over HTTPS. */
export function setCookie(rules: CookieRules, value: string, secure: boolean): string {
  return stringifySetCookie(rules.name, value, { path: "/", httpOnly: rules.httpOnly, sameSite: rules.sameSite, maxAge: rules.maxAge, secure });
}

/** A Set-Cookie value that deletes the cookie. */
export function clearCookie(rules: CookieRules, secure: boolean): string {
  return stringifySetCookie(rules.name, "", { path: "/", httpOnly: rules.httpOnly, sameSite: rules.sameSite, maxAge: 0, secure });
}
