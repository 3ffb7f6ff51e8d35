import type { Database } from "~/db/client.server";
import * as t from "~/db/schema";
import { type Locale, type Localized, pickLocalized } from "~/i18n/locales";
import { taxonomySlug } from "~/i18n/taxonomy";
import { inArray } from "drizzle-orm";
import { crossReferenceMatches, type CrossReference } from "./product-links.server";
import { idsOrder, rankedMatches } from "./product-query.server";
import { resolveSearch } from "~/catalogue/search/search-terms.server";
import { memoize } from "~/cache/content-cache.server";
import { didYouMean } from "./did-you-mean.server";
import { listCategories } from "~/catalogue/taxonomy/taxonomy.server";

export interface SearchSuggestions {
  products: Array<{ id: number; partNumber: string; name: Localized; manufacturer: string; equivalentTo?: CrossReference }>;
  categories: Array<{ slug: string; name: Localized; productCount: number }>;
  /** Other searches to offer when no product matches ("RXM4AB1BD" -> RXM4AB2BD; didYouMean). */
  didYouMean: string[];
}

const MAX_PRODUCTS = 6;
/**
 * Suggestions rank the first 100 matches of each kind (the list ranks MAX_RANKED): six are shown,
 * and the kinds that rank highest (part-number prefix, values carried by specs) have their own.
 */
export const MAX_RANKED_SUGGESTIONS = 100;
const MAX_CATEGORIES = 3;

/** Suggestions while typing: products (part-number matches first), then categories by name. */
export function searchSuggestions(db: Database, q: string, locale: Locale): Promise<SearchSuggestions> {
  const query = q.trim().slice(0, 100);
  return memoize(db, `search:${locale}:${query}`, () => querySuggestions(db, query, locale));
}

/** The uncached query behind searchSuggestions. */
export async function querySuggestions(db: Database, query: string, locale: Locale): Promise<SearchSuggestions> {
  const search = await resolveSearch(db, query, locale);
  if (!search) return { products: [], categories: [], didYouMean: [] };
  const best = (await rankedMatches(db, search, locale, MAX_PRODUCTS, MAX_RANKED_SUGGESTIONS)) ?? [];
  const products = best.length
    ? await db
        .select({ id: t.products.id, partNumber: t.products.partNumber, name: t.products.name, manufacturer: t.products.manufacturer })
        .from(t.products)
        .where(inArray(t.products.id, best))
        .orderBy(idsOrder(best))
    : [];
  const matches = await crossReferenceMatches(db, products.map((p) => p.id), query);
  const wanted = taxonomySlug(query);
  const categories = wanted
    ? (await listCategories(db))
        .filter((c) => [c.slug, ...Object.values(c.name).map((n) => taxonomySlug(n ?? ""))].some((s) => s.includes(wanted)))
        .sort((a, b) => pickLocalized(a.name, locale).localeCompare(pickLocalized(b.name, locale)))
        .slice(0, MAX_CATEGORIES)
        .map(({ slug, name, productCount }) => ({ slug, name, productCount }))
    : [];
  return {
    products: products.map((p) => (matches.has(p.id) ? { ...p, equivalentTo: matches.get(p.id) } : p)),
    categories,
    didYouMean: products.length ? [] : await didYouMean(db, query, locale),
  };
}

