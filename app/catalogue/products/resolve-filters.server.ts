import type { Database } from "~/db/client.server";
import { memoize } from "~/cache/content-cache.server";
import { type AttributeSets, type SpecAttribute, attributesByKey, listAttributeSets, listSpecAttributes } from "./attributes.server";
import { findOption, readSpecValue } from "~/catalogue/specs/spec-values";
import type { SearchQuery } from "~/catalogue/search/search-query";
import type { ProductFilters } from "./product-filters";
import type { ResolvedFilters } from "./product-query.server";
import {
  type ApplicationEntry,
  type CategoryEntry,
  type SubcategoryEntry,
  type TaxonomyEntry,
  listApplications,
  listCategories,
  listSubcategories,
  matchTaxonomy,
} from "~/catalogue/taxonomy/taxonomy.server";

export interface CatalogueContext {
  categories: CategoryEntry[];
  subcategories: SubcategoryEntry[];
  applications: ApplicationEntry[];
  attributes: SpecAttribute[];
  /** Which attributes each product family has, filters and required ones. */
  attributeSets: AttributeSets;
  attributeByKey: ReadonlyMap<string, SpecAttribute>;
}

/** The taxonomy and attributes, kept in memory until the catalogue changes. */
export function loadCatalogueContext(db: Database): Promise<CatalogueContext> {
  return memoize(db, "catalogue-context", async () => {
    const [categories, subcategories, applications, attributes, attributeSets] = await Promise.all([
      listCategories(db),
      listSubcategories(db),
      listApplications(db),
      listSpecAttributes(db),
      listAttributeSets(db),
    ]);
    return { categories, subcategories, applications, attributes, attributeSets, attributeByKey: attributesByKey(attributes) };
  });
}

/**
 * Turns the URL's names, slugs and alternate spellings into ids. A value that names nothing
 * becomes `null` (no product matches it) rather than being ignored, so that a wrong link does
 * not silently show the whole catalogue.
 */
export function resolveFilters(filters: ProductFilters, context: CatalogueContext, search: SearchQuery | null): ResolvedFilters {
  const id = (entries: TaxonomyEntry[], value: string) =>
    value ? (matchTaxonomy(entries, value)?.id ?? null) : undefined;
  const attribute = new Map(context.attributes.map((a) => [a.key, a]));
  return {
    search,
    categoryId: id(context.categories, filters.category),
    subcategoryId: id(context.subcategories, filters.subcategory),
    applicationId: id(context.applications, filters.application),
    manufacturer: filters.manufacturer,
    lifecycle: filters.lifecycle,
    specs: Object.entries(filters.specs).flatMap(([key, values]) => {
      const found = attribute.get(key);
      return found ? [{ attributeId: found.id, values: [...new Set(values.map((value) => filterValue(found, value)))] }] : [];
    }),
    ranges: Object.entries(filters.ranges).flatMap(([key, range]) => {
      const found = attribute.get(key);
      return found && found.type === "quantity" ? [{ attributeId: found.id, ...range, attribute: found }] : [];
    }),
  };
}

/**
 * A filter value of the URL as stored: an option's key whatever name or language the link uses
 * ("2 RT", "2 CO" and "2co" are one value), a quantity in its canonical notation ("24 V CC" ->
 * "24 V DC"). A value that reads as nothing stays as written (and matches nothing).
 */
export function filterValue(attribute: SpecAttribute, value: string): string {
  if (attribute.type === "choice") return findOption(attribute, value)?.key ?? value;
  if (attribute.type === "text") return value;
  const read = readSpecValue(attribute, { value });
  return read.ok && read.entries.length === 1 ? read.entries[0]!.value : value;
}
