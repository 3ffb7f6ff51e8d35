import { z } from "zod";
import type { SortOption } from "./product-filters";
import { LIFECYCLES } from "./lifecycle";
import { PRODUCT_STATUSES } from "./product-schema";
import { locales } from "~/i18n/locales";

// The staff product list's URL: search, filters, sort and page (also the export's filter).
export const ADMIN_PAGE_SIZE = 25;
/**
 * The staff list's orders, in the public list's words (product-filters.ts) where they mean the
 * same: `name-asc`, `part-asc`, `newest`; `updated` (last changed first) is the staff's own.
 */
export const ADMIN_SORTS = ["updated", "part-asc", "name-asc", "newest", "complete-asc"] as const satisfies readonly (SortOption | "updated" | "complete-asc")[];
export type AdminSort = (typeof ADMIN_SORTS)[number];

/** The words the staff list used before it shared the public vocabulary: old bookmarks still work. */
export const OLD_ADMIN_SORTS: Readonly<Record<string, AdminSort>> = { name: "name-asc", "part-number": "part-asc" };

export const adminProductQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  category: z.string().trim().max(120).catch(""),
  status: z.enum(["", ...PRODUCT_STATUSES]).catch(""),
  lifecycle: z.enum(["", ...LIFECYCLES]).catch(""),
  // Products not complete in a language ("en", "fr") or in any ("any").
  incomplete: z.enum(["", "any", ...locales]).catch(""),
  sort: z.preprocess((value) => (typeof value === "string" && Object.hasOwn(OLD_ADMIN_SORTS, value) ? OLD_ADMIN_SORTS[value] : value), z.enum(ADMIN_SORTS)).catch("updated"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type AdminProductQuery = z.output<typeof adminProductQuerySchema>;
