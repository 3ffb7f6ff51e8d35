import { and, asc, eq, gt, sql } from "drizzle-orm";
import { formatRow, UTF8_BOM } from "~/csv/csv-format";
import { type Database, queryRows } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { adminProductQuerySchema } from "~/catalogue/products/product-admin-query";
import { adminProductConditions } from "~/catalogue/products/product-admin.server";
import { readAvailability, readStockLocations } from "~/availability/availability.server";
import { availabilityToCells } from "./product-csv-availability";
import { csvColumns, productToCells } from "./product-csv-columns";
import { readProductInputs } from "~/catalogue/products/stored-products.server";

/** The staff product list's filters, as the export takes them from its URL. */
export const exportFiltersSchema = adminProductQuerySchema.pick({ q: true, category: true, status: true, lifecycle: true });
export type ExportFilters = ReturnType<typeof exportFiltersSchema.parse>;

const PAGE = 500;

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
  let started = false;
  let locationKeys: string[] = [];
  let columns: string[] = [];
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        locationKeys = (await readStockLocations(db)).map((l) => l.key);
        columns = csvColumns(locationKeys);
        controller.enqueue(encoder.encode(UTF8_BOM + formatRow(columns)));
        return;
      }
      const page = await db
        .select({ id: products.id })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(adminProductConditions(filters), gt(products.id, after)))
        .orderBy(asc(products.id))
        .limit(PAGE);
      const ids = page.map((r) => r.id);
      if (!ids.length) return controller.close();
      after = ids.at(-1)!;
      const stored = await readProductInputs(db, { ids });
      const inputs = stored.map((p) => p.input);
      const figures = await readAvailability(db, ids);
      const keys = await mediaKeys(db, [...new Set(inputs.flatMap((p) => [...p.documents.map((d) => d.mediaId), ...p.images.map((i) => i.mediaId)]))]);
      const keyOf = (id: number) => keys.get(id) ?? String(id);
      let text = "";
      for (const { id, input } of stored) {
        const cells = { ...productToCells(input, keyOf), ...availabilityToCells(figures.get(id) ?? null, locationKeys) };
        text += formatRow(columns.map((c) => cells[c]));
      }
      controller.enqueue(encoder.encode(text));
    },
  });
}
