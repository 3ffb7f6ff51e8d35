import { z } from "zod";

/** The translation list's filters, from the URL (the editor's and the API's alike). */
export const translationQuerySchema = z.object({
  q: z.string().max(100).catch(""),
  area: z.string().max(60).catch(""),
  missing: z.enum(["1", "true"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
