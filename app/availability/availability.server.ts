import { enqueueWebhookEvents, hasListeners } from "~/webhooks/outbox.server";
// Availability's reads and writes (issue 34). Every write, whatever its source (the ERP's bulk
// sync, the product form, the CSV import, the by-part-number upsert), goes through
// applyAvailability: a few set-based statements for the whole batch, which write only what
// differs, so that a repeated sync changes nothing and leaves "last updated" as it was.
import { type SQL, asc, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { recordAudit } from "~/audit/audit.server";
import type { AdminActor } from "~/audit/admin-actor.server";
import { contentChanged, memoize } from "~/cache/content-cache.server";
import { type Database, queryRows } from "~/db/client.server";
import { intArray } from "~/db/sql-arrays";
import { productsByPartNumber } from "~/catalogue/products/stored-products.server";
import * as t from "~/db/schema";
import type { Localized } from "~/i18n/locales";
import type { Availability, LeadTime } from "./availability";

export interface StockLocation {
  id: number;
  key: string;
  name: Localized;
  position: number;
}

/** The stock locations in the settings' order (memoized with the content). */
export function listStockLocations(db: Database): Promise<StockLocation[]> {
  return memoize(db, "stock-locations", () => readStockLocations(db));
}

/** The same, read now (`db` may be a transaction). */
export function readStockLocations(db: Database): Promise<StockLocation[]> {
  return db.select().from(t.stockLocations).orderBy(asc(t.stockLocations.position), asc(t.stockLocations.id));
}

/**
 * A product's availability as one JSON value (null without figures), for the list's and the
 * page's SELECT: `productId` is the outer query's products.id.
 */
export const availabilityColumn = (productId: SQL | AnyPgColumn = t.products.id) => sql<AvailabilityRow | null>`(select json_build_object(
    'stock', coalesce((select json_agg(json_build_object('location', l.key, 'name', l.name, 'quantity', s.quantity) order by l.position, l.id)
      from product_stock s join stock_locations l on l.id = s.location_id where s.product_id = pa.product_id), '[]'::json),
    'leadTimeMin', pa.lead_time_min, 'leadTimeMax', pa.lead_time_max, 'leadTimeUnit', pa.lead_time_unit,
    'minimumOrder', pa.minimum_order, 'orderMultiple', pa.order_multiple, 'updatedAt', pa.updated_at)
  from product_availability pa where pa.product_id = ${productId})`;

export interface AvailabilityRow {
  stock: Availability["stock"];
  leadTimeMin: number | null;
  leadTimeMax: number | null;
  leadTimeUnit: LeadTime["unit"] | null;
  minimumOrder: number | null;
  orderMultiple: number | null;
  updatedAt: string;
}

/** The row as shown: null when it holds no figure at all ("On request"). */
export function availabilityOf(row: AvailabilityRow | null | undefined): Availability | null {
  if (!row) return null;
  const leadTime = row.leadTimeMin !== null && row.leadTimeMax !== null && row.leadTimeUnit ? { min: row.leadTimeMin, max: row.leadTimeMax, unit: row.leadTimeUnit } : null;
  if (!row.stock.length && !leadTime && row.minimumOrder === null && row.orderMultiple === null) return null;
  return { stock: row.stock, leadTime, minimumOrder: row.minimumOrder, orderMultiple: row.orderMultiple, updatedAt: new Date(row.updatedAt).toISOString() };
}

/** The availability of each of `ids` that has figures. */
export async function readAvailability(db: Database, ids: number[]): Promise<Map<number, Availability>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: number; availability: AvailabilityRow | null }>(
    db,
    sql`select p.id, ${availabilityColumn(sql`p.id`)} as availability from products p where p.id = any(${intArray(ids)})`,
  );
  return new Map(rows.flatMap((row) => {
    const availability = availabilityOf(row.availability);
    return availability ? [[row.id, availability] as const] : [];
  }));
}

/** One product's figures as a write gives them: a field left out (undefined) is kept as stored; null clears it. */
export interface AvailabilityWrite {
  productId: number;
  /** By location id: a quantity, or null to drop that location's figure. */
  stock?: Map<number, number | null>;
  leadTime?: LeadTime | null;
  minimumOrder?: number | null;
  orderMultiple?: number | null;
}

/** What changed: the products, and each (product, location) whose stock changed. */
export interface AvailabilityChanges {
  products: Set<number>;
  stock: Set<string>;
  /** Products whose lead time, minimum or multiple changed. */
  terms: Set<number>;
}

const stockKey = (productId: number, locationId: number) => `${productId}:${locationId}`;
const jsonb = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Writes the figures of many products in a few set-based statements (run it in a transaction):
 * stock rows upserted where the quantity differs, dropped where asked, the terms updated where they
 * differ, and "last updated" set on the products where anything changed. A product appears once.
 * A product without a row gets it with its terms in one insert (its "last updated" is the
 * transaction's time, as the update would set it): an import of new products writes each row once.
 */
export async function applyAvailability(db: Database, writes: AvailabilityWrite[]): Promise<AvailabilityChanges> {
  const changes: AvailabilityChanges = { products: new Set(), stock: new Set(), terms: new Set() };
  if (!writes.length) return changes;
  const terms = writes.map((w) => ({
    p: w.productId,
    sl: w.leadTime !== undefined,
    lmin: w.leadTime?.min ?? null,
    lmax: w.leadTime?.max ?? null,
    lu: w.leadTime?.unit ?? null,
    sm: w.minimumOrder !== undefined,
    m: w.minimumOrder ?? null,
    so: w.orderMultiple !== undefined,
    o: w.orderMultiple ?? null,
  }));
  // Each product's row first (its figures' "last updated"), with the terms given; a new row not needed is dropped below.
  const created = await queryRows<{ product_id: number; terms: boolean }>(
    db,
    sql`insert into product_availability (product_id, lead_time_min, lead_time_max, lead_time_unit, minimum_order, order_multiple)
      select r.p, r.lmin, r.lmax, r.lu::lead_time_unit, r.m, r.o
        from jsonb_to_recordset(${jsonb(terms)}) as r(p int, lmin int, lmax int, lu text, m int, o int)
      on conflict (product_id) do nothing
      returning product_id, (lead_time_min is not null or minimum_order is not null or order_multiple is not null) as terms`,
  );
  const createdIds = new Set<number>();
  for (const row of created) {
    createdIds.add(row.product_id);
    if (row.terms) {
      changes.terms.add(row.product_id);
      changes.products.add(row.product_id);
    }
  }
  const upserts: Array<{ p: number; l: number; q: number }> = [];
  const drops: Array<{ p: number; l: number }> = [];
  for (const write of writes) {
    for (const [location, quantity] of write.stock ?? []) {
      if (quantity === null) drops.push({ p: write.productId, l: location });
      else upserts.push({ p: write.productId, l: location, q: quantity });
    }
  }
  const stockChanged: Array<{ product_id: number; location_id: number }> = [];
  if (upserts.length) {
    stockChanged.push(
      ...(await queryRows<{ product_id: number; location_id: number }>(
        db,
        sql`insert into product_stock (product_id, location_id, quantity)
          select r.p, r.l, r.q from jsonb_to_recordset(${jsonb(upserts)}) as r(p int, l int, q int)
          on conflict (product_id, location_id) do update set quantity = excluded.quantity
          where product_stock.quantity <> excluded.quantity
          returning product_id, location_id`,
      )),
    );
  }
  if (drops.length) {
    stockChanged.push(
      ...(await queryRows<{ product_id: number; location_id: number }>(
        db,
        sql`delete from product_stock s using jsonb_to_recordset(${jsonb(drops)}) as r(p int, l int)
          where s.product_id = r.p and s.location_id = r.l returning s.product_id, s.location_id`,
      )),
    );
  }
  for (const row of stockChanged) {
    changes.stock.add(stockKey(row.product_id, row.location_id));
    changes.products.add(row.product_id);
  }
  // The terms of the rows that were there: updated where they differ.
  const stored = terms.filter((t) => !createdIds.has(t.p) && (t.sl || t.sm || t.so));
  if (stored.length) {
    const updated = await queryRows<{ product_id: number }>(
      db,
      sql`update product_availability a set
          lead_time_min = case when r.sl then r.lmin else a.lead_time_min end,
          lead_time_max = case when r.sl then r.lmax else a.lead_time_max end,
          lead_time_unit = case when r.sl then r.lu::lead_time_unit else a.lead_time_unit end,
          minimum_order = case when r.sm then r.m else a.minimum_order end,
          order_multiple = case when r.so then r.o else a.order_multiple end
        from jsonb_to_recordset(${jsonb(stored)}) as r(p int, sl boolean, lmin int, lmax int, lu text, sm boolean, m int, so boolean, o int)
        where a.product_id = r.p and (
          (r.sl and (a.lead_time_min, a.lead_time_max, a.lead_time_unit) is distinct from (r.lmin, r.lmax, r.lu::lead_time_unit))
          or (r.sm and a.minimum_order is distinct from r.m)
          or (r.so and a.order_multiple is distinct from r.o))
        returning a.product_id`,
    );
    for (const row of updated) {
      changes.terms.add(row.product_id);
      changes.products.add(row.product_id);
    }
  }
  const unused = [...createdIds].filter((id) => !changes.products.has(id));
  if (unused.length) await db.execute(sql`delete from product_availability where product_id = any(${intArray(unused)})`);
  // A row created here already says now().
  const touched = [...changes.products].filter((id) => !createdIds.has(id));
  if (touched.length) await db.execute(sql`update product_availability set updated_at = now() where product_id = any(${intArray(touched)})`);
  return changes;
}

export { stockKey };

/** The products with these part numbers (exactly as stored), by part number. */
export async function productIdsByPartNumber(db: Database, partNumbers: string[]): Promise<Map<string, number>> {
  if (!partNumbers.length) return new Map();
  const rows = await queryRows<{ id: number; part_number: string }>(
    db,
    // Through the unique index (productsByPartNumber): called after a CSV import's writes, before its statistics.
    sql`select found.id, found.part_number from ${productsByPartNumber(partNumbers)} as found`,
  );
  return new Map(rows.map((row) => [row.part_number, row.id]));
}

/** A product's figures as the form and the CSV write them back, by location key. */
export interface AvailabilityFigures {
  stock: Record<string, number | null>;
  leadTime: LeadTime | null;
  minimumOrder: number | null;
  orderMultiple: number | null;
}

/** Replaces one product's figures (the form, the by-part-number upsert): every location, every term. */
export function replaceWrite(productId: number, figures: AvailabilityFigures, locations: StockLocation[]): AvailabilityWrite {
  return {
    productId,
    stock: new Map(locations.map((l) => [l.id, figures.stock[l.key] ?? null])),
    leadTime: figures.leadTime,
    minimumOrder: figures.minimumOrder,
    orderMultiple: figures.orderMultiple,
  };
}

/** After a committed write that changed figures: the audit entry and the caches (lists show availability). */
export async function availabilityWritten(db: Database, actor: AdminActor, what: { action: string; after: Record<string, unknown>; entityId?: string }, changed: boolean) {
  await recordAudit(db, actor, { action: what.action, entity: "availability", entityId: what.entityId, after: what.after });
  if (changed) contentChanged();
}

/**
 * `availability.changed` for each product whose figures changed, written in the change's own
 * transaction (the webhook outbox, decision 058): `{productId, partNumber, availability}`, the
 * figures as they now stand (null: none left). Nothing is read when no endpoint listens.
 */
export async function announceAvailabilityChanges(tx: Database, productIds: Iterable<number>): Promise<void> {
  const ids = [...productIds];
  if (!ids.length || !(await hasListeners(tx, "availability.changed"))) return;
  const [figures, numbers] = await Promise.all([
    readAvailability(tx, ids),
    queryRows<{ id: number; part_number: string }>(tx, sql`select id, part_number from products where id = any(${intArray(ids)})`),
  ]);
  await enqueueWebhookEvents(
    tx,
    "availability.changed",
    numbers.map((row) => ({ productId: row.id, partNumber: row.part_number, availability: figures.get(row.id) ?? null })),
  );
}
