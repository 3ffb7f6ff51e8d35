import { type SQL, and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { type Database } from "~/db/client.server";
import * as t from "~/db/schema";
import type { Locale, Localized } from "~/i18n/locales";
import { memoize } from "~/cache/content-cache.server";
import { type Facets, loadFacets } from "./product-facets.server";
import { needsKeyFilters, resolveKeyFilters } from "./facet-keys.server";
import { PAGE_SIZE, type ProductFilters } from "./product-filters";
import { crossReferenceMatches, type CrossReference, loadProductLinks, type ProductLinks } from "./product-links.server";
import { type Dimension, type ResolvedFilters, hasSearch, textHits } from "./product-query.server";
import {
  type FacetStrategyName,
  type ListStrategy,
  type ListStrategyName,
  chooseListStrategy,
  describeStrategies,
} from "~/catalogue/index/strategies.server";
import { resolveSearch } from "~/catalogue/search/search-terms.server";
import { type CatalogueContext, loadCatalogueContext, resolveFilters } from "./resolve-filters.server";
import { mediaUrl } from "~/media/media-url";
import { type KeySpec, keySpecsColumn } from "./key-specs.server";
import { type StoredSpecRow, type TypedSpec, showSpecs, typedSpecs } from "./attributes.server";
import { imageSource, type ImageSource } from "~/media/image-variants";
import { storedValueColumns } from "~/catalogue/specs/stored-value.server";
import type { Availability } from "~/availability/availability";
import { type AvailabilityRow, availabilityColumn, availabilityOf, listStockLocations } from "~/availability/availability.server";

export interface ProductSummary {
  id: number;
  partNumber: string;
  name: Localized;
  description: Localized;
  manufacturer: string;
  lifecycle: (typeof t.lifecycle.enumValues)[number];
  categorySlug: string;
  subcategorySlug: string | null;
  image: string | null;
  /** The first photo's responsive sources (srcset, width, height), when there is one. */
  imageSource: ImageSource | null;
  /** Values of the category's key specs, in its order (empty when it names none). */
  keySpecs: KeySpec[];
  /** Found by a search through another maker's part number: which one ("Finder 40.52.9.024"). */
  equivalentTo?: CrossReference;
  /** Stock per location, lead time, minimum and multiple; null without figures ("On request"). */
  availability: Availability | null;
}

export interface ProductList {
  items: ProductSummary[];
  total: number;
  facets: Facets;
  /** Slugs of the category, subcategory and application the URL named, when they exist. */
  selected: { category?: string; subcategory?: string; application?: string };
  context: CatalogueContext;
  /** The strategies that read the page and counted the facets, for the request log (describeStrategies). */
  strategies: string;
  /** The stock locations, for the "in stock" filter. */
  stockLocations: Array<{ key: string; name: Localized }>;
}

const firstImage = sql<{ key: string; width: number | null; height: number | null } | null>`(select json_build_object('key', m.storage_key, 'width', m.width, 'height', m.height)
  from product_images pi join media m on m.id = pi.media_id
  where pi.product_id = ${t.products.id} order by pi.position limit 1)`;

function summaries(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: t.products.id,
      partNumber: t.products.partNumber,
      name: t.products.name,
      description: t.products.description,
      manufacturer: t.products.manufacturer,
      lifecycle: t.products.lifecycle,
      categorySlug: t.categories.slug,
      subcategorySlug: t.subcategories.slug,
      firstImage,
      keySpecs: keySpecsColumn,
      availability: availabilityColumn(),
    })
    .from(t.products)
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .leftJoin(t.subcategories, eq(t.subcategories.id, t.products.subcategoryId))
    .where(where)
    .$dynamic();
}

type SummaryRow = { firstImage: { key: string; width: number | null; height: number | null } | null; keySpecs: StoredSpecRow[]; availability: AvailabilityRow | null } & Omit<
  ProductSummary,
  "image" | "imageSource" | "keySpecs" | "availability"
>;

// The summaries of a page of ids, in their order: one statement of one shape, named, so that a
// PostgreSQL connection parses it once and, after a few runs, keeps its plan (decision 079).
// PGlite runs it as any other statement.
const pageById = new WeakMap<Database, ReturnType<typeof preparePage>>();
const preparePage = (db: Database) => {
  const ids = sql`${sql.placeholder("ids")}::int[]`;
  return summaries(db, sql`${t.products.id} = any(${ids})`)
    .orderBy(sql`array_position(${ids}, ${t.products.id})`)
    .prepare("list_page_summaries");
};
function pageSummaries(db: Database, ids: number[]): Promise<SummaryRow[]> {
  if (!ids.length) return Promise.resolve([]);
  let page = pageById.get(db);
  if (!page) pageById.set(db, (page = preparePage(db)));
  return page.execute({ ids: `{${ids.join(",")}}` }) as Promise<SummaryRow[]>;
}

/** A list row as shown: its photo's sources, its key specs formatted in every language. */
const summaryOf = (attributes: CatalogueContext["attributeByKey"]) => ({ firstImage: first, keySpecs, availability, ...row }: SummaryRow): ProductSummary => {
  const source = first ? imageSource(first.key, first.width, first.height) : null;
  return { ...row, keySpecs: showSpecs(keySpecs, attributes), image: source?.src ?? null, imageSource: source, availability: availabilityOf(availability) };
};

/** The attributes by key (memoized with the catalogue context). */
const attributesOf = async (db: Database) => (await loadCatalogueContext(db)).attributeByKey;

/**
 * One page of active products for a filter set, the total, and the facet counts (each facet
 * counted with every other filter applied). `offset`/`limit` default to the cumulative
 * "load more" window of `filters.page`.
 */
export function listProducts(
  db: Database,
  filters: ProductFilters,
  locale: Locale,
  window: { offset: number; limit: number } = { offset: 0, limit: filters.page * PAGE_SIZE },
): Promise<ProductList> {
  const key = `products:${locale}:${window.offset}:${window.limit}:${JSON.stringify(filters)}`;
  return memoize(db, key, () => queryProducts(db, filters, locale, window));
}

/** The uncached query behind listProducts (benchmarks measure it). */
export async function queryProducts(
  db: Database,
  filters: ProductFilters,
  locale: Locale,
  window: { offset: number; limit: number },
  options: { /** Tests: read the page so (it must apply). */ listStrategy?: ListStrategyName; /** Tests: count facets so where it applies. */ facetStrategy?: FacetStrategyName } = {},
): Promise<ProductList> {
  const context = await loadCatalogueContext(db);
  const locations = await listStockLocations(db);
  const found = resolveFilters(filters, context, await resolveSearch(db, filters.q, locale));
  if (filters.inStock) found.stock = filters.inStock === "1" ? {} : { locationId: locations.find((l) => l.key === filters.inStock)?.id ?? null };
  // Free text: the list and its facets cover the best MAX_TEXT_HITS matches (textHits).
  const [matches, keys] = await Promise.all([textHits(db, found.search, locale), needsKeyFilters(found, hasSearch(found.search)) ? resolveKeyFilters(db, found) : undefined]);
  const resolved = { ...found, hits: matches?.ids, hitKeys: matches?.keys, keys };
  // Which read gives the page, and which counter each facet: the first strategy that applies
  // (app/catalogue/index/strategies.server.ts, docs/catalogue-index.md).
  const list = chooseListStrategy(resolved, filters.sort, options.listStrategy);
  const used = new Map<Dimension, FacetStrategyName>();
  // The page and the facet counts read the same resolved filters and nothing of each other: on
  // PostgreSQL they run on two connections at once (PGlite takes them in turn).
  const page = pageItems(db, list, resolved, filters, locale, window, context);
  // The page's statement is sent before the facets are counted: a search's facets are counted
  // here, from its hits' keys, and would otherwise hold the statement back (handled below).
  page.catch(() => {});
  await new Promise((resolve) => setImmediate(resolve));
  const [items, { facets, total }] = await Promise.all([page, loadFacets(db, resolved, context, { strategy: options.facetStrategy, used })]);
  const slug = (entries: Array<{ id: number; slug: string }>, id: number | null | undefined) =>
    entries.find((entry) => entry.id === id)?.slug;
  const selected = {
    category: slug(context.categories, resolved.categoryId),
    subcategory: slug(context.subcategories, resolved.subcategoryId),
    application: slug(context.applications, resolved.applicationId),
  };
  return {
    items,
    total,
    facets,
    selected,
    context,
    strategies: describeStrategies(list.name, used),
    stockLocations: locations.map(({ key, name }) => ({ key, name })),
  };
}

/** One page of the list as shown: read by the chosen strategy, with each item's "equivalent to" line. */
async function pageItems(
  db: Database,
  list: ListStrategy,
  resolved: ResolvedFilters,
  filters: ProductFilters,
  locale: Locale,
  window: { offset: number; limit: number },
  context: CatalogueContext,
): Promise<ProductSummary[]> {
  const read = await list.read(db, resolved, filters.sort, locale, window);
  // A search's "equivalent to" lines need only the page's ids: read beside the page when the list
  // read gave them (on PostgreSQL, on another of the pool's connections).
  const equivalents = async (ids: number[]) => (filters.q && ids.length ? crossReferenceMatches(db, ids, filters.q) : undefined);
  let rows: SummaryRow[];
  let matches: Awaited<ReturnType<typeof equivalents>>;
  if ("ids" in read) {
    [rows, matches] = await Promise.all([pageSummaries(db, read.ids), equivalents(read.ids)]);
  } else {
    rows = await summaries(db, read.where).orderBy(read.orderBy).limit(window.limit).offset(window.offset);
    matches = await equivalents(rows.map((row) => row.id));
  }
  const items = rows.map(summaryOf(context.attributeByKey));
  for (const item of items) {
    const match = matches?.get(item.id);
    if (match) item.equivalentTo = match;
  }
  return items;
}

export interface ProductDetail extends ProductSummary, ProductLinks {
  details: Localized;
  categoryName: Localized;
  subcategoryName: Localized | null;
  applications: Array<{ slug: string; name: Localized }>;
  /** Each attribute's values, formatted in every language and with their parts (numbers, unit). */
  specs: TypedSpec[];
  documents: Array<{ id: number; name: Localized; type: string; language: string | null; url: string; size: number; filename: string }>;
  images: Array<{ url: string; alt: Localized; source: ImageSource }>;
  updatedAt: Date;
}

/** An active product with everything its page shows, or undefined. */
export async function getProduct(db: Database, id: number): Promise<ProductDetail | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) return undefined;
  const [row] = await summaries(db, and(eq(t.products.id, id), eq(t.products.status, "active")));
  if (!row) return undefined;
  const [names] = await db
    .select({ details: t.products.details, updatedAt: t.products.updatedAt, categoryName: t.categories.name, subcategoryName: t.subcategories.name })
    .from(t.products)
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .leftJoin(t.subcategories, eq(t.subcategories.id, t.products.subcategoryId))
    .where(eq(t.products.id, id));
  const [applications, specs, documents, images, links] = await Promise.all([
    db
      .select({ slug: t.applications.slug, name: t.applications.name })
      .from(t.productApplications)
      .innerJoin(t.applications, eq(t.applications.id, t.productApplications.applicationId))
      .where(eq(t.productApplications.productId, id))
      .orderBy(asc(t.applications.position)),
    db
      .select({
        key: t.specAttributes.key,
        ...storedValueColumns,
      })
      .from(t.productSpecs)
      .innerJoin(t.specAttributes, eq(t.specAttributes.id, t.productSpecs.attributeId))
      .where(eq(t.productSpecs.productId, id))
      .orderBy(asc(t.productSpecs.position)),
    db
      .select({
        id: t.productDocuments.id,
        name: t.productDocuments.name,
        type: t.productDocuments.type,
        language: t.productDocuments.language,
        key: t.media.storageKey,
        size: t.media.size,
        filename: t.media.filename,
      })
      .from(t.productDocuments)
      .innerJoin(t.media, eq(t.media.id, t.productDocuments.mediaId))
      .where(eq(t.productDocuments.productId, id))
      .orderBy(asc(t.productDocuments.position)),
    db
      .select({ key: t.media.storageKey, alt: t.productImages.alt, width: t.media.width, height: t.media.height })
      .from(t.productImages)
      .innerJoin(t.media, eq(t.media.id, t.productImages.mediaId))
      .where(eq(t.productImages.productId, id))
      .orderBy(asc(t.productImages.position)),
    loadProductLinks(db, id),
  ]);
  const attributes = await attributesOf(db);
  return {
    ...summaryOf(attributes)(row),
    details: names!.details,
    updatedAt: names!.updatedAt,
    categoryName: names!.categoryName,
    subcategoryName: names!.subcategoryName,
    applications,
    specs: typedSpecs(specs, attributes),
    documents: documents.map(({ key, ...doc }) => ({ ...doc, url: mediaUrl(key)! })),
    images: images.map(({ key, alt, width, height }) => ({ url: mediaUrl(key)!, alt, source: imageSource(key, width, height) })),
    ...links,
  };
}

/** Other active products of the same subcategory (else category), for the product page. */
export async function listRelatedProducts(db: Database, product: ProductDetail, limit = 4): Promise<ProductSummary[]> {
  const [self] = await db
    .select({ categoryId: t.products.categoryId, subcategoryId: t.products.subcategoryId })
    .from(t.products)
    .where(eq(t.products.id, product.id));
  if (!self) return [];
  const scope = self.subcategoryId ? eq(t.products.subcategoryId, self.subcategoryId) : eq(t.products.categoryId, self.categoryId);
  const rows = await summaries(db, and(scope, ne(t.products.id, product.id), eq(t.products.status, "active")))
    .orderBy(asc(t.products.partNumber))
    .limit(limit);
  return rows.map(summaryOf(await attributesOf(db)));
}

/** Summaries of the given active products, in the order of `ids` (favourites, quote lists). */
export async function listProductsByIds(db: Database, ids: number[]): Promise<ProductSummary[]> {
  const wanted = ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2147483647).slice(0, 100);
  if (!wanted.length) return [];
  const rows = await summaries(db, and(inArray(t.products.id, wanted), eq(t.products.status, "active")));
  const toSummary = summaryOf(await attributesOf(db));
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
