import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";
import { textArray } from "~/db/sql-arrays";
import { enqueueWebhookEvents, hasListeners } from "./outbox.server";

/** What `product.created` and `product.updated` carry: enough to fetch the rest by id or part number. */
export interface ProductEventData {
  id: number;
  partNumber: string;
  name: Record<string, string>;
  manufacturer: string;
  status: string;
  lifecycle: string;
  updatedAt: string;
}

const columns = {
  id: products.id,
  partNumber: products.partNumber,
  name: products.name,
  manufacturer: products.manufacturer,
  status: products.status,
  lifecycle: products.lifecycle,
  updatedAt: products.updatedAt,
};

const asData = (row: { updatedAt: Date | string } & Omit<ProductEventData, "updatedAt">): ProductEventData => ({
  ...row,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** `product.created` or `product.updated` for these products, in the caller's transaction. */
export async function enqueueProductEvents(tx: Database, type: "product.created" | "product.updated", which: { ids: number[] } | { partNumbers: string[] }): Promise<void> {
  const where =
    "ids" in which
      ? which.ids.length === 1
        ? eq(products.id, which.ids[0]!)
        : inArray(products.id, which.ids)
      : sql`${products.partNumber} = any(${textArray(which.partNumbers)})`;
  if (("ids" in which ? which.ids : which.partNumbers).length === 0 || !(await hasListeners(tx, type))) return;
  const rows = await tx.select(columns).from(products).where(where);
  await enqueueWebhookEvents(tx, type, rows.map((row) => asData(row as Parameters<typeof asData>[0])));
}
