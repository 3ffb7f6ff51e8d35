import { storedItems } from "~/security/cookie-register";
import { type PartLine, parsePartLines, parseQuoteList, QUOTE_COOKIE, type QuoteLine, serializeQuoteList } from "./quote-list";

const THIRTY_DAYS = storedItems.quote.maxAge;

const cookieValue = (request: Request) => new RegExp(`(?:^|;\\s*)${QUOTE_COOKIE}=([^;]*)`).exec(request.headers.get("Cookie") ?? "")?.[1];

export function readQuoteList(request: Request): QuoteLine[] {
  return parseQuoteList(cookieValue(request));
}

/** The parts to source in the list (PartLine). */
export function readPartLines(request: Request): PartLine[] {
  return parsePartLines(cookieValue(request));
}

/** The cookie holding the list: its products, and its parts to source (none: emptied). */
export function quoteListCookie(lines: QuoteLine[], secure: boolean, parts: PartLine[] = []): string {
  const value = serializeQuoteList(lines, parts);
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
  return value ? `${QUOTE_COOKIE}=${encodeURIComponent(value)}; Max-Age=${THIRTY_DAYS}; ${attributes}` : `${QUOTE_COOKIE}=; Max-Age=0; ${attributes}`;
}
