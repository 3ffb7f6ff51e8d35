import type { Database } from "~/db/client.server";
import type { Localized } from "~/i18n/locales";
import { getProduct, type ProductDetail } from "./products.server";

export interface CompareRow {
  key: string;
  name: Localized;
  /** One value per product, in column order; null where the product has no such specification. */
  values: Array<Localized | null>;
  /** The values are not all the same (a missing value counts as different). */
  differs: boolean;
}

export interface Comparison {
  products: ProductDetail[];
  rows: CompareRow[];
}

const same = (value: Localized | null) => (value?.en ?? "").trim().toLowerCase();

/**
 * The active products among `ids` (in that order) and a row per specification any of them has,
 * in the order they first appear.
 */
export async function compareProducts(db: Database, ids: number[]): Promise<Comparison> {
  const found = await Promise.all(ids.map((id) => getProduct(db, id)));
  const products = found.filter((p): p is ProductDetail => p !== undefined);
  const rows = new Map<string, CompareRow>();
  for (const [column, product] of products.entries()) {
    for (const spec of product.specs) {
      let row = rows.get(spec.key);
      if (!row) rows.set(spec.key, (row = { key: spec.key, name: spec.name, values: products.map(() => null), differs: false }));
      row.values[column] = spec.value;
    }
  }
  for (const row of rows.values()) row.differs = new Set(row.values.map(same)).size > 1;
  return { products, rows: [...rows.values()] };
}
