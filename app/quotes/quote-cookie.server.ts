import { clearCookie, type CookieRules, readCookie, setCookie } from "~/security/cookies.server";
import { storedItems } from "~/security/cookie-register";
import { type PartLine, type DraftRef, parseDraftRef, parsePartLines, parseQuoteList, type QuoteLine, serializeQuoteList } from "./quote-list";

const rules: CookieRules = { name: storedItems.quote.name, sameSite: "lax", httpOnly: true, maxAge: storedItems.quote.maxAge };

/** The quote list in the request's cookie: its products and its parts to source, read once. */
export function readQuoteCookie(request: Request): { lines: QuoteLine[]; parts: PartLine[]; draft: DraftRef | null } {
  const value = readCookie(request, rules.name);
  return { lines: parseQuoteList(value), parts: parsePartLines(value), draft: parseDraftRef(value) };
}

/** The cookie holding the list: its products, its parts to source and its parts-list draft's id (none: the cookie deleted). */
export function quoteListCookie(lines: QuoteLine[], secure: boolean, parts: PartLine[] = [], draft: DraftRef | null = null): string {
  const value = serializeQuoteList(lines, parts, draft);
  return value ? setCookie(rules, value, secure) : clearCookie(rules, secure);
}
