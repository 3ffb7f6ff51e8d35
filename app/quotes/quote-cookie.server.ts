import { storedItems } from "~/security/cookie-register";
import { parseQuoteList, QUOTE_COOKIE, type QuoteLine, serializeQuoteList } from "./quote-list";

const THIRTY_DAYS = storedItems.quote.maxAge;

export function readQuoteList(request: Request): QuoteLine[] {
  const match = new RegExp(`(?:^|;\\s*)${QUOTE_COOKIE}=([^;]*)`).exec(request.headers.get("Cookie") ?? "");
  return parseQuoteList(match?.[1]);
}

export function quoteListCookie(lines: QuoteLine[], secure: boolean): string {
  const value = serializeQuoteList(lines);
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
  return value ? `${QUOTE_COOKIE}=${encodeURIComponent(value)}; Max-Age=${THIRTY_DAYS}; ${attributes}` : `${QUOTE_COOKIE}=; Max-Age=0; ${attributes}`;
}
