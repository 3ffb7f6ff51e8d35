import { and, desc, asc, count, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";

/** The manufacturers of the active catalogue, those with the most products first. */
export async function listManufacturers(db: Database): Promise<string[]> {
  const rows = await db
    .select({ name: products.manufacturer, products: count() })
    .from(products)
    .where(and(eq(products.status, "active"), ne(products.manufacturer, "")))
    .groupBy(products.manufacturer)
    .orderBy(desc(count()), asc(products.manufacturer));
  return rows.map((row) => row.name);
}
