import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import * as t from "~/db/schema";
import { type Locale, alternates as alternatesOf, locales as allLocales, localizePath } from "~/i18n/locales";
import { listPublishedArticles } from "~/news/articles.server";
import { getSiteSettings, siteLanguages } from "~/settings/settings.server";

// Public pages worth indexing; favourites, the admin contact and text editing are not.
const staticPages = ["/", "/products", "/about", "/aerospace", "/services", "/applications", "/catalogues", "/contact", "/blog", "/privacy", "/terms", "/cookies"];

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A page in each language; `paths` when its path differs by more than the prefix (articles). */
function entry(origin: string, path: string, lastmod?: Date, locales: readonly Locale[] = allLocales, paths?: Partial<Record<Locale, string>>): string {
  const pathIn = (locale: Locale) => paths?.[locale] ?? path;
  const alternates = alternatesOf(pathIn, locales)
    .map(({ hrefLang, path }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(origin + path)}"/>`)
    .join("");
  return locales
    .map((locale) => {
      const [pathname = "/", query] = pathIn(locale).split("?");
      const loc = origin + localizePath(pathname, locale) + (query ? `?${query}` : "");
      return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}${alternates}</url>`;
    })
    .join("\n");
}

/** sitemap.xml: every public page, category and active product, in both languages. */
export async function buildSitemap(db: Database, origin: string): Promise<string> {
  // Only the languages the settings offer: the others' URLs redirect.
  const { enabled } = siteLanguages((await getSiteSettings(db)).row);
  const [categories, products, articles] = await Promise.all([
    db.select({ slug: t.categories.slug }).from(t.categories).orderBy(asc(t.categories.position)),
    db.select({ id: t.products.id, updatedAt: t.products.updatedAt }).from(t.products).where(eq(t.products.status, "active")).orderBy(asc(t.products.id)),
    listPublishedArticles(db, { perPage: 1000 }),
  ]);
  const urls = [
    ...staticPages.map((path) => entry(origin, path, undefined, enabled)),
    ...categories.map((c) => entry(origin, `/products?category=${encodeURIComponent(c.slug)}`, undefined, enabled)),
    ...products.map((p) => entry(origin, `/products/${p.id}`, p.updatedAt, enabled)),
    ...articles.items.map((a) =>
      entry(origin, `/blog/${a.slug.en}`, a.publishedAt, enabled, Object.fromEntries(Object.entries(a.slug).map(([l, slug]) => [l, `/blog/${slug}`]))),
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}
