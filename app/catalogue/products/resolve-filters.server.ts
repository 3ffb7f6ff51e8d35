import type { Database } from "~/db/client.server";
import { memoize } from "~/cache/content-cache.server";
import { type SpecAttribute, listSpecAttributes } from "./attributes.server";
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
}

/** The taxonomy and attributes, kept in memory until the catalogue changes. */
export function loadCatalogueContext(db: Database): Promise<CatalogueContext> {
  return memoize(db, "catalogue-context", async () => {
    const [categories, subcategories, applications, attributes] = await Promise.all([
      listCategories(db),
      listSubcategories(db),
      listApplications(db),
      listSpecAttributes(db),
    ]);
    return { categories, subcategories, applications, attributes };
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
      return found ? [{ attributeId: found.id, values }] : [];
    }),
    ranges: Object.entries(filters.ranges).flatMap(([key, range]) => {
      const found = attribute.get(key);
      return found && found.kind === "number" ? [{ attributeId: found.id, ...range }] : [];
    }),
  };
}
