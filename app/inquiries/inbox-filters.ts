import { z } from "zod";
import { COUNTRIES, INQUIRY_KINDS } from "./options";
import { QUOTE_STATUSES } from "./quote-status";

export const INBOX_PER_PAGE = 25;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// Every filter lives in the URL; a value that does not parse is dropped, never an error, so a
// hand-edited or outdated link still opens the inbox.
export const inboxFiltersSchema = z.object({
  kind: z.enum(INQUIRY_KINDS).optional().catch(undefined),
  status: z.enum(["read", "unread"]).optional().catch(undefined),
  // A quote request's step, or "open" (new or quoted).
  quote: z.enum([...QUOTE_STATUSES, "open"]).optional().catch(undefined),
  country: z.enum(COUNTRIES).optional().catch(undefined),
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type InboxFilters = z.infer<typeof inboxFiltersSchema>;

/** The filters of a URL's query string (empty values are no filter). */
export function parseInboxFilters(params: URLSearchParams): InboxFilters {
  const entries = [...params].filter(([, value]) => value !== "");
  return inboxFiltersSchema.parse(Object.fromEntries(entries));
}

/** The query string of these filters, without the page unless asked. */
export function inboxQuery(filters: Partial<InboxFilters>, { page }: { page?: number } = {}): string {
  const params = new URLSearchParams();
  for (const key of ["kind", "status", "quote", "country", "from", "to", "q"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
