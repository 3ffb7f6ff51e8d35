import { clearCookie, type CookieRules, readCookie, setCookie } from "~/security/cookies.server";
import { storedItems } from "~/security/cookie-register";
import { parseQuoteList, type QuoteLine, serializeQuoteList } from "./quote-list";

const rules: CookieRules = { name: storedItems.quote.name, sameSite: "lax", httpOnly: true, maxAge: storedItems.quote.maxAge };

export function readQuoteList(request: Request): QuoteLine[] {
  return parseQuoteList(readCookie(request, rules.name));
}

/** The list in its cookie (URL-encoded: `12%3A5%2C40%3A1`), or the cookie deleted when it is empty. */
export function quoteListCookie(lines: QuoteLine[], secure: boolean): string {
  const value = serializeQuoteList(lines);
  return value ? setCookie(rules, value, secure) : clearCookie(rules, secure);
}
