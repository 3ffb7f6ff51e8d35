import { sql } from "drizzle-orm";
import { intArray } from "~/db/sql-arrays";
import { type Database, queryRows } from "~/db/client.server";
import { type Localized, perLocale } from "~/i18n/locales";
import { type AttributeDef, type AttributeType, formatSpecValue } from "~/catalogue/specs/spec-values";
import { findUnit, unitLabel } from "~/catalogue/specs/quantities";
import { familyAttributes, storedBounds } from "./attributes.server";
import {
  type KeyCount,
  type KeyFilter,
  countKeys,
  countPairs,
  hitKeyCounter,
  keyConditions,
  keysClash,
  needsKeyFilters,
  resolveKeyFilters,
} from "./facet-keys.server";
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

/** Counted values of one dimension (a facet_counts scope, or product_facets keys), by dimension. */
type CountRow = Pick<KeyCount, "value" | "number" | "n">;
type CountsByDimension = Map<string, CountRow[]>;

function byDimension(rows: Array<CountRow & { dimension: string }>): CountsByDimension {
  const result: CountsByDimension = new Map();
  for (const { dimension, ...row } of rows) {
    const list = result.get(dimension);
    if (list) list.push(row);
    else result.set(dimension, [row]);
  }
  return result;
}

const valueCounts = (rows: CountRow[] | undefined) => {
  const counts = new Map<string, number>();
  for (const row of rows ?? []) counts.set(row.value, (counts.get(row.value) ?? 0) + row.n);
  return counts;
};

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

/** Whether kept counts (facet_counts, facet_pair_counts) can stand for the filters: no words, and a category that exists or none. */
const keptCountsApply = (filters: ResolvedFilters) => filters.categoryId !== null && filters.hits === undefined && !hasSearch(filters.search);

/**
 * The category counts of a list narrowed by one facet only (a lifecycle, a maker, an application,
 * a subcategory, a specification's values or range): each category's own facet_counts rows of the
 * filter's keys, summed. Exact while no product carries two of those keys (applications are
 * counted per link, and a product could have two values of one attribute): when the pair counts
 * show one that does, the categories are counted by a scan instead.
 */
async function categoriesByOneFacet(db: Database, filters: ResolvedFilters, keyFilters: KeyFilter[]): Promise<Map<string, number> | undefined> {
  if (!keptCountsApply(filters)) return undefined;
  const one = keyFilters.filter((f) => f.dimension !== "category");
  if (one.length !== 1) return undefined;
  const [filter] = one as [KeyFilter];
  if (!filter.keys.length) return new Map();
  const [clash, rows] = await Promise.all([
    keysClash(db, filter),
    queryRows<{ key: string; n: number }>(
      db,
      sql`select fc.scope::text as key, sum(fc.n)::int as n
        from facet_counts fc join facet_values v on v.dimension = fc.dimension and v.value = fc.value and v.number = fc.number
        where v.id = any(${intArray(filter.keys)}) and fc.scope > 0 and fc.n > 0
        group by fc.scope`,
    ),
  ]);
  return clash ? undefined : new Map(rows.map((row) => [row.key, row.n]));
}

/**
 * The one filter (and the category, if any) that the filters minus `except` amount to, with no
 * words: a view whose counts facet_pair_counts holds (decision 036), for every dimension but the
 * categories (facet_counts: categoriesByOneFacet).
 */
function pairView(filters: ResolvedFilters, keyFilters: KeyFilter[], except: Dimension | undefined): { filter: KeyFilter; categoryId?: number } | undefined {
  if (!keptCountsApply(filters)) return undefined;
  const others = keyFilters.filter((f) => f.dimension !== "category" && f.dimension !== except);
  if (others.length !== 1) return undefined;
  return { filter: others[0]!, categoryId: filters.categoryId ?? undefined };
}

/**
 * A lifecycle filter that most of its scope passes ("active"), as what the counts without it and
 * the products it leaves out need: the other key filters (`rest`), and the lifecycles it leaves
 * out as a key filter (`left`). Lifecycle is one value per product, so the products a lifecycle
 * filter leaves out are exactly those carrying another one: few, and found by the GIN index.
 * Undefined without a lifecycle filter, with words, or when the filter leaves out more than a
 * third as many products of the scope (facet_counts) as it keeps: a scan is then about as cheap.
 */
async function leftOutByLifecycle(
  db: Database,
  filters: ResolvedFilters,
  keyFilters: KeyFilter[],
): Promise<{ rest: KeyFilter[]; left: KeyFilter } | undefined> {
  const lifecycle = keyFilters.find((f) => f.dimension === "lifecycle");
  if (!lifecycle?.keys.length || !keptCountsApply(filters)) return undefined;
  const rows = await queryRows<{ id: number; n: number | null }>(
    db,
    sql`select v.id, fc.n from facet_values v left join facet_counts fc
        on fc.scope = ${filters.categoryId ?? 0} and fc.dimension = v.dimension and fc.value = v.value and fc.number = v.number
      where v.dimension = 'lifecycle'`,
  );
  const kept = rows.filter((row) => lifecycle.keys.includes(row.id));
  // Every other lifecycle, counted here or not: the category facet counts outside the scope too.
  const left = rows.filter((row) => !lifecycle.keys.includes(row.id));
  const sum = (list: typeof rows) => list.reduce((total, row) => total + (row.n ?? 0), 0);
  // The left-out scan costs in proportion to the products it reads, the plain scan likewise, and
  // the pair view and the extra statements a few milliseconds: worth it from about 3 to 1.
  if (sum(left) * 3 > sum(kept)) return undefined;
  return { rest: keyFilters.filter((f) => f !== lifecycle), left: { dimension: "lifecycle", keys: left.map((row) => row.id) } };
}

/** `base` minus `less`, value by value (rows of countKeys or countPairs); zeros left out. */
function subtractCounts(base: KeyCount[], less: KeyCount[]): KeyCount[] {
  const id = (row: KeyCount) => `${row.dimension}|${row.value}|${row.number ?? ""}`;
  const minus = new Map(less.map((row) => [id(row), row.n]));
  return base.flatMap((row) => {
    const n = row.n - (minus.get(id(row)) ?? 0);
    return n > 0 ? [{ ...row, n }] : [];
  });
}

/**
 * The counts of `wanted` under every filter but `except`'s, where those filters are a lifecycle
 * that most products pass (leftOutByLifecycle) and, besides it, a view that facet_pair_counts or
 * facet_counts holds (a category, or none, and at most one other filter): that view's counts
 * minus those of the products the lifecycle leaves out. Undefined when that does not hold.
 */
async function countWithoutLeftOut(
  db: Database,
  filters: ResolvedFilters,
  split: { rest: KeyFilter[]; left: KeyFilter },
  except: Dimension | undefined,
  wanted: string[],
): Promise<KeyCount[] | undefined> {
  const view = except === "lifecycle" ? undefined : pairView(filters, split.rest, except);
  if (!view) return undefined;
  // Categories from facet_counts (categoriesByOneFacet), every other dimension from the pairs.
  const rest = wanted.filter((dimension) => dimension !== "category");
  const [byCategory, paired] = await Promise.all([
    wanted.includes("category") ? categoriesByOneFacet(db, { ...filters, categoryId: undefined }, split.rest) : new Map<string, number>(),
    rest.length ? countPairs(db, view.filter, view.categoryId, rest) : [],
  ]);
  if (!byCategory || !paired) return undefined;
  const base = [...paired, ...[...byCategory].map(([value, n]) => ({ dimension: "category", value, number: null, n }))];
  const leftOut = split.left.keys.length ? await countKeys(db, keyConditions([...split.rest, split.left], undefined, except), wanted) : [];
  return subtractCounts(base, leftOut);
}

/** A view whose counts facet_counts holds: the whole catalogue (scope 0) or one category. */
type Scope = number;

/**
 * The landing view that the filters minus `except` amount to, if any: nothing but (at most) a
 * category. Its counts are read from facet_counts instead of being aggregated.
 */
function landingScope(filters: ResolvedFilters, except?: Dimension): Scope | undefined {
  const others =
    (filters.subcategoryId !== undefined && except !== "subcategory") ||
    (filters.applicationId !== undefined && except !== "application") ||
    (filters.manufacturer.length > 0 && except !== "manufacturer") ||
    (filters.lifecycle.length > 0 && except !== "lifecycle") ||
    [...filters.specs, ...filters.ranges].some((f) => except !== `spec:${f.attributeId}`) ||
    filters.hits !== undefined ||
    hasSearch(filters.search);
  if (others) return undefined;
  if (filters.categoryId === undefined || except === "category") return 0;
  return filters.categoryId === null ? undefined : filters.categoryId;
}


interface LandingRow extends CountRow {
  scope: number;
  dimension: string;
}

/** facet_counts of the scopes asked for, read once per list. */
function landingCounts(db: Database) {
  const loaded = new Map<Scope, CountsByDimension>();
  return {
    async load(scopes: Scope[]) {
      const wanted = [...new Set(scopes)].filter((scope) => !loaded.has(scope));
      if (!wanted.length) return;
      const rows = await queryRows<LandingRow>(
        db,
        sql`select scope, dimension, value, case when number = 'NaN' then null else number end as number, n
          from facet_counts where scope in (${sql.join(wanted.map((w) => sql`${w}`), sql`, `)}) and n > 0`,
      );
      for (const scope of wanted) loaded.set(scope, byDimension(rows.filter((row) => row.scope === scope)));
    },
    rows(scope: Scope, dimension: string): CountRow[] | undefined {
      return loaded.get(scope)?.get(dimension);
    },
  };
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
  options: { /** false: never read facet_pair_counts (tests compare both ways). */ pairs?: boolean } = {},
): Promise<{ facets: Facets; total: number }> {
  const landing = landingCounts(db);
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
  const filtered = new Set(keyFilters.map((f) => f.dimension));

  // Where each dimension's counts come from: a landing view's facet_counts (the filters without
  // the dimension's own are nothing, or a category; specification counts exist per category only);
  // else facet_pair_counts when they are a category (or none) and one other filter (decision 036);
  // else the product_facets keys of the products matching every other filter, one scan per set of
  // filters (the dimensions without a filter of their own share the scan of all the filters).
  const scopeOf = new Map<Dimension, Scope>();
  const pairs = new Map<string, { filter: KeyFilter; categoryId?: number; dimensions: Dimension[] }>();
  const pairOf = new Map<Dimension, string>();
  const scans = new Map<Dimension | "", string[]>();
  let categoryByOne: Map<string, number> | undefined;
  for (const dim of dimensions) {
    const scope = landingScope(filters, dim);
    if (scope !== undefined && !(scope === 0 && dim.startsWith("spec:"))) {
      scopeOf.set(dim, scope);
      continue;
    }
    if (dim === "category") {
      categoryByOne = await categoriesByOneFacet(db, { ...filters, categoryId: undefined }, keyFilters);
      if (categoryByOne) continue;
    }
    const view = options.pairs === false || dim === "category" ? undefined : pairView(filters, keyFilters, dim);
    if (view) {
      const id = `${keyFilters.indexOf(view.filter)}:${view.categoryId ?? ""}`;
      const seen = pairs.get(id);
      if (seen) seen.dimensions.push(dim);
      else pairs.set(id, { ...view, dimensions: [dim] });
      pairOf.set(dim, id);
      continue;
    }
    const scan = filtered.has(dim) ? dim : "";
    // The shared scan counts every specification ("spec:"); a filtered one counts only its own.
    const wanted = scan === "" && dim.startsWith("spec:") ? "spec:" : dim;
    scans.set(scan, [...new Set([...(scans.get(scan) ?? []), wanted])]);
  }
  // The best text matches come with their keys (textHits): counted from those, not scanned.
  const countHits = filters.hits && filters.hitKeys ? hitKeyCounter(db, filters.hitKeys) : undefined;
  // Under a lifecycle most products pass, a scan may instead be a pair view minus the few
  // products the lifecycle leaves out (countWithoutLeftOut).
  const split = scans.size && options.pairs !== false && !countHits ? await leftOutByLifecycle(db, filters, keyFilters) : undefined;
  const [, paired, ...counted] = await Promise.all([
    landing.load([...scopeOf.values()]),
    Promise.all(
      [...pairs].map(async ([id, { filter, categoryId, dimensions: dims }]) => {
        const wanted = [...new Set(dims.map((d) => (d.startsWith("spec:") ? "spec:" : d)))];
        // Exact only while no product carries two of the filter's keys; else the same counts by a scan.
        const rows =
          (await countPairs(db, filter, categoryId, wanted)) ??
          (await countKeys(db, keyConditions(keyFilters.filter((f) => f === filter || f.dimension === "category"), undefined), wanted));
        return [id, byDimension(rows)] as const;
      }),
    ),
    ...[...scans].map(async ([except, wanted]) => {
      const rows = countHits
        ? await countHits(keyFilters, except || undefined, wanted)
        : ((split && (await countWithoutLeftOut(db, filters, split, except || undefined, wanted))) ??
          (await countKeys(db, keyConditions(keyFilters, filters.hits, except || undefined), wanted)));
      return [except, byDimension(rows)] as const;
    }),
  ]);
  const scanned = new Map(counted);
  const pairCounts = new Map(paired);
  const rowsOf = (dim: Dimension): CountRow[] | undefined => {
    const scope = scopeOf.get(dim);
    if (scope !== undefined) return landing.rows(scope, dim);
    const pair = pairOf.get(dim);
    if (pair !== undefined) return pairCounts.get(pair)?.get(dim);
    return scanned.get(filtered.has(dim) ? dim : "")?.get(dim);
  };
  const categories = categoryByOne ?? valueCounts(rowsOf("category"));
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
    manufacturers: [...manufacturers].map(([value, count]) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value)),
    lifecycle: ["active", "new", "nrnd", "obsolete"].flatMap((value) => {
      const count = lifecycle.get(value);
      return count ? [{ value, count }] : [];
    }),
    specs,
  };
  return { facets, total };
}
