import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import * as t from "~/db/schema";
import { locales } from "~/i18n/locales";
import { URLS_PER_FILE, buildSitemap } from "~/seo/sitemap.server";
import { createTestDatabase } from "../support/database";

// The sitemap protocol allows 50,000 URLs per file, and each product is one URL per language: a
// catalogue of 100,000 products needs an index of parts. The demo fits in one file; the parts are
// proved here with a small file size on the demo catalogue.
const origin = "https://shop.example";
let handle: DatabaseHandle;
let productIds: number[];
beforeAll(async () => {
  handle = await createTestDatabase();
  productIds = (await handle.db.select({ id: t.products.id }).from(t.products).where(eq(t.products.status, "active"))).map((row) => row.id).sort((a, b) => a - b);
});
afterAll(() => handle?.close());

const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const productsIn = (xml: string) =>
  locs(xml).flatMap((loc) => {
    const id = /^https:\/\/shop\.example\/products\/(\d+)$/.exec(loc)?.[1];
    return id ? [Number(id)] : [];
  });

describe("sitemap.xml", () => {
  it("is one file while every URL fits, each product with its picture", async () => {
    expect(URLS_PER_FILE).toBeLessThanOrEqual(50_000);
    const xml = (await buildSitemap(handle.db, origin))!;
    expect(xml).toContain("<urlset ");
    expect(productsIn(xml)).toEqual(productIds);
    expect(xml.match(/<image:loc>https:\/\/shop\.example\/media\/[\w-]+\.webp<\/image:loc>/g)).toHaveLength(locales.length * productIds.length);
  });

  it("becomes an index of parts beyond a file's size: every page and product in exactly one part, none over the size", async () => {
    const size = 100;
    const index = (await buildSitemap(handle.db, origin, undefined, size))!;
    expect(index).toContain("<sitemapindex ");
    const parts = [...index.matchAll(/<sitemap><loc>https:\/\/shop\.example\/sitemap\.xml\?part=([\w-]+)<\/loc><\/sitemap>/g)].map((m) => m[1]!);
    const perPart = Math.floor(size / locales.length); // one URL per product in each language (the demo has them all on)
    expect(parts).toEqual(["pages", ...Array.from({ length: Math.ceil(productIds.length / perPart) }, (_, i) => `products-${i + 1}`)]);
    expect(parts.length).toBeGreaterThan(3);
    const seen: number[] = [];
    const pages: string[] = [];
    for (const part of parts) {
      const xml = (await buildSitemap(handle.db, origin, part, size))!;
      expect(xml, part).toContain("<urlset ");
      expect(locs(xml).length, part).toBeLessThanOrEqual(size);
      seen.push(...productsIn(xml));
      if (part === "pages") pages.push(...locs(xml));
      else expect(xml.match(/<image:image>/g)?.length, part).toBe(locs(xml).length);
    }
    expect(seen).toEqual(productIds);
    expect(pages).toContain("https://shop.example/fr/contact");
    expect(pages.some((loc) => loc.includes("/products?category="))).toBe(true);
    expect(pages.some((loc) => loc.includes("/blog/"))).toBe(true);
  });

  it("has no part beyond the last, nor of another name", async () => {
    const size = 100;
    const last = Math.ceil(productIds.length / Math.floor(size / locales.length));
    for (const part of [`products-${last + 1}`, "products-0", "products-01", "products-", "products-1x", "page", "", "products-9999999"]) {
      expect(await buildSitemap(handle.db, origin, part, size), part).toBeUndefined();
    }
    expect(await buildSitemap(handle.db, origin, `products-${last}`, size)).toContain("<urlset ");
  });
});
