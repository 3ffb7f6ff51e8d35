import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { formatRow, UTF8_BOM } from "~/csv/csv-format";
import { type Database, queryRows } from "~/db/client.server";
import { normalizePartNumber, toPrefixTsquery } from "./part-number";
import { lifecycleStates } from "./product-filters";
import { PRODUCT_CSV_COLUMNS, productToCells } from "./product-csv-columns";
import { readProductInputs } from "./product-inputs.server";
import { loadCatalogueContext } from "./resolve-filters.server";
import { matchTaxonomy } from "./taxonomy.server";

/** The admin product list's filters, as the export takes them from its URL. */
export const exportFiltersSchema = z.object({
  q: z.string().trim().max(200).catch(""),
  category: z.string().trim().max(200).catch(""),
  status: z.enum(["active", "inactive", ""]).catch(""),
  lifecycle: z.enum([...lifecycleStates, ""]).catch(""),
});
export type ExportFilters = z.infer<typeof exportFiltersSchema>;

const PAGE = 500;

async function exportConditions(db: Database, filters: ExportFilters): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (filters.category) {
    const category = matchTaxonomy((await loadCatalogueContext(db)).categories, filters.category);
    conditions.push(category ? sql`category_id = ${category.id}` : sql`false`);
  }
  if (filters.status) conditions.push(sql`status::text = ${filters.status}`);
  if (filters.lifecycle) conditions.push(sql`lifecycle::text = ${filters.lifecycle}`);
  if (filters.q) {
    const part = normalizePartNumber(filters.q);
    const words = toPrefixTsquery(filters.q);
    const either: SQL[] = [];
    if (part) either.push(sql`part_number_normalized like ${`%${part}%`}`);
    if (words) either.push(sql`search_document @@ (to_tsquery('simple', ${words}) || to_tsquery('english', ${words}) || to_tsquery('french', ${words}))`);
    conditions.push(either.length ? sql`(${sql.join(either, sql` or `)})` : sql`false`);
  }
  return conditions;
}

async function mediaKeys(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: number; storage_key: string }>(
    db,
    sql`select id, storage_key from media where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.storage_key]));
}

/**
 * The catalogue (or the filtered part of it) as CSV: a UTF-8 BOM, the header, then one row per
 * product, read 500 products at a time as the client takes them, in id (creation) order.
 */
export function exportProductsCsv(db: Database, filters: ExportFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = 0;
  let conditions: SQL[] | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        conditions = await exportConditions(db, filters);
        controller.enqueue(encoder.encode(UTF8_BOM + formatRow(PRODUCT_CSV_COLUMNS)));
        return;
      }
      const where = [...conditions!, sql`id > ${after}`];
      const page = await queryRows<{ id: number }>(db, sql`select id from products where ${sql.join(where, sql` and `)} order by id limit ${PAGE}`);
      const ids = page.map((r) => Number(r.id));
      if (!ids.length) return controller.close();
      after = ids.at(-1)!;
      const products = (await readProductInputs(db, { ids })).map((p) => p.input);
      const keys = await mediaKeys(db, [...new Set(products.flatMap((p) => [...p.documents.map((d) => d.mediaId), ...p.images.map((i) => i.mediaId)]))]);
      const keyOf = (id: number) => keys.get(id) ?? String(id);
      let text = "";
      for (const product of products) {
        const cells = productToCells(product, keyOf);
        text += formatRow(PRODUCT_CSV_COLUMNS.map((c) => cells[c]));
      }
      controller.enqueue(encoder.encode(text));
    },
  });
}
