import { type SQL, asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applications, categories, media, subcategories } from "~/db/schema";
import type { Localized } from "~/i18n/locales";
import { taxonomySlug } from "~/i18n/taxonomy";
import { imageSource } from "~/media/image-variants";
import { memoize } from "~/cache/content-cache.server";

export interface TaxonomyEntry {
  id: number;
  slug: string;
  aliases: string[];
  name: Localized;
}

export interface CategoryEntry extends TaxonomyEntry {
  description: Localized;
  featured: boolean;
  position: number;
  image: string | null;
  /** Responsive widths of an uploaded image, for `srcset`. */
  imageSrcSet: string | null;
  productCount: number;
  /** Keys of the up to three spec attributes its product cards and table show. */
  keySpecs: string[];
}

export interface SubcategoryEntry extends TaxonomyEntry {
  categoryId: number;
  categorySlug: string;
  position: number;
  productCount: number;
}

export interface ApplicationEntry extends TaxonomyEntry {
  description: Localized;
  position: number;
  image: string | null;
  imageSrcSet: string | null;
}

function entryImage(storageKey: string | null, width: number | null, height: number | null) {
  if (!storageKey) return { image: null, imageSrcSet: null };
  const source = imageSource(storageKey, width, height);
  return { image: source.src, imageSrcSet: source.srcSet ?? null };
}

// Active products per category or subcategory, from the whole catalogue's facet_counts (kept by
// triggers, decision 016) instead of counting the products table on every cache miss.
const activeProducts = (dimension: "category" | "subcategory", id: SQL) =>
  sql<number>`coalesce((select f.n from facet_counts f where f.scope = 0 and f.dimension = ${dimension}
    and f.value = ${id}::text and f.number = 'NaN'), 0)::int`;

async function queryCategories(db: Database, onlyFeatured: boolean): Promise<CategoryEntry[]> {
  const { id, slug, aliases, name, description, featured, position, keySpecs } = getTableColumns(categories);
  const rows = await db
    .select({
      id,
      slug,
      aliases,
      name,
      description,
      featured,
      position,
      keySpecs,
      storageKey: media.storageKey,
      imageWidth: media.width,
      imageHeight: media.height,
      productCount: activeProducts("category", sql`${categories.id}`),
    })
    .from(categories)
    .leftJoin(media, eq(media.id, categories.imageId))
    .where(onlyFeatured ? eq(categories.featured, true) : undefined)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map(({ storageKey, imageWidth, imageHeight, ...row }) => ({ ...row, ...entryImage(storageKey, imageWidth, imageHeight) }));
}

export const listCategories = (db: Database) => memoize(db, "categories", () => queryCategories(db, false));
export const listFeaturedCategories = (db: Database) => memoize(db, "featured-categories", () => queryCategories(db, true));
export const listSubcategories = (db: Database) => memoize(db, "subcategories", () => querySubcategories(db));
export const listApplications = (db: Database) => memoize(db, "applications", () => queryApplications(db));

async function querySubcategories(db: Database): Promise<SubcategoryEntry[]> {
  const { id, slug, aliases, name, categoryId, position } = getTableColumns(subcategories);
  return db
    .select({
      id,
      slug,
      aliases,
      name,
      categoryId,
      categorySlug: categories.slug,
      position,
      productCount: activeProducts("subcategory", sql`${subcategories.id}`),
    })
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .orderBy(asc(categories.position), asc(subcategories.position), asc(subcategories.id));
}

async function queryApplications(db: Database): Promise<ApplicationEntry[]> {
  const { id, slug, aliases, name, description, position } = getTableColumns(applications);
  const rows = await db
    .select({ id, slug, aliases, name, description, position, storageKey: media.storageKey, imageWidth: media.width, imageHeight: media.height })
    .from(applications)
    .leftJoin(media, eq(media.id, applications.imageId))
    .orderBy(asc(applications.position), asc(applications.id));
  return rows.map(({ storageKey, imageWidth, imageHeight, ...row }) => ({ ...row, ...entryImage(storageKey, imageWidth, imageHeight) }));
}

/**
 * The entry a slug, an alternate spelling or a name (in any language, URL-decoded) refers to:
 * "solide-state-relays", "Solid State Relays" and "Relais statiques" all find one category.
 * Falls back to the closest entry whose slug contains the wanted one or is contained in it.
 */
export function matchTaxonomy<T extends TaxonomyEntry>(entries: T[], value: string): T | undefined {
  const exact = findTaxonomy(entries, value);
  if (exact) return exact;
  const wanted = taxonomySlug(value);
  if (!wanted) return undefined;
  let best: { entry: T; distance: number } | undefined;
  for (const entry of entries) {
    for (const spelling of spellings(entry)) {
      if (!spelling || !(spelling.includes(wanted) || wanted.includes(spelling))) continue;
      const distance = Math.abs(spelling.length - wanted.length);
      if (!best || distance < best.distance) best = { entry, distance };
    }
  }
  return best?.entry;
}

const spellings = (entry: TaxonomyEntry) => [
  entry.slug,
  ...entry.aliases,
  ...Object.values(entry.name).map((name) => taxonomySlug(name ?? "")),
];

/**
 * findTaxonomy for many values: every spelling of the entries (the first entry wins a shared one)
 * slugged once, not once per value looked up (an import looks up three values per row).
 */
export function taxonomyFinder<T extends TaxonomyEntry>(entries: T[]): (value: string) => T | undefined {
  const bySpelling = new Map<string, T>();
  for (const entry of entries) {
    for (const spelling of spellings(entry)) if (spelling && !bySpelling.has(spelling)) bySpelling.set(spelling, entry);
  }
  return (value) => bySpelling.get(taxonomySlug(value));
}

/** The entry a slug, alternate spelling or name names exactly; no guessing (imports, admin forms). */
export function findTaxonomy<T extends TaxonomyEntry>(entries: T[], value: string): T | undefined {
  return taxonomyFinder(entries)(value);
}
