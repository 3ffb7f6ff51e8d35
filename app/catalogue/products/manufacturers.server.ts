import { and, desc, asc, count, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";
import { memoize } from "~/cache/content-cache.server";

/** The manufacturers of the active catalogue, those with the most products first, with their product counts. */
function manufacturerCounts(db: Database) {
  return db
    .select({ name: products.manufacturer, products: count() })
    .from(products)
    .where(and(eq(products.status, "active"), ne(products.manufacturer, "")))
    .groupBy(products.manufacturer)
    .orderBy(desc(count()), asc(products.manufacturer));
}

/**
 * What the About page claims of the catalogue, counted from it rather than written by hand, so a
 * figure can never promise more references than the site lists.
 */
export function catalogueFigures(db: Database): Promise<{ manufacturers: string[]; references: number }> {
  return memoize(db, "catalogue-figures", async () => {
    const rows = await manufacturerCounts(db);
    const [all] = await db.select({ value: count() }).from(products).where(eq(products.status, "active"));
    return { manufacturers: rows.map((row) => row.name), references: all?.value ?? 0 };
  });
}
