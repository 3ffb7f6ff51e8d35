import { clearCookie, type CookieRules, readCookie, setCookie } from "~/security/cookies.server";
import { storedItems } from "~/security/cookie-register";
import { type PartLine, parsePartLines, parseQuoteList, type QuoteLine, serializeQuoteList } from "./quote-list";

const rules: CookieRules = { name: storedItems.quote.name, sameSite: "lax", httpOnly: true, maxAge: storedItems.quote.maxAge };

export function readQuoteList(request: Request): QuoteLine[] {
  return parseQuoteList(readCookie(request, rules.name));
}

/** The parts to source in the list (PartLine). */
export function readPartLines(request: Request): PartLine[] {
  return parsePartLines(readCookie(request, rules.name));
}

/** The cookie holding the list: its products, and its parts to source (none: the cookie deleted). */
export function quoteListCookie(lines: QuoteLine[], secure: boolean, parts: PartLine[] = []): string {
  const value = serializeQuoteList(lines, parts);
  return value ? setCookie(rules, value, secure) : clearCookie(rules, secure);
}
