import { z } from "zod";
import type { FieldIssue } from "~/errors";
import type { FieldKeys } from "~/i18n/field-messages";
import { attributeTypes, optionWord } from "./spec-values";
import { type Dimension, dimensionNames, unitsOf } from "./quantities";
import { localized } from "~/i18n/localized-schema";
import { type PostedFields, decodeFormFields, formChecked, formLocalized, formRows, formText } from "~/form-fields";
import { defaultLocale, emptyLocalized, textRequiredIn } from "~/i18n/locales";

// What staff give for a specification attribute: one schema used by the admin form (client and
// action) and by any other caller of saveAttribute. The rules that need the database (a key in
// use, a type change while products carry values) are attributes-admin.server.ts's.

export const ATTRIBUTE_LIMITS = {
  key: 64,
  name: 120,
  options: 200,
  aliases: 20,
  alias: 60,
  position: 100_000,
} as const;

/** Message keys of the refusals (admin-attributes.json). */
export const attributeErrors = {
  required: "admin.attributes.errors.required",
  invalid: "admin.attributes.errors.invalid",
  tooLong: "admin.attributes.errors.tooLong",
  tooMany: "admin.attributes.errors.tooMany",
  keyFormat: "admin.attributes.errors.keyFormat",
  keyTaken: "admin.attributes.errors.keyTaken",
  keyInUse: "admin.attributes.errors.keyInUse",
  optionKeyFormat: "admin.attributes.errors.optionKeyFormat",
  optionKeyTwice: "admin.attributes.errors.optionKeyTwice",
  spellingTwice: "admin.attributes.errors.spellingTwice",
  dimensionRequired: "admin.attributes.errors.dimensionRequired",
  unitRequired: "admin.attributes.errors.unitRequired",
  unitOutsideDimension: "admin.attributes.errors.unitOutsideDimension",
  typeInUse: "admin.attributes.errors.typeInUse",
  dimensionInUse: "admin.attributes.errors.dimensionInUse",
  unitInUse: "admin.attributes.errors.unitInUse",
  singleInUse: "admin.attributes.errors.singleInUse",
  optionInUse: "admin.attributes.errors.optionInUse",
  optionsRequired: "admin.attributes.errors.optionsRequired",
  notFound: "admin.attributes.errors.notFound",
} as const;

/** Attribute keys: lowercase letters and digits, words joined by "_" ("contact_current"). */
export const ATTRIBUTE_KEY_PATTERN = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;
/** Option keys, stored as the value and written in filter URLs: "2co", "plug-in", "m12". */
export const OPTION_KEY_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** Lowercase ASCII words of a name, joined by `separator` ("Contact current" -> contact_current). */
export function keyOf(name: string, separator: "_" | "-"): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\+/g, " plus ")
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, "g"), "")
    .slice(0, ATTRIBUTE_LIMITS.key);
}

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const oneLine = (value: string) => value.replace(CONTROL, "").replace(/\s+/g, " ").trim();
const line = (max: number) => z.string({ error: attributeErrors.invalid }).overwrite(oneLine).max(max, { error: attributeErrors.tooLong });

// English and French are required: an attribute's name is shown on every French page too. An
// Arabic name may be missing for now: the Arabic pages then show the English one, marked as such.
const bothNames = () =>
  localized(
    (locale) => (textRequiredIn(locale) ? line(ATTRIBUTE_LIMITS.name).min(1, { error: attributeErrors.required }) : line(ATTRIBUTE_LIMITS.name).default("")),
    { error: attributeErrors.invalid },
  ).prefault(emptyLocalized());

// Other spellings: a list, or a comma-separated line from the form.
const aliases = z
  .union([z.array(z.string()), z.string()], { error: attributeErrors.invalid })
  .transform((value) => [...new Set((typeof value === "string" ? value.split(",") : value).map(oneLine).filter(Boolean))])
  .pipe(z.array(z.string().max(ATTRIBUTE_LIMITS.alias, { error: attributeErrors.tooLong })).max(ATTRIBUTE_LIMITS.aliases, { error: attributeErrors.tooMany }))
  .default([]);

export const optionInputSchema = z.object({
  key: line(ATTRIBUTE_LIMITS.key).regex(OPTION_KEY_PATTERN, { error: attributeErrors.optionKeyFormat }),
  name: bothNames(),
  aliases,
});

export const attributeInputSchema = z.object({
  key: line(ATTRIBUTE_LIMITS.key).regex(ATTRIBUTE_KEY_PATTERN, { error: attributeErrors.keyFormat }),
  name: bothNames(),
  type: z.enum(attributeTypes, { error: attributeErrors.invalid }),
  // Quantities only; checked against the type by checkAttributeShape (the form sends every field).
  dimension: z.enum(dimensionNames as [Dimension, ...Dimension[]], { error: attributeErrors.invalid }).nullable().default(null),
  unit: line(16).nullable().default(null),
  multiple: z.boolean({ error: attributeErrors.invalid }).default(false),
  options: z.array(optionInputSchema).max(ATTRIBUTE_LIMITS.options, { error: attributeErrors.tooMany }).default([]),
  position: z.coerce
    .number({ error: attributeErrors.invalid })
    .int({ error: attributeErrors.invalid })
    .min(0, { error: attributeErrors.invalid })
    .max(ATTRIBUTE_LIMITS.position, { error: attributeErrors.invalid })
    .optional(),
});

export type AttributeInput = z.output<typeof attributeInputSchema>;
export type OptionInput = z.output<typeof optionInputSchema>;

/** The message keys the schema falls back on. */
export const attributeKeys: FieldKeys = { invalid: attributeErrors.invalid, required: attributeErrors.required, tooLong: attributeErrors.tooLong };

/** How many blank option rows the form offers beyond the stored ones (adding without JavaScript). */
export const SPARE_OPTION_ROWS = 3;

const blank = (value: string | undefined) => !value || !value.trim();

/**
 * A form post's fields as the schema's input: "name.fr", "options.2.key", "multiple" as a
 * checkbox. A blank key is made from the English name (the attribute's, or the option's); an
 * option row left entirely blank (a spare row, or one emptied to remove it) is dropped.
 */
export function formToAttributeInput(form: PostedFields): Record<string, unknown> {
  const posted = decodeFormFields(form);
  const type = formText(posted.type);
  const options = formRows(posted.options)
    .map((row) => ({ key: formText(row.key).trim(), name: formLocalized(row.name), aliases: formText(row.aliases) }))
    .filter((row) => !(blank(row.key) && Object.values(row.name).every(blank) && blank(row.aliases)))
    .map((row) => ({ ...row, key: row.key || keyOf(row.name[defaultLocale], "-") }));
  const name = formLocalized(posted.name);
  return {
    key: formText(posted.key).trim() || keyOf(name[defaultLocale], "_"),
    name,
    type,
    dimension: type === "quantity" && formText(posted.dimension) ? formText(posted.dimension) : null,
    unit: type === "quantity" && formText(posted.unit) ? formText(posted.unit) : null,
    multiple: type === "choice" && formChecked(posted.multiple),
    // The options of another type are not kept (the form shows them only for a choice).
    options: type === "choice" ? options : [],
    position: formText(posted.position) || undefined,
  };
}

/**
 * What the type asks of the other fields, without the database: a quantity names its dimension
 * and one of that dimension's units (none for a plain count); a choice has options whose keys,
 * and every spelling (key, labels, other spellings), name one option only, so that a written
 * value is never read as the wrong one. Fields the type does not use are cleared, not refused.
 */
export function checkAttributeShape(input: AttributeInput): { input: AttributeInput; errors: FieldIssue[] } {
  const errors: FieldIssue[] = [];
  const quantity = input.type === "quantity";
  const shaped: AttributeInput = {
    ...input,
    dimension: quantity ? input.dimension : null,
    unit: quantity ? input.unit || null : null,
    multiple: input.type === "choice" && input.multiple,
    options: input.type === "choice" ? input.options : [],
  };
  if (quantity) {
    if (!shaped.dimension) errors.push({ field: "dimension", key: attributeErrors.dimensionRequired });
    else {
      const units = unitsOf(shaped.dimension).map((u) => u.symbol);
      if (!units.length) shaped.unit = null;
      else if (!shaped.unit) errors.push({ field: "unit", key: attributeErrors.unitRequired, vars: { units: units.join(", ") } });
      else if (!units.includes(shaped.unit)) errors.push({ field: "unit", key: attributeErrors.unitOutsideDimension, vars: { unit: shaped.unit, units: units.join(", ") } });
    }
  }
  if (input.type === "choice") {
    if (!shaped.options.length) errors.push({ field: "options", key: attributeErrors.optionsRequired });
    const owner = new Map<string, number>();
    shaped.options.forEach((option, i) => {
      if (shaped.options.findIndex((o) => o.key === option.key) !== i) {
        errors.push({ field: `options.${i}.key`, key: attributeErrors.optionKeyTwice, vars: { key: option.key } });
        return;
      }
      const spellings: Array<[string, string]> = [["key", option.key], ["name.en", option.name.en], ["name.fr", option.name.fr], ...option.aliases.map((a): [string, string] => ["aliases", a])];
      for (const [field, spelling] of spellings) {
        const word = optionWord(spelling);
        if (!word) continue;
        const other = owner.get(word);
        if (other !== undefined && other !== i) {
          errors.push({ field: `options.${i}.${field}`, key: attributeErrors.spellingTwice, vars: { spelling, other: shaped.options[other]!.key } });
          return;
        }
        owner.set(word, i);
      }
    });
  }
  return { input: shaped, errors };
}
