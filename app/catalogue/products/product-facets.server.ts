import { LIFECYCLES } from "~/catalogue/products/lifecycle";
import { type Localized, perLocale } from "~/i18n/locales";
import { type AttributeDef, type AttributeType, formatSpecValue } from "~/catalogue/specs/spec-values";
import { findUnit, unitLabel } from "~/catalogue/specs/quantities";
import { familyAttributes, storedBounds } from "./attributes.server";
import { type Database } from "~/db/client.server";
import { type CountRow, type FacetStrategyName, countFacets, facetQuery, valueCounts } from "~/catalogue/index/strategies.server";
import { needsKeyFilters, resolveKeyFilters } from "./facet-keys.server";
import { type Dimension, type ResolvedFilters, hasSearch } from "./product-query.server";
import type { CatalogueContext } from "./resolve-filters.server";

export interface FacetValue {
  value: string;
  count: number;
}

export interface TaxonomyFacet {
  slug: string;
  name: Localized;
  count: number;
}

export interface SpecFacet {
  key: string;
  name: Localized;
  /** Quantities: the unit of the range's numbers, as each language writes it ("rpm", "tr/min"). */
  unit: Localized | null;
  type: AttributeType;
  /** `value` as stored (the URL's), `label` in every language ("2 CO" / "2 RT"). */
  values: Array<FacetValue & { number: number | null; label: Localized }>;
  range: { min: number; max: number } | null;
}

export interface Facets {
  categories: TaxonomyFacet[];
  subcategories: TaxonomyFacet[];
  applications: TaxonomyFacet[];
  manufacturers: FacetValue[];
  lifecycle: FacetValue[];
  specs: SpecFacet[];
}

const MAX_SPEC_VALUES = 15;

interface SpecRow {
  attribute_id: number;
  value: string;
  min: number | null;
  max: number | null;
  n: number;
}

// One row per (attribute, value): its product count and, for quantities, its numeric bounds (a
// value is stored once per number it was read with), from which the attribute's range follows.
function specRows(attributeId: number, rows: CountRow[] | undefined): SpecRow[] {
  const byValue = new Map<string, SpecRow>();
  for (const row of rows ?? []) {
    const number = row.number === null ? null : Number(row.number);
    const seen = byValue.get(row.value);
    if (!seen) byValue.set(row.value, { attribute_id: attributeId, value: row.value, min: number, max: number, n: row.n });
    else {
      seen.n += row.n;
      if (number !== null) {
        seen.min = seen.min === null ? number : Math.min(seen.min, number);
        seen.max = seen.max === null ? number : Math.max(seen.max, number);
      }
    }
  }
  return [...byValue.values()];
}

function rangeOf(rows: SpecRow[], attribute: AttributeDef): { min: number; max: number } | null {
  // A range value's upper bound is in its text (the counted number is its lower bound).
  const numbers = rows.flatMap((row) => {
    if (row.min === null || row.max === null) return [];
    const bounds = storedBounds(attribute, row.value);
    return [Number(row.min), Math.max(Number(row.max), bounds?.max ?? -Infinity)];
  });
  return numbers.length ? { min: Math.min(...numbers), max: Math.max(...numbers) } : null;
}

function taxonomyFacet(entries: Array<{ id: number; slug: string; name: Localized }>, counts: Map<string, number>): TaxonomyFacet[] {
  return entries.flatMap((entry) => {
    const count = counts.get(String(entry.id));
    return count ? [{ slug: entry.slug, name: entry.name, count }] : [];
  });
}

/**
 * Facet counts of the product list: for each dimension, how many products each value would give
 * with all the other filters applied (so choosing a value never shows a dead end). Specification
 * facets appear once a category or subcategory narrows the list to comparable products.
 */
export async function loadFacets(
  db: Database,
  filters: ResolvedFilters,
  context: CatalogueContext,
  options: {
    /** false: never read facet_pair_counts (tests compare both ways). */
    pairs?: boolean;
    /** Counts with this strategy wherever it applies, and key-scan elsewhere (the oracle tests). */
    strategy?: FacetStrategyName;
    /** Filled with the strategy that counted each dimension (the request log). */
    used?: Map<Dimension, FacetStrategyName>;
  } = {},
): Promise<{ facets: Facets; total: number }> {
  const withSpecs = Boolean(filters.categoryId || filters.subcategoryId);
  // The family's filters (its attribute set), or every attribute when it names none.
  const parentOf = context.subcategories.find((s) => s.id === filters.subcategoryId)?.categoryId;
  const family = familyAttributes(context.attributeSets, filters.categoryId ?? parentOf, filters.subcategoryId);
  const byId = new Map(context.attributes.map((a) => [a.id, a]));
  const specAttributes = family ? family.flatMap((f) => (f.filter && byId.has(f.attributeId) ? [byId.get(f.attributeId)!] : [])) : context.attributes;
  const specDimensions = withSpecs ? specAttributes.map((a) => `spec:${a.id}` as const) : [];
  const dimensions: Dimension[] = ["category", "subcategory", "application", "manufacturer", "lifecycle", ...specDimensions];
  const withWords = filters.hits !== undefined || hasSearch(filters.search);
  const keyFilters = filters.keys ?? (needsKeyFilters(filters, withWords) ? await resolveKeyFilters(db, filters) : []);

  // Which strategy counts each dimension: the first of FACET_STRATEGIES that applies
  // (app/catalogue/index/strategies.server.ts, docs/catalogue-index.md).
  const { counts, used } = await countFacets(facetQuery(db, filters, keyFilters, options.pairs !== false), dimensions, options.strategy);
  for (const [dimension, name] of used) options.used?.set(dimension, name);
  const rowsOf = (dim: Dimension): CountRow[] | undefined => counts.get(dim);
  const categories = valueCounts(rowsOf("category"));
  const [subcategories, applications, manufacturers, lifecycle] = (["subcategory", "application", "manufacturer", "lifecycle"] as const).map((dim) =>
    valueCounts(rowsOf(dim)),
  ) as [Map<string, number>, Map<string, number>, Map<string, number>, Map<string, number>];

  let specs: SpecFacet[] = [];
  if (withSpecs) {
    specs = specAttributes.flatMap((attribute) => {
      const own = specRows(attribute.id, rowsOf(`spec:${attribute.id}`));
      const optionOrder = (value: string) => {
        const index = attribute.options.findIndex((o) => o.key === value);
        return index < 0 ? Infinity : index;
      };
      const values = own
        .map((row) => ({
          value: row.value,
          count: row.n,
          number: row.min === null ? null : Number(row.min),
          label: perLocale((locale) => formatSpecValue(attribute, row.value, locale)),
        }))
        // Numbers in order, options in the attribute's order (1 CO, 2 CO, ..., 1 NO), else the most used first.
        .sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity) || optionOrder(a.value) - optionOrder(b.value) || b.count - a.count || a.label.en!.localeCompare(b.label.en!))
        .slice(0, MAX_SPEC_VALUES);
      if (!values.length) return [];
      const unit = attribute.type === "quantity" && attribute.dimension && attribute.unit ? findUnit(attribute.dimension, attribute.unit) : undefined;
      return [
        {
          key: attribute.key,
          name: attribute.name,
          unit: unit ? perLocale((locale) => unitLabel(unit, locale)) : null,
          type: attribute.type,
          values,
          range: attribute.type === "quantity" ? rangeOf(own, attribute) : null,
        },
      ];
    });
  }

  // Every product has a category: the category counts under all the filters add up to the total
  // (with a category chosen, its own count is the total).
  const total =
    filters.categoryId === null
      ? 0
      : filters.categoryId !== undefined
        ? (categories.get(String(filters.categoryId)) ?? 0)
        : [...categories.values()].reduce((sum, n) => sum + n, 0);

  const facets: Facets = {
    categories: taxonomyFacet(context.categories, categories),
    subcategories: taxonomyFacet(
      filters.categoryId ? context.subcategories.filter((s) => s.categoryId === filters.categoryId) : context.subcategories,
      subcategories,
    ),
    applications: taxonomyFacet(context.applications, applications),
    // A product without a manufacturer (stored as "") is counted, but offers no value to filter by.
    manufacturers: [...manufacturers].flatMap(([value, count]) => (value ? [{ value, count }] : [])).sort((a, b) => a.value.localeCompare(b.value)),
    lifecycle: LIFECYCLES.flatMap((value) => {
      const count = lifecycle.get(value);
      return count ? [{ value, count }] : [];
    }),
    specs,
  };
  return { facets, total };
}
