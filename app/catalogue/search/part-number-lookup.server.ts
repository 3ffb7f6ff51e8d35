import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { normalizePartNumber } from "~/catalogue/index/part-number";

export type PartNumberLookup = { kind: "product"; id: number } | { kind: "ambiguous"; query: string } | { kind: "none" };

/**
 * What a part number typed in a URL (/products/sr2b-121bd) names among active products: one
 * product (same letters and digits), several (or only longer part numbers starting with it:
 * the search decides), or nothing.
 */
export async function lookUpPartNumber(db: Database, value: string): Promise<PartNumberLookup> {
  const normalized = normalizePartNumber(value).slice(0, 100);
  if (!normalized) return { kind: "none" };
  const rows = await queryRows<{ id: number; exact: boolean }>(
    db,
    sql`select id, part_number_normalized = ${normalized} as exact from products
      where status = 'active' and part_number_normalized like ${`${normalized}%`}
      order by exact desc, id limit 3`,
  );
  const exact = rows.filter((row) => row.exact);
  if (exact.length === 1) return { kind: "product", id: exact[0]!.id };
  return rows.length ? { kind: "ambiguous", query: value.slice(0, 100) } : { kind: "none" };
}
