// TEMPORARY STUB of the lead's contract (lands on main); removed before merging main.
import { z } from "zod";

const localizedText = z.object({ en: z.string(), fr: z.string() });
export const productInputSchema = z.object({
  partNumber: z.string().trim().min(1, "admin.products.errors.partNumberRequired").max(100),
  name: z.object({ en: z.string().trim().min(1, "admin.products.errors.nameRequired"), fr: z.string() }),
  description: localizedText,
  details: localizedText,
  manufacturer: z.string(),
  category: z.string().trim().min(1, "admin.products.errors.categoryRequired"),
  subcategory: z.string(),
  applications: z.array(z.string()),
  status: z.enum(["active", "inactive"]),
  lifecycle: z.enum(["active", "new", "nrnd", "obsolete"]),
  featured: z.boolean(),
  specs: z.array(z.object({ attribute: z.string(), value: z.string(), unit: z.string() })),
  documents: z.array(
    z.object({
      mediaId: z.number().int(),
      name: localizedText,
      type: z.enum(["datasheet", "manual", "certificate", "drawing", "brochure", "other"]),
      language: z.enum(["en", "fr", ""]),
    }),
  ),
  images: z.array(z.object({ mediaId: z.number().int(), alt: localizedText })),
});
export type ProductInput = z.infer<typeof productInputSchema>;
