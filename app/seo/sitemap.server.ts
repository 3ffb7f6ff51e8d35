import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import * as t from "~/db/schema";
import { type Locale, locales as allLocales, localizePath } from "~/i18n/locales";
import { getSiteSettings, siteLanguages } from "~/settings/settings.server";

// Public pages worth indexing; favourites, the admin contact and text editing are not.
const staticPages = ["/", "/products", "/about", "/aerospace", "/services", "/applications", "/catalogues", "/contact", "/blog", "/privacy", "/terms", "/cookies"];

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function entry(origin: string, path: string, lastmod?: Date, locales: readonly Locale[] = allLocales): string {
  const alternates = locales
    .map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + localizePath(path, locale))}"/>`)
    .join("");
  const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`;
  return locales
    .map((locale) => {
      const [pathname = "/", query] = path.split("?");
      const loc = origin + localizePath(pathname, locale) + (query ? `?${query}` : "");
      return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}${alternates}${xDefault}</url>`;
    })
    .join("\n");
}

/** sitemap.xml: every public page, category and active product, in both languages. */
export async function buildSitemap(db: Database, origin: string): Promise<string> {
  // Only the languages the settings offer: the others' URLs redirect.
  const { enabled } = siteLanguages((await getSiteSettings(db)).row);
  const [categories, products] = await Promise.all([
    db.select({ slug: t.categories.slug }).from(t.categories).orderBy(asc(t.categories.position)),
    db.select({ id: t.products.id, updatedAt: t.products.updatedAt }).from(t.products).where(eq(t.products.status, "active")).orderBy(asc(t.products.id)),
  ]);
  const urls = [
    ...staticPages.map((path) => entry(origin, path, undefined, enabled)),
    ...categories.map((c) => entry(origin, `/products?category=${encodeURIComponent(c.slug)}`, undefined, enabled)),
    ...products.map((p) => entry(origin, `/products/${p.id}`, p.updatedAt, enabled)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}
