import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attributeSets, specAttributes, specOptions } from "~/db/schema";
import { type Localized, perLocale } from "~/i18n/locales";
import { type AttributeDef, formatSpecValue, formatSpecValues, quantityOf } from "~/catalogue/specs/spec-values";
import { convert, findUnit, isDimension } from "~/catalogue/specs/quantities";

/** A specification attribute with its options (app/catalogue/specs/spec-values.ts). */
export interface SpecAttribute extends AttributeDef {
  id: number;
  position: number;
}

/** Every attribute with its options, in position order. */
export async function listSpecAttributes(db: Database): Promise<SpecAttribute[]> {
  const rows = await db.select().from(specAttributes).orderBy(asc(specAttributes.position), asc(specAttributes.id));
  const options = await db.select().from(specOptions).orderBy(asc(specOptions.attributeId), asc(specOptions.position), asc(specOptions.id));
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    type: row.type,
    dimension: isDimension(row.dimension) ? row.dimension : row.type === "quantity" ? "count" : null,
    unit: row.unit,
    multiple: row.multiple,
    position: row.position,
    options: options.filter((o) => o.attributeId === row.id).map((o) => ({ key: o.key, name: o.name, aliases: o.aliases })),
  }));
}

/** One attribute of a product family (attribute_sets). */
export interface FamilyAttribute {
  attributeId: number;
  filter: boolean;
  required: boolean;
}

/** The attribute sets of every category and subcategory, each in order. */
export interface AttributeSets {
  byCategory: Map<number, FamilyAttribute[]>;
  bySubcategory: Map<number, FamilyAttribute[]>;
}

export async function listAttributeSets(db: Database): Promise<AttributeSets> {
  const rows = await db.select().from(attributeSets).orderBy(asc(attributeSets.position), asc(attributeSets.id));
  const sets: AttributeSets = { byCategory: new Map(), bySubcategory: new Map() };
  for (const row of rows) {
    const [map, id] = row.categoryId !== null ? [sets.byCategory, row.categoryId] : [sets.bySubcategory, row.subcategoryId!];
    const list = map.get(id) ?? [];
    list.push({ attributeId: row.attributeId, filter: row.filter, required: row.required });
    map.set(id, list);
  }
  return sets;
}

/**
 * The attributes of a product family: the subcategory's own set when it has one, else its
 * category's; undefined when the family names none (every attribute then applies).
 */
export function familyAttributes(sets: AttributeSets, categoryId: number | null | undefined, subcategoryId?: number | null): FamilyAttribute[] | undefined {
  return (subcategoryId ? sets.bySubcategory.get(subcategoryId) : undefined) ?? (categoryId ? sets.byCategory.get(categoryId) : undefined);
}

/** A stored product_specs row as read for showing it. */
export interface StoredSpecRow {
  key: string;
  value: string;
  label: Localized | null;
  valueNumber?: number | null;
  valueMax?: number | null;
  unit?: string | null;
}

/** One attribute's values of a product, formatted in every language ("24 V DC" / "24 V CC"). */
export interface ShownSpec {
  key: string;
  name: Localized;
  value: Localized;
}

/** The same with each value's parts, for the JSON API: numbers in the attribute's unit. */
export interface TypedSpec extends ShownSpec {
  type: AttributeDef["type"];
  /** The attribute's unit (quantities): the unit of `min` and `max`. */
  unit: string | null;
  values: Array<{ value: string; min: number | null; max: number | null; label: Localized }>;
}

/**
 * A product's spec rows as one entry per attribute (a list or several options are several rows),
 * in the order of their first row, each value formatted in every language.
 */
export function showSpecs(rows: StoredSpecRow[], attributes: ReadonlyMap<string, SpecAttribute>): ShownSpec[] {
  return bySpec(rows, attributes).map(shown);
}

/** showSpecs with each value's parts (typedSpecs: the product page and the JSON API). */
export function typedSpecs(rows: StoredSpecRow[], attributes: ReadonlyMap<string, SpecAttribute>): TypedSpec[] {
  return bySpec(rows, attributes).map((spec) => {
    const { attribute, entries } = spec;
    return {
      ...shown(spec),
      type: attribute.type,
      unit: attribute.type === "quantity" ? attribute.unit : null,
      values: entries.map((entry) => {
        const bounds = attribute.type === "quantity" ? storedBounds(attribute, entry.value) : null;
        return {
          value: entry.value,
          min: entry.valueNumber ?? bounds?.min ?? null,
          max: entry.valueMax ?? (entry.valueNumber !== undefined && entry.valueNumber !== null ? entry.valueNumber : (bounds?.max ?? null)),
          label: perLocale((locale) => formatSpecValue(attribute, entry.value, locale, entry.label)),
        };
      }),
    };
  });
}

/** One attribute's values of a product as shown: its name, and its values in every language. */
const shown = ({ key, attribute, entries }: SpecGroup): ShownSpec => ({
  key,
  name: attribute.name,
  value: perLocale((locale) => formatSpecValues(attribute, entries, locale)),
});

interface SpecGroup {
  key: string;
  attribute: SpecAttribute;
  entries: StoredSpecRow[];
}

/** The rows grouped by attribute, in the order of each attribute's first row (unknown attributes left out). */
function bySpec(rows: StoredSpecRow[], attributes: ReadonlyMap<string, SpecAttribute>): SpecGroup[] {
  const grouped = new Map<string, StoredSpecRow[]>();
  for (const row of rows) {
    const entries = grouped.get(row.key);
    if (entries) entries.push(row);
    else grouped.set(row.key, [row]);
  }
  return [...grouped].flatMap(([key, entries]) => {
    const attribute = attributes.get(key);
    return attribute ? [{ key, attribute, entries }] : [];
  });
}

/** The attributes by key. */
export const attributesByKey = (attributes: SpecAttribute[]) => new Map(attributes.map((a) => [a.key, a]));

/**
 * A stored quantity's bounds in the attribute's unit, read back from its canonical text (facet
 * values keep the text and the lower bound only): "100–240 V AC" -> 100..240, "500 mA" -> 0.5..0.5.
 */
export function storedBounds(attribute: AttributeDef, value: string): { min: number; max: number } | null {
  const q = quantityOf(attribute, value);
  if (!q) return null;
  const stored = attribute.dimension && attribute.unit ? findUnit(attribute.dimension, attribute.unit) : undefined;
  const toStored = (n: number) => (q.unit && stored ? convert(n, q.unit, stored) : n);
  const numbers = q.numbers.map(toStored);
  return { min: Math.min(...numbers), max: Math.max(...numbers) };
}
