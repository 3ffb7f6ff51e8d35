import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totalStock } from "~/availability/availability";
import { parseProductFilters } from "~/catalogue/products/product-filters";
import { getProduct, listProducts, listProductsByIds } from "~/catalogue/products/products.server";
import { contentChanged } from "~/cache/content-cache.server";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { createTestDatabase } from "../support/database";

// The list's "in stock" filter (anywhere, per location), its counts, the availability sort, and
// the figures on list items and the product page; the demo catalogue holds stock in Casablanca
// and Dubai, lead times, and products without figures.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const list = (query: string) => listProducts(handle.db, parseProductFilters(new URLSearchParams(query)), "en", { offset: 0, limit: 500 });
const inStockIds = async (location?: string) =>
  (
    await queryRows<{ id: number }>(
      handle.db,
      sql`select distinct p.id from products p join product_stock s on s.product_id = p.id join stock_locations l on l.id = s.location_id
        where p.status = 'active' and s.quantity > 0 ${location ? sql`and l.key = ${location}` : sql``} order by 1`,
    )
  ).map((r) => r.id);

describe("the in-stock filter", () => {
  it("lists only products with stock, anywhere or at a location, with totals and facets that agree", async () => {
    const all = await list("");
    const anywhere = await list("inStock=1");
    const expected = await inStockIds();
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(all.total);
    expect(anywhere.total).toBe(expected.length);
    expect(anywhere.items.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected);
    expect(anywhere.items.every((p) => totalStock(p.availability) > 0)).toBe(true);
    // The facets count within the filter: the categories add up to the total.
    expect(anywhere.facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(expected.length);

    const dubai = await list("inStock=dubai");
    expect(dubai.items.map((p) => p.id).sort((a, b) => a - b)).toEqual(await inStockIds("dubai"));
    expect(dubai.items.every((p) => p.availability!.stock.some((s) => s.location === "dubai" && s.quantity > 0))).toBe(true);
    // A location that does not exist matches nothing rather than being ignored.
    expect((await list("inStock=lagos")).total).toBe(0);
    // Words about it that mean "no filter".
    expect((await list("inStock=0")).total).toBe(all.total);
  });

  it("combines with a category, a maker and words", async () => {
    const category = all0(await list("inStock=1"));
    const within = await list(`inStock=1&category=${category}`);
    expect(within.total).toBeGreaterThan(0);
    expect(within.items.every((p) => p.categorySlug === category && totalStock(p.availability) > 0)).toBe(true);
    const maker = within.items[0]!.manufacturer;
    const byMaker = await list(`inStock=1&category=${category}&manufacturer=${encodeURIComponent(maker)}`);
    expect(byMaker.items.every((p) => p.manufacturer === maker && totalStock(p.availability) > 0)).toBe(true);
    const words = await list("q=relay&inStock=1");
    expect(words.items.every((p) => totalStock(p.availability) > 0)).toBe(true);
    expect(words.total).toBeLessThan((await list("q=relay")).total);
  });
});

const all0 = (l: Awaited<ReturnType<typeof list>>) => l.items[0]!.categorySlug;

describe("the availability sort", () => {
  it("puts the most in stock first, then the shortest lead time, then On request", async () => {
    const sorted = (await list("sort=availability")).items;
    const rank = (p: (typeof sorted)[number]) => {
      const stock = totalStock(p.availability);
      const lead = p.availability?.leadTime ? p.availability.leadTime.max * (p.availability.leadTime.unit === "weeks" ? 7 : 1) : Infinity;
      return [stock > 0 ? -stock : 0, stock > 0 ? 0 : lead];
    };
    for (let i = 1; i < sorted.length; i++) {
      const [a, b] = [rank(sorted[i - 1]!), rank(sorted[i]!)];
      expect(a[0]! < b[0]! || (a[0] === b[0] && a[1]! <= b[1]!), `${sorted[i - 1]!.partNumber} before ${sorted[i]!.partNumber}`).toBe(true);
    }
    expect(sorted.at(-1)!.availability).toBeNull();
  });
});

describe("the figures on items and pages", () => {
  it("carries the same availability on the list, the page and the quote list, and a change shows once the content changes", async () => {
    const [first] = (await list("inStock=casablanca")).items;
    const page = await getProduct(handle.db, first!.id);
    expect(page!.availability).toEqual(first!.availability);
    expect((await listProductsByIds(handle.db, [first!.id]))[0]!.availability).toEqual(first!.availability);
    await handle.db.execute(sql`update product_stock set quantity = 0 where product_id = ${first!.id}`);
    contentChanged();
    expect((await list("inStock=1")).items.map((p) => p.id)).not.toContain(first!.id);
  });
});
