import type { AdminActor } from "~/audit/admin-actor.server";
import type { FieldIssue } from "~/errors";
import { and, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { enqueueWebhookEvents } from "~/webhooks/outbox.server";
import { enqueueProductEvents } from "~/webhooks/product-events.server";
import { recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { type Locale, type Localized, locales } from "~/i18n/locales";
import { completenessColumn, completenessColumns, leastCompleteness } from "./completeness.server";
import { contentChanged } from "~/cache/content-cache.server";
import { normalizePartNumber } from "~/catalogue/index/part-number";
import { ADMIN_PAGE_SIZE, type AdminProductQuery } from "./product-admin-query";
import type { Lifecycle } from "./lifecycle";
import { type PRODUCT_STATUSES, productErrors, type ProductInput } from "./product-schema";
import { readProductInputs } from "./stored-products.server";
import { resolveProducts, updateProductById, writeProducts } from "./product-write.server";

// Staff's view of the catalogue: every product whatever its status, and the commands the product
// screens and the JSON calls share. Every command is audited and refreshes the public caches.

export interface AdminProductRow {
  id: number;
  partNumber: string;
  name: Localized;
  categorySlug: string;
  categoryName: Localized;
  manufacturer: string;
  status: (typeof PRODUCT_STATUSES)[number];
  lifecycle: Lifecycle;
  featured: boolean;
  updatedAt: Date;
  /** The share of what a product should have that it has, per language (completeness.server.ts). */
  completeness: Record<Locale, number>;
}


/** The conditions of the staff list and of a filtered export. */
export function adminProductConditions(query: Pick<AdminProductQuery, "q" | "category" | "status" | "lifecycle"> & Partial<Pick<AdminProductQuery, "incomplete">>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const normalized = normalizePartNumber(query.q);
    const words = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        normalized ? sql`${products.partNumberNormalized} like ${`${normalized}%`}` : undefined,
        // The names in every language (the codes come from the locale list, never from the request).
        ...locales.map((locale) => ilike(sql`${products.name}->>${sql.raw(`'${locale}'`)}`, words)),
        ilike(products.manufacturer, words),
      )!,
    );
  }
  if (query.category) conditions.push(eq(categories.slug, query.category));
  if (query.status) conditions.push(eq(products.status, query.status));
  if (query.lifecycle) conditions.push(eq(products.lifecycle, query.lifecycle));
  if (query.incomplete) conditions.push(sql`${query.incomplete === "any" ? leastCompleteness() : completenessColumn(query.incomplete)} < 1`);
  return conditions.length ? and(...conditions) : undefined;
}

const ORDER: Record<AdminProductQuery["sort"], SQL[]> = {
  updated: [sql`${products.updatedAt} desc`, sql`${products.id} desc`],
  newest: [sql`${products.createdAt} desc`, sql`${products.id} desc`],
  "part-asc": [sql`${products.partNumber} asc`],
  "name-asc": [sql`lower(${products.name}->>'en') asc`, sql`${products.id} asc`],
  "complete-asc": [sql`${leastCompleteness()} asc`, sql`${products.id} asc`],
};

export async function listAdminProducts(db: Database, query: AdminProductQuery) {
  const where = adminProductConditions(query);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        partNumber: products.partNumber,
        name: products.name,
        categorySlug: categories.slug,
        categoryName: categories.name,
        manufacturer: products.manufacturer,
        status: products.status,
        lifecycle: products.lifecycle,
        featured: products.featured,
        updatedAt: products.updatedAt,
        completeness: completenessColumns(),
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(where),
  ]);
  const count_ = total?.total ?? 0;
  return { items: items satisfies AdminProductRow[], total: count_, page: query.page, pages: Math.max(1, Math.ceil(count_ / ADMIN_PAGE_SIZE)) };
}

export type SaveResult = { ok: true; id: number } | { ok: false; status: 400 | 404 | 409; errors: FieldIssue[] };

const audit = (db: Database, actor: AdminActor, action: string, entityId: number | string, before: unknown, after: unknown) =>
  recordAudit(db, actor, { action, entity: "product", entityId: String(entityId), before, after });

/** Creates a product (the part number must be new) or saves the product with this id. */
export async function saveProduct(
  db: Database,
  input: ProductInput,
  actor: AdminActor,
  id?: number,
  /** More writes for the saved product in the SAME transaction (its figures); a throw rolls the product back too. */
  alsoInTransaction?: (tx: Database, id: number) => Promise<unknown>,
): Promise<SaveResult> {
  const [resolution] = await resolveProducts(db, [input]);
  if (!resolution!.ok) return { ok: false, status: 400, errors: resolution!.errors };
  const product = resolution!.product;
  const [before] = id ? await readProductInputs(db, { ids: [id] }) : await readProductInputs(db, { partNumbers: [input.partNumber] });
  if (id && !before) return { ok: false, status: 404, errors: [] };
  if (!id && before) return { ok: false, status: 409, errors: [{ field: "partNumber", key: productErrors.partNumberTaken }] };

  const result = await db.transaction(async (tx) => {
    if (!id) {
      const [clash] = await tx.select({ id: products.id }).from(products).where(eq(products.partNumber, input.partNumber));
      if (clash) return { ok: false as const, status: 409 as const, errors: [{ field: "partNumber", key: productErrors.partNumberTaken }] };
      const [written] = await writeProducts(tx, [product]);
      await enqueueProductEvents(tx, "product.created", { ids: [written!.id] });
      if (alsoInTransaction) await alsoInTransaction(tx as unknown as Database, written!.id);
      return { ok: true as const, id: written!.id };
    }
    const updated = await updateProductById(tx, id, product);
    if (!updated.ok) {
      return updated.error === "notFound"
        ? { ok: false as const, status: 404 as const, errors: [] }
        : { ok: false as const, status: 409 as const, errors: [{ field: "partNumber", key: productErrors.partNumberTaken }] };
    }
    await enqueueProductEvents(tx, "product.updated", { ids: [id] });
    if (alsoInTransaction) await alsoInTransaction(tx as unknown as Database, id);
    return { ok: true as const, id };
  });
  if (!result.ok) return result;
  await audit(db, actor, id ? "product.update" : "product.create", result.id, before?.input ?? null, input);
  contentChanged();
  return result;
}

/** Sets the status of several products at once (bulk activate / deactivate). */
export async function setProductsStatus(db: Database, ids: number[], status: (typeof PRODUCT_STATUSES)[number], actor: AdminActor): Promise<number> {
  if (!ids.length) return 0;
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(products)
      .set({ status, updatedAt: sql`now()` })
      .where(and(inArray(products.id, ids), sql`${products.status} <> ${status}`))
      .returning({ id: products.id, partNumber: products.partNumber });
    await enqueueProductEvents(tx, "product.updated", { ids: rows.map((row) => row.id) });
    return rows;
  });
  if (changed.length) {
    await audit(db, actor, status === "active" ? "product.activate" : "product.deactivate", changed.map((p) => p.id).join(","), null, {
      count: changed.length,
      partNumbers: changed.map((p) => p.partNumber),
    });
    contentChanged();
  }
  return changed.length;
}

/**
 * Deletes products (their specifications, links, documents and images go with them), audited as
 * one entry that counts them and keeps what each was (one product: its input; several: a list).
 */
export async function deleteProducts(db: Database, ids: number[], actor: AdminActor): Promise<number> {
  if (!ids.length) return 0;
  const before = await readProductInputs(db, { ids });
  if (!before.length) return 0;
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(products)
      .where(inArray(products.id, before.map((p) => p.id)))
      .returning({ id: products.id, partNumber: products.partNumber });
    await enqueueWebhookEvents(tx, "product.deleted", gone);
  });
  await audit(db, actor, "product.delete", before.map((p) => p.id).join(","), before.length === 1 ? before[0]!.input : before.map((p) => p.input), {
    count: before.length,
    partNumbers: before.map((p) => p.input.partNumber),
  });
  contentChanged();
  return before.length;
}
