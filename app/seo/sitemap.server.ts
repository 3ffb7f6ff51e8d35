import { asc, count, eq, sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { intArray } from "~/db/sql-arrays";
import * as t from "~/db/schema";
import { type Locale, alternates as alternatesOf, locales as allLocales, localizePath } from "~/i18n/locales";
import { mediaUrl } from "~/media/media-url";
import { listPublishedArticles } from "~/news/articles.server";
import { getSiteSettings, siteLanguages } from "~/settings/settings.server";

// Public pages worth indexing; favourites, the admin contact and text editing are not.
const staticPages = ["/", "/products", "/about", "/aerospace", "/services", "/applications", "/catalogues", "/contact", "/blog", "/privacy", "/terms", "/cookies"];

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A page in each language; `paths` when its path differs by more than the prefix (articles); `image`, its main picture's address. */
function entry(
  origin: string,
  path: string,
  lastmod?: Date,
  locales: readonly Locale[] = allLocales,
  paths?: Partial<Record<Locale, string>>,
  image?: string,
): string {
  const pathIn = (locale: Locale) => paths?.[locale] ?? path;
  const alternates = alternatesOf(pathIn, locales)
    .map(({ hrefLang, path }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(origin + path)}"/>`)
    .join("");
  return locales
    .map((locale) => {
      const [pathname = "/", query] = pathIn(locale).split("?");
      const loc = origin + localizePath(pathname, locale) + (query ? `?${query}` : "");
      const picture = image ? `<image:image><image:loc>${escapeXml(origin + image)}</image:loc></image:image>` : "";
      return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}${alternates}${picture}</url>`;
    })
    .join("\n");
}

/**
 * Each listed product's first picture (the gallery's first position), as Google's image sitemap
 * names it: the stored image itself, the largest rendition.
 */
async function firstPictures(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ productId: number; storageKey: string }>(
    db,
    sql`select distinct on (pi.product_id) pi.product_id as "productId", m.storage_key as "storageKey"
      from product_images pi join media m on m.id = pi.media_id
      where pi.product_id = any(${intArray(ids)})
      order by pi.product_id, pi.position, pi.id`,
  );
  return new Map(rows.map((row) => [row.productId, mediaUrl(row.storageKey)!]));
}

/**
 * The protocol's limit is 50,000 URLs (and 50 MB) per file; each product is one URL per language.
 * A catalogue whose URLs fit in one file gets one; a larger one gets an index of parts:
 * `?part=pages` (pages, categories, articles) and `?part=products-N` (products by id, in files
 * of URLS_PER_FILE URLs).
 */
export const URLS_PER_FILE = 40_000;

const urlset = (urls: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
${urls.join("\n")}
</urlset>
`;

const activeProducts = eq(t.products.status, "active");

async function pageUrls(db: Database, origin: string, enabled: readonly Locale[]): Promise<string[]> {
  const [categories, articles] = await Promise.all([
    db.select({ slug: t.categories.slug }).from(t.categories).orderBy(asc(t.categories.position)),
    listPublishedArticles(db, { perPage: 1000 }),
  ]);
  return [
    ...staticPages.map((path) => entry(origin, path, undefined, enabled)),
    ...categories.map((c) => entry(origin, `/products?category=${encodeURIComponent(c.slug)}`, undefined, enabled)),
    ...articles.items.map((a) =>
      entry(origin, `/blog/${a.slug.en}`, a.publishedAt, enabled, Object.fromEntries(Object.entries(a.slug).map(([l, slug]) => [l, `/blog/${slug}`]))),
    ),
  ];
}

/** The active products from `offset` (by id), each in every language with its picture. */
async function productUrls(db: Database, origin: string, enabled: readonly Locale[], window?: { offset: number; limit: number }): Promise<string[]> {
  const query = db.select({ id: t.products.id, updatedAt: t.products.updatedAt }).from(t.products).where(activeProducts).orderBy(asc(t.products.id));
  const products = window ? await query.limit(window.limit).offset(window.offset) : await query;
  const pictures = await firstPictures(db, products.map((p) => p.id));
  return products.map((p) => entry(origin, `/products/${p.id}`, p.updatedAt, enabled, undefined, pictures.get(p.id)));
}

/**
 * sitemap.xml: every public page, category and active product (with its picture), in each
 * language the settings offer (the others' URLs redirect); for a large catalogue, its index or
 * one of its parts (`part`). Undefined for a part that does not exist.
 */
export async function buildSitemap(db: Database, origin: string, part?: string, urlsPerFile = URLS_PER_FILE): Promise<string | undefined> {
  const { enabled } = siteLanguages((await getSiteSettings(db)).row);
  const perFile = Math.max(1, Math.floor(urlsPerFile / enabled.length));
  const [{ n: productCount }] = (await db.select({ n: count() }).from(t.products).where(activeProducts)) as [{ n: number }];
  if (part === undefined) {
    const pages = await pageUrls(db, origin, enabled);
    if ((pages.length + productCount) * enabled.length <= urlsPerFile) return urlset([...pages, ...(await productUrls(db, origin, enabled))]);
    const parts = ["pages", ...Array.from({ length: Math.ceil(productCount / perFile) }, (_, i) => `products-${i + 1}`)];
    return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${parts.map((name) => `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${name}`)}</loc></sitemap>`).join("\n")}
</sitemapindex>
`;
  }
  if (part === "pages") return urlset(await pageUrls(db, origin, enabled));
  const number = /^products-([1-9]\d{0,5})$/.exec(part)?.[1];
  if (!number || (Number(number) - 1) * perFile >= productCount) return undefined;
  return urlset(await productUrls(db, origin, enabled, { offset: (Number(number) - 1) * perFile, limit: perFile }));
}
