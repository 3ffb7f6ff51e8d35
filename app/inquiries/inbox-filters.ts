import { z } from "zod";
import { COUNTRIES, INQUIRY_KINDS } from "./options";
import { QUOTE_STATUSES } from "./quote-status";

export const INBOX_PER_PAGE = 25;

// A real calendar day: 2026-13-45 or 2026-02-30 is no date (and would throw in `new Date`).
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  });

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
  // Control characters (a NUL byte cannot reach PostgreSQL) are dropped from the search.
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  q: z.string().transform((value) => value.replace(/[\u0000-\u001f\u007f]/g, "")).pipe(z.string().trim().max(200)).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type InboxFilters = z.infer<typeof inboxFiltersSchema>;

/** The message key of a read flag that is not true or false. */
export const INQUIRY_READ_FLAG = "admin.inbox.errors.readFlag";

/** PATCH /api/admin/inquiries/{id}: marks it read or unread. */
export const inquiryReadSchema = z.object({ read: z.boolean(INQUIRY_READ_FLAG) });

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
