import { z } from "zod";
import { productInputSchema } from "~/catalogue/products/product-schema";
import { MAX_FIGURE, parseLeadTime } from "./availability";

// The sync's and the upsert's input, checked on the server (the JSON API) only.
const E = "availability.errors";

export const MAX_SYNC_LINES = 10_000;
/** The sync body's cap: 10,000 lines of part number, location and figures fit in well under this. */
export const MAX_SYNC_BYTES = 4 * 1024 * 1024;

const quantity = (message: string, min: number) =>
  z
    .number(`${E}.number`)
    .min(min, message)
    .max(MAX_FIGURE, `${E}.tooLarge`)
    // A refinement rather than .int(): zod reports a fraction as a wrong type, which reads as "required".
    .refine(Number.isInteger, `${E}.wholeNumber`);

/** A lead time as text ("3-4 weeks", "10 days", "2 semaines") or as days; null clears it. */
export const leadTimeInput = z
  .union([z.string(`${E}.leadTime`).max(40, `${E}.leadTime`), z.number(`${E}.leadTime`).min(0, `${E}.leadTime`).refine(Number.isInteger, `${E}.leadTime`)])
  .nullable()
  .transform((value, ctx) => {
    if (value === null) return null;
    const read = parseLeadTime(String(value));
    if (read === undefined) {
      ctx.addIssue({ code: "custom", message: `${E}.leadTime` });
      return z.NEVER;
    }
    return read;
  });

/**
 * One line of the ERP's sync: a part number, optionally a location's quantity (null drops that
 * location's figure), and the product's terms. A field left out is kept as stored.
 */
export const syncLineSchema = z
  .object({
    partNumber: z.string(`${E}.partNumber`).trim().min(1, `${E}.partNumber`).max(100, `${E}.partNumber`),
    location: z.string(`${E}.location`).trim().toLowerCase().min(1, `${E}.location`).max(32, `${E}.location`).optional(),
    quantity: quantity(`${E}.negativeStock`, 0).nullable().optional(),
    leadTime: leadTimeInput.optional(),
    minimumOrder: quantity(`${E}.minimumOrder`, 1).nullable().optional(),
    orderMultiple: quantity(`${E}.orderMultiple`, 1).nullable().optional(),
  })
  .strict()
  .superRefine((line, ctx) => {
    if (line.location !== undefined && line.quantity === undefined) ctx.addIssue({ code: "custom", path: ["quantity"], message: `${E}.quantityWithLocation` });
    if (line.quantity !== undefined && line.location === undefined) ctx.addIssue({ code: "custom", path: ["location"], message: `${E}.locationWithQuantity` });
  });

export type SyncLine = z.output<typeof syncLineSchema>;

/** The product's figures in the by-part-number upsert: stock by location key (a location left out has none). */
export const availabilityInputSchema = z
  .object({
    stock: z.record(z.string().regex(/^[a-z0-9_]{1,32}$/, `${E}.location`), quantity(`${E}.negativeStock`, 0)).default({}),
    leadTime: leadTimeInput.default(null),
    minimumOrder: quantity(`${E}.minimumOrder`, 1).nullable().default(null),
    orderMultiple: quantity(`${E}.orderMultiple`, 1).nullable().default(null),
  })
  .strict();

export type AvailabilityInput = z.output<typeof availabilityInputSchema>;

/** PUT /api/admin/products/by-part-number/{pn}: the product's fields, and optionally its availability. */
export const productUpsertSchema = productInputSchema.extend({ availability: availabilityInputSchema.optional() });
