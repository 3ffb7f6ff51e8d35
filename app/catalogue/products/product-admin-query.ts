import { z } from "zod";
import { LIFECYCLES, PRODUCT_STATUSES } from "./product-schema";

// The staff product list's URL: search, filters, sort and page (also the export's filter).
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_SORTS = ["updated", "part-number", "name", "newest"] as const;

export const adminProductQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  category: z.string().trim().max(120).catch(""),
  status: z.enum(["", ...PRODUCT_STATUSES]).catch(""),
  lifecycle: z.enum(["", ...LIFECYCLES]).catch(""),
  sort: z.enum(ADMIN_SORTS).catch("updated"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type AdminProductQuery = z.output<typeof adminProductQuerySchema>;
