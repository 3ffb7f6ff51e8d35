// The stock locations' settings (issue 34): administrators add, rename, reorder and delete the
// places stock is held. The key ("casablanca") is what the ERP's sync, the CSV's `stock_<key>`
// column and the form's field name use, so it is fixed once created; the name is per language.
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import { contentChanged } from "~/cache/content-cache.server";
import { type Database, queryRows } from "~/db/client.server";
import * as t from "~/db/schema";
import { intArray } from "~/db/sql-arrays";
import { DomainError } from "~/errors";
import { type Localized, textRequiredIn } from "~/i18n/locales";
import { localized } from "~/i18n/localized-schema";
import { MAX_LOCATION_NAME } from "./availability";
import { announceAvailabilityChanges, applyAvailability, readStockLocations, type StockLocation } from "./availability.server";

const E = "admin.stockLocations.errors";
export const LOCATION_KEY = /^[a-z0-9_]{1,32}$/;

// Required in English and French; a language whose texts may wait (Arabic) shows the English name.
const locationName = localized((locale) => {
  const name = z.string(`${E}.nameRequired`).trim().max(MAX_LOCATION_NAME, `${E}.nameTooLong`);
  return textRequiredIn(locale) ? name.min(1, `${E}.nameRequired`) : name.default("");
});

export const stockLocationInputSchema = z.object({
  key: z.string(`${E}.key`).trim().regex(LOCATION_KEY, `${E}.key`),
  name: locationName,
});
export const stockLocationNameSchema = z.object({ name: locationName });

export type StockLocationInput = z.output<typeof stockLocationInputSchema>;

/** Each location with the number of products that have a stock figure there. */
export async function listStockLocationsWithCounts(db: Database): Promise<Array<StockLocation & { products: number }>> {
  const [locations, counts] = await Promise.all([
    readStockLocations(db),
    queryRows<{ location_id: number; products: number }>(db, sql`select location_id, count(*)::int as products from product_stock group by location_id`),
  ]);
  const byId = new Map(counts.map((c) => [Number(c.location_id), Number(c.products)]));
  return locations.map((l) => ({ ...l, products: byId.get(l.id) ?? 0 }));
}

const audit = (db: Database, actor: AdminActor, action: string, entityId: number, change: { before?: unknown; after?: unknown }) =>
  recordAudit(db, actor, { action, entity: "stock_location", entityId, ...change });

const missing = () => new DomainError("not_found", { key: `${E}.notFound` });

/** Adds a location at the end of the list; a key already taken is refused on the key field. */
export async function createStockLocation(db: Database, input: StockLocationInput, actor: AdminActor): Promise<StockLocation> {
  const created = await db.transaction(async (tx) => {
    const taken = () => new DomainError("invalid", { key: `${E}.keyTaken`, vars: { key: input.key } }, { fields: { key: { key: `${E}.keyTaken`, vars: { key: input.key } } } });
    const [{ next }] = (await tx.select({ next: sql<number>`coalesce(max(${t.stockLocations.position}) + 1, 0)::int` }).from(t.stockLocations)) as [{ next: number }];
    // The unique key decides, so that two administrators adding the same key at once get the
    // same refusal (the second insert finds the first's row and writes nothing).
    const [row] = await tx
      .insert(t.stockLocations)
      .values({ key: input.key, name: input.name, position: Number(next) })
      .onConflictDoNothing({ target: t.stockLocations.key })
      .returning();
    if (!row) throw taken();
    await audit(tx as unknown as Database, actor, "stock_location.create", row!.id, { after: { key: row!.key, name: row!.name } });
    return row!;
  });
  contentChanged();
  return created;
}

/** Renames a location in every language (its key stays); whether anything changed. */
export async function renameStockLocation(db: Database, id: number, name: Localized, actor: AdminActor): Promise<boolean> {
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(t.stockLocations).where(eq(t.stockLocations.id, id)).for("update");
    if (!row) throw missing();
    if (JSON.stringify(row.name) === JSON.stringify({ ...row.name, ...name })) return false;
    await tx.update(t.stockLocations).set({ name: { ...row.name, ...name } }).where(eq(t.stockLocations.id, id));
    await audit(tx as unknown as Database, actor, "stock_location.rename", id, { before: { key: row.key, name: row.name }, after: { key: row.key, name: { ...row.name, ...name } } });
    return true;
  });
  if (changed) contentChanged();
  return changed;
}

/** Moves a location one place up or down the list (the order of the form's fields and the site's lines). */
export async function moveStockLocation(db: Database, id: number, direction: "up" | "down", actor: AdminActor): Promise<boolean> {
  const moved = await db.transaction(async (tx) => {
    const rows = await tx.select().from(t.stockLocations).orderBy(asc(t.stockLocations.position), asc(t.stockLocations.id)).for("update");
    const index = rows.findIndex((r) => r.id === id);
    if (index < 0) throw missing();
    const other = direction === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= rows.length) return false;
    const order = rows.map((r) => r.id);
    [order[index], order[other]] = [order[other]!, order[index]!];
    // Positions renumbered 0, 1, 2... in the new order (older rows may share a position).
    await tx.execute(sql`update stock_locations l set position = r.position
      from (select unnest(${intArray(order)}) as id, generate_series(0, ${order.length - 1}) as position) r
      where l.id = r.id`);
    await audit(tx as unknown as Database, actor, "stock_location.move", id, { before: { order: rows.map((r) => r.key) }, after: { order: order.map((o) => rows.find((r) => r.id === o)!.key) } });
    return true;
  });
  if (moved) contentChanged();
  return moved;
}

export type DeleteOutcome = { deleted: true; key: string; products: number } | { deleted: false; key: string; name: Localized; products: number };

/**
 * Deletes a location. One that holds stock figures is deleted only when `confirmed` (else the
 * number of products is given back, nothing changed); their figures there are dropped through
 * availability's writer, so those products' "last updated" and availability.changed follow.
 */
export async function deleteStockLocation(db: Database, id: number, confirmed: boolean, actor: AdminActor): Promise<DeleteOutcome> {
  const outcome = await db.transaction(async (tx): Promise<DeleteOutcome> => {
    const target = tx as unknown as Database;
    const [row] = await tx.select().from(t.stockLocations).where(eq(t.stockLocations.id, id)).for("update");
    if (!row) throw missing();
    const held = await queryRows<{ product_id: number }>(target, sql`select product_id from product_stock where location_id = ${id}`);
    if (held.length && !confirmed) return { deleted: false, key: row.key, name: row.name, products: held.length };
    if (held.length) {
      const applied = await applyAvailability(target, held.map((h) => ({ productId: Number(h.product_id), stock: new Map([[id, null]]) })));
      await announceAvailabilityChanges(target, applied.products);
    }
    await tx.delete(t.stockLocations).where(eq(t.stockLocations.id, id));
    await audit(target, actor, "stock_location.delete", id, { before: { key: row.key, name: row.name, products: held.length } });
    return { deleted: true, key: row.key, products: held.length };
  });
  if (outcome.deleted) contentChanged();
  return outcome;
}
