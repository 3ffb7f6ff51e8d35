import { z } from "zod";
import { LIFECYCLES } from "~/catalogue/products/lifecycle";
import { type Dimension, dimensionNames } from "~/catalogue/specs/quantities";
import { attributeTypes } from "~/catalogue/specs/spec-values";
import { SLUG_PATTERN } from "~/catalogue/taxonomy/taxonomy-input";
import type { SeedApplication, SeedAttribute, SeedAttributeSet, SeedCategory, SeedProduct, SeedSubcategory } from "./types";

/**
 * The demo catalogue's records are data, kept as JSON in `records/` (categories, subcategories,
 * applications, attributes in groups, attribute sets, and the products one file a family); this
 * module says what each file must hold. Every file is checked whole when the seed is imported:
 * an unknown field, a missing text or a lifecycle that is not one is an error naming the file
 * and the record (in the unit tests, the test template's build and at the server's start),
 * never a row written differently. Decision 072.
 */

/** English and French, written beside each other; the Arabic comes from `arabic/`. */
const text = z.strictObject({ en: z.string().min(1), fr: z.string().min(1) });
const slug = z.string().regex(SLUG_PATTERN);
const aliases = z.array(z.string().min(1)).optional();

export const seedCategory: z.ZodType<SeedCategory> = z.strictObject({ slug, aliases, name: text, description: text, featured: z.boolean() });

export const seedSubcategory: z.ZodType<SeedSubcategory> = z.strictObject({ slug, aliases, name: text, category: slug });

export const seedApplication: z.ZodType<SeedApplication> = z.strictObject({ slug, aliases, name: text, description: text });

export const seedAttribute: z.ZodType<SeedAttribute> = z.strictObject({
  key: z.string().min(1),
  name: text,
  type: z.enum(attributeTypes),
  dimension: z.enum(dimensionNames as [Dimension, ...Dimension[]]).optional(),
  unit: z.string().min(1).optional(),
  multiple: z.boolean().optional(),
  options: z.array(z.strictObject({ key: z.string().min(1), name: text, aliases })).optional(),
});

export const seedAttributeSet: z.ZodType<SeedAttributeSet> = z.strictObject({
  category: slug.optional(),
  subcategory: slug.optional(),
  attributes: z.array(z.tuple([z.string().min(1), z.boolean().optional(), z.boolean().optional()])),
});

export const seedProduct: z.ZodType<SeedProduct> = z.strictObject({
  partNumber: z.string().min(1),
  manufacturer: z.string().min(1),
  category: slug,
  subcategory: slug.optional(),
  applications: z.array(slug),
  name: text,
  description: text,
  details: text,
  lifecycle: z.enum(LIFECYCLES),
  status: z.enum(["active", "inactive"]).optional(),
  featured: z.boolean().optional(),
  specs: z.array(z.tuple([z.string().min(1), z.string().min(1), z.string().min(1).optional()])),
});

/** What one data file (`file` as under `records/`) holds, or an error that names the file and each wrong place in it. */
export function readDemoFile<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const read = schema.safeParse(data);
  if (!read.success) throw new Error(`The demo data file app/db/seed/records/${file} does not hold what the seed expects:\n${z.prettifyError(read.error)}`);
  return read.data;
}
