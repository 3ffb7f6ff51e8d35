import { z } from "zod";
import type { FieldKeys } from "~/i18n/field-messages";
import { defaultLocale, emptyLocalized, locales } from "~/i18n/locales";
import { LIFECYCLES } from "./lifecycle";
import { localized } from "~/i18n/localized-schema";

// What staff (the product form, the JSON calls, the CSV import) give for one product. Taxonomy is
// named by slug, alternate spelling or name and resolved on the server (product-write.server.ts).

export const PRODUCT_STATUSES = ["active", "inactive"] as const;
export const DOCUMENT_TYPES = ["datasheet", "manual", "certificate", "drawing", "brochure", "other"] as const;
export const DOCUMENT_LANGUAGES = ["", ...locales] as const;

export const PRODUCT_LIMITS = {
  partNumber: 64,
  name: 200,
  description: 2_000,
  details: 20_000,
  manufacturer: 100,
  taxonomy: 120,
  applications: 30,
  specs: 100,
  specValue: 200,
  unit: 20,
  documents: 30,
  images: 30,
  alt: 200,
  alternatives: 20,
  crossReferences: 30,
} as const;

/** Message keys of the validation errors (admin-catalogue.json). */
export const productErrors = {
  required: "admin.catalogue.errors.required",
  tooLong: "admin.catalogue.errors.tooLong",
  tooMany: "admin.catalogue.errors.tooMany",
  partNumber: "admin.catalogue.errors.partNumber",
  invalid: "admin.catalogue.errors.invalid",
  unknownCategory: "admin.catalogue.errors.unknownCategory",
  unknownSubcategory: "admin.catalogue.errors.unknownSubcategory",
  subcategoryOutsideCategory: "admin.catalogue.errors.subcategoryOutsideCategory",
  unknownApplication: "admin.catalogue.errors.unknownApplication",
  unknownAttribute: "admin.catalogue.errors.unknownAttribute",
  duplicateAttribute: "admin.catalogue.errors.duplicateAttribute",
  unknownMedia: "admin.catalogue.errors.unknownMedia",
  partNumberTaken: "admin.catalogue.errors.partNumberTaken",
  unknownProduct: "admin.catalogue.errors.unknownProduct",
  linksItself: "admin.catalogue.errors.linksItself",
  duplicateLink: "admin.catalogue.errors.duplicateLink",
} as const;

// Letters, digits and the punctuation makers use in references ("RM22-TG20", "G3NA-210B DC5-24",
// "DILA-22(230V50HZ,240V60HZ)", "E52-CA15AY D=3.2 1M"). The first character is a letter or
// digit, so that no reference reads as a spreadsheet formula.
const PART_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} ._\-/+#(),=:*&%]*$/u;

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (value: string) => value.replace(/\r\n?/g, "\n").replace(CONTROL, "").trim();
const oneLine = (value: string) => clean(value).replace(/\s+/g, " ");

const line = (max: number) => z.string().overwrite(oneLine).max(max, { error: productErrors.tooLong });
const text = (max: number) => z.string().overwrite(clean).max(max, { error: productErrors.tooLong });
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, { error: productErrors.tooMany });

const localizedLine = (max: number) => localized(() => line(max).default("")).prefault({});
const localizedText = (max: number) => localized(() => text(max).default(""));

/**
 * One attribute's value(s) as staff write them (readSpecValue reads them by the attribute's type):
 * "24", "100-240 V AC", "12/24", "2 CO, 1 NO", "CE, cULus"; `unit` the form's unit select ("V DC"),
 * written after each number that names none; `label` a text value's other languages.
 */
export const specRowSchema = z.object({
  attribute: line(PRODUCT_LIMITS.taxonomy).min(1, { error: productErrors.required }),
  value: line(PRODUCT_LIMITS.specValue).min(1, { error: productErrors.required }),
  unit: line(PRODUCT_LIMITS.unit).default(""),
  label: localized(() => line(PRODUCT_LIMITS.specValue).default("")).optional(),
});

export const documentRowSchema = z.object({
  mediaId: z.number().int().positive(),
  name: localizedLine(PRODUCT_LIMITS.name),
  type: z.enum(DOCUMENT_TYPES, { error: productErrors.invalid }).default("datasheet"),
  language: z.enum(DOCUMENT_LANGUAGES, { error: productErrors.invalid }).default(""),
});

export const imageRowSchema = z.object({
  mediaId: z.number().int().positive(),
  alt: localizedLine(PRODUCT_LIMITS.alt),
});

const partNumber = () => line(PRODUCT_LIMITS.partNumber).regex(PART_NUMBER, { error: productErrors.partNumber });

export const crossReferenceRowSchema = z.object({
  manufacturer: line(PRODUCT_LIMITS.manufacturer).min(1, { error: productErrors.required }),
  partNumber: line(PRODUCT_LIMITS.partNumber).min(1, { error: productErrors.required }).regex(PART_NUMBER, { error: productErrors.partNumber }),
});

export const productInputSchema = z.object({
  partNumber: line(PRODUCT_LIMITS.partNumber)
    .min(1, { error: productErrors.required })
    .regex(PART_NUMBER, { error: productErrors.partNumber }),
  // English is the fallback language of the site, so a product always has an English name.
  name: localized((locale) =>
    locale === defaultLocale ? line(PRODUCT_LIMITS.name).min(1, { error: productErrors.required }) : line(PRODUCT_LIMITS.name).default(""),
  ).prefault(emptyLocalized()),
  description: localizedText(PRODUCT_LIMITS.description).prefault({}),
  details: localizedText(PRODUCT_LIMITS.details).prefault({}),
  manufacturer: line(PRODUCT_LIMITS.manufacturer).default(""),
  category: line(PRODUCT_LIMITS.taxonomy).min(1, { error: productErrors.required }),
  subcategory: line(PRODUCT_LIMITS.taxonomy).default(""),
  applications: list(line(PRODUCT_LIMITS.taxonomy).min(1), PRODUCT_LIMITS.applications).default([]),
  status: z.enum(PRODUCT_STATUSES, { error: productErrors.invalid }).default("active"),
  lifecycle: z.enum(LIFECYCLES, { error: productErrors.invalid }).default("active"),
  featured: z.boolean().default(false),
  specs: list(specRowSchema, PRODUCT_LIMITS.specs).default([]),
  documents: list(documentRowSchema, PRODUCT_LIMITS.documents).default([]),
  images: list(imageRowSchema, PRODUCT_LIMITS.images).default([]),
  // Other products, by part number: the one that replaces this one, and others that fit instead.
  replacedBy: line(PRODUCT_LIMITS.partNumber).refine((v) => v === "" || PART_NUMBER.test(v), { error: productErrors.partNumber }).default(""),
  alternatives: list(partNumber(), PRODUCT_LIMITS.alternatives).default([]),
  // Other makers' part numbers for the same part.
  crossReferences: list(crossReferenceRowSchema, PRODUCT_LIMITS.crossReferences).default([]),
});

export type ProductInput = z.output<typeof productInputSchema>;
export type SpecRow = z.output<typeof specRowSchema>;
export type DocumentRow = z.output<typeof documentRowSchema>;
export type ImageRow = z.output<typeof imageRowSchema>;
export type CrossReferenceRow = z.output<typeof crossReferenceRowSchema>;

/** The message keys the product schema falls back on (zodFieldIssues). */
export const productKeys: FieldKeys = { invalid: productErrors.invalid };

/** A product with nothing filled in: the add form's start, an imported row's base. */
export function emptyProductInput(partNumber = ""): ProductInput {
  return {
    partNumber,
    name: emptyLocalized(),
    description: emptyLocalized(),
    details: emptyLocalized(),
    manufacturer: "",
    category: "",
    subcategory: "",
    applications: [],
    status: "active",
    lifecycle: "active",
    featured: false,
    specs: [],
    documents: [],
    images: [],
    replacedBy: "",
    alternatives: [],
    crossReferences: [],
  };
}
