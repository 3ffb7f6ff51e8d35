import { z } from "zod";
import type { FieldKeys } from "~/i18n/field-messages";
import { taxonomySlug } from "~/i18n/taxonomy";
import { localized } from "~/i18n/localized-schema";
import { type PostedFields, decodeFormFields, formChecked, formLocalized, formRows, formText, formTexts } from "~/form-fields";
import { defaultLocale, emptyLocalized } from "~/i18n/locales";

// What staff give for a category, subcategory or application: one schema per kind, used by the
// admin forms (client and action) and by the JSON calls alike.

export const TAXONOMY_KINDS = ["categories", "subcategories", "applications"] as const;
export type TaxonomyAdminKind = (typeof TAXONOMY_KINDS)[number];

export const TAXONOMY_LIMITS = {
  slug: 120,
  name: 120,
  description: 2_000,
  aliases: 20,
  position: 100_000,
  attributeSet: 80,
} as const;

/** Message keys of the validation errors (admin-taxonomy.json). */
export const taxonomyErrors = {
  required: "admin.taxonomy.errors.required",
  tooLong: "admin.taxonomy.errors.tooLong",
  tooMany: "admin.taxonomy.errors.tooMany",
  slugFormat: "admin.taxonomy.errors.slugFormat",
  slugTaken: "admin.taxonomy.errors.slugTaken",
  invalid: "admin.taxonomy.errors.invalid",
  unknownParent: "admin.taxonomy.errors.unknownParent",
  unknownImage: "admin.taxonomy.errors.unknownImage",
  notFound: "admin.taxonomy.errors.notFound",
  unknownKeySpec: "admin.taxonomy.errors.unknownKeySpec",
  unknownAttribute: "admin.taxonomy.errors.unknownAttribute",
  attributeTwice: "admin.taxonomy.errors.attributeTwice",
} as const;

/** A category names at most this many key specs (cards, table columns). */
export const MAX_KEY_SPECS = 3;

/** Lowercase letters, digits and single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const oneLine = (value: string) => value.replace(CONTROL, "").replace(/\s+/g, " ").trim();
const clean = (value: string) => value.replace(/\r\n?/g, "\n").replace(CONTROL, "").trim();

const line = (max: number) => z.string({ error: taxonomyErrors.invalid }).overwrite(oneLine).max(max, { error: taxonomyErrors.tooLong });
const text = (max: number) => z.string({ error: taxonomyErrors.invalid }).overwrite(clean).max(max, { error: taxonomyErrors.tooLong });
const slug = line(TAXONOMY_LIMITS.slug).regex(SLUG_PATTERN, { error: taxonomyErrors.slugFormat });

// English is the site's fallback language, so every entry has an English name.
const name = localized(
  (locale) =>
    locale === defaultLocale ? line(TAXONOMY_LIMITS.name).min(1, { error: taxonomyErrors.required }) : line(TAXONOMY_LIMITS.name).default(""),
  { error: taxonomyErrors.invalid },
).prefault(emptyLocalized()); // A missing name is reported on name.en, the field the form shows.
const description = localized(() => text(TAXONOMY_LIMITS.description).default("")).default(emptyLocalized());
// Alternate spellings: a list, or a comma-separated line from a form.
const aliases = z
  .union([z.array(z.string()), z.string()], { error: taxonomyErrors.invalid })
  .transform((value) => (typeof value === "string" ? value.split(",") : value).map((a) => a.trim()).filter(Boolean))
  .pipe(z.array(slug).max(TAXONOMY_LIMITS.aliases, { error: taxonomyErrors.tooMany }))
  .default([]);
const position = z.coerce
  .number({ error: taxonomyErrors.invalid })
  .int({ error: taxonomyErrors.invalid })
  .min(0, { error: taxonomyErrors.invalid })
  .max(TAXONOMY_LIMITS.position, { error: taxonomyErrors.invalid })
  .optional(); // Left out on creation: after the last one.
const imageId = z.coerce.number({ error: taxonomyErrors.invalid }).int().positive({ error: taxonomyErrors.invalid }).nullable().default(null);

const common = { slug: slug.optional(), aliases, name, position };

// Spec attribute keys, in order: a list, or a comma-separated line.
const keySpecs = z
  .union([z.array(z.string()), z.string()], { error: taxonomyErrors.invalid })
  .transform((value) => [...new Set((typeof value === "string" ? value.split(",") : value).map((k) => k.trim()).filter(Boolean))])
  .pipe(z.array(z.string().regex(/^[a-z0-9_]{1,64}$/, { error: taxonomyErrors.unknownKeySpec })).max(MAX_KEY_SPECS, { error: taxonomyErrors.tooMany }))
  .default([]);

/**
 * A family's attribute set, in order: which attributes apply to its products, which of them the
 * lists offer as filters and which the completeness figure counts. Left out (a JSON call that
 * does not give it), the stored set is kept; given, it replaces the stored one.
 */
export const attributeSetRowSchema = z.object({
  attribute: z.string({ error: taxonomyErrors.invalid }).regex(/^[a-z0-9_]{1,64}$/, { error: taxonomyErrors.unknownAttribute }),
  filter: z.boolean({ error: taxonomyErrors.invalid }).default(true),
  required: z.boolean({ error: taxonomyErrors.invalid }).default(false),
});
export type AttributeSetRow = z.output<typeof attributeSetRowSchema>;
const attributeSet = z.array(attributeSetRowSchema, { error: taxonomyErrors.invalid }).max(TAXONOMY_LIMITS.attributeSet, { error: taxonomyErrors.tooMany }).optional();

/** Blank rows the form offers after the set's own (adding attributes without JavaScript). */
export const SPARE_ATTRIBUTE_ROWS = 3;

export const categoryInputSchema = z.object({
  ...common,
  description,
  imageId,
  featured: z.boolean({ error: taxonomyErrors.invalid }).default(false),
  keySpecs,
  attributeSet,
});

export const subcategoryInputSchema = z.object({
  ...common,
  attributeSet,
  categoryId: z.coerce.number({ error: taxonomyErrors.required }).int({ error: taxonomyErrors.invalid }).positive({ error: taxonomyErrors.required }),
});

export const applicationInputSchema = z.object({ ...common, description, imageId });

export const taxonomyInputSchemas = {
  categories: categoryInputSchema,
  subcategories: subcategoryInputSchema,
  applications: applicationInputSchema,
} as const;

export type CategoryInput = z.output<typeof categoryInputSchema>;
export type SubcategoryInput = z.output<typeof subcategoryInputSchema>;
export type ApplicationInput = z.output<typeof applicationInputSchema>;
export type TaxonomyInput = CategoryInput | SubcategoryInput | ApplicationInput;

/** The slug to store: the one given, else the English name's (SPEC §5). */
export const slugOf = (input: { slug?: string; name: { en: string } }) => input.slug || taxonomySlug(input.name.en);

/** The message keys the taxonomy schemas fall back on (an absent field is "required"). */
export const taxonomyKeys: FieldKeys = { invalid: taxonomyErrors.invalid, required: taxonomyErrors.required };

/**
 * A form post's fields as the schema's input: "name.en" -> {name: {en}}, checkboxes as booleans.
 * Only the fields the kind has are taken.
 */
export function formToTaxonomyInput(kind: TaxonomyAdminKind, form: PostedFields): Record<string, unknown> {
  const posted = decodeFormFields(form);
  const input: Record<string, unknown> = {
    slug: formText(posted.slug) || undefined,
    aliases: formText(posted.aliases),
    name: formLocalized(posted.name),
    position: formText(posted.position) || undefined,
  };
  if (kind !== "subcategories") {
    input.description = formLocalized(posted.description);
    input.imageId = formText(posted.imageId) || null;
  }
  if (kind === "categories") {
    input.featured = formChecked(posted.featured);
    input.keySpecs = formTexts(posted.keySpecs).slice(0, MAX_KEY_SPECS).filter(Boolean);
  }
  if (kind === "subcategories") input.categoryId = formText(posted.categoryId);
  // The form marks that it carries the set (an empty set is a choice too); other posts keep it.
  if (kind !== "applications" && "attributeSet" in posted) input.attributeSet = attributeSetRows(posted.attributeSet);
  return input;
}

/** The decoded rows "attributeSet.N.attribute" (with ".filter", ".required" checkboxes), in N's order; rows without an attribute are dropped. */
export function attributeSetRows(value: unknown): AttributeSetRow[] {
  return formRows(value)
    .map((row) => ({ attribute: formText(row.attribute).trim(), filter: formChecked(row.filter), required: formChecked(row.required) }))
    .filter((row) => row.attribute !== "");
}
