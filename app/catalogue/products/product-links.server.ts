import { type ShownSpec, type StoredSpecRow, showSpecs } from "./attributes.server";
import { loadCatalogueContext } from "./resolve-filters.server";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import * as t from "~/db/schema";
import type { Localized } from "~/i18n/locales";
import { normalizePartNumber, partNumberBase, partNumberKey } from "~/catalogue/index/part-number";

/** Another maker's part number for the same part ("Finder 40.52.9.024"). */
export interface CrossReference {
  manufacturer: string;
  partNumber: string;
}

/** What a page shows of a replacement or an alternative: enough to choose it, and a link. */
export interface LinkedProduct {
  id: number;
  partNumber: string;
  name: Localized;
  manufacturer: string;
  lifecycle: (typeof t.lifecycle.enumValues)[number];
  /** The first few specifications (the key ones: staff put them first). */
  keySpecs: ShownSpec[];
}

export interface ProductLinks {
  replacedBy: LinkedProduct | null;
  alternatives: LinkedProduct[];
  crossReferences: CrossReference[];
}

const KEY_SPECS = 4;

/** For each of these products found by `q`, the cross reference that matched it (the why). */
export async function crossReferenceMatches(db: Database, productIds: number[], q: string): Promise<Map<number, CrossReference>> {
  const partNumber = normalizePartNumber(q);
  const key = partNumberKey(q);
  const base = partNumberBase(q);
  const found = new Map<number, CrossReference>();
  if (!partNumber || !productIds.length) return found;
  const rows = await db
    .select({ productId: t.productCrossReferences.productId, manufacturer: t.productCrossReferences.manufacturer, partNumber: t.productCrossReferences.partNumber })
    .from(t.productCrossReferences)
    .where(
      and(
        inArray(t.productCrossReferences.productId, productIds),
        sql`(${t.productCrossReferences.partNumberNormalized} like ${`%${partNumber}%`} or ${t.productCrossReferences.partNumberKey} like ${`${key}%`}${
          base ? sql` or ${t.productCrossReferences.partNumberKey} like ${`${base.base}%`}` : sql``
        })`,
      ),
    )
    // The closest first: an exact match, then a prefix, then as typed sloppily (issue 32), then a fragment.
    .orderBy(
      sql`case when ${t.productCrossReferences.partNumberNormalized} = ${partNumber} then 0
        when ${t.productCrossReferences.partNumberNormalized} like ${`${partNumber}%`} then 1
        when ${t.productCrossReferences.partNumberKey} like ${`${key}%`} then 2
        when ${t.productCrossReferences.partNumberKey} like ${`${base?.base ?? key}%${base?.suffix ?? ""}%`} then 3 else 4 end`,
      asc(t.productCrossReferences.position),
    );
  for (const row of rows) if (!found.has(row.productId)) found.set(row.productId, { manufacturer: row.manufacturer, partNumber: row.partNumber });
  return found;
}

async function linkedProducts(db: Database, ids: number[]): Promise<LinkedProduct[]> {
  if (!ids.length) return [];
  const [rows, specs] = await Promise.all([
    db
      .select({ id: t.products.id, partNumber: t.products.partNumber, name: t.products.name, manufacturer: t.products.manufacturer, lifecycle: t.products.lifecycle })
      .from(t.products)
      .where(and(inArray(t.products.id, ids), eq(t.products.status, "active"))),
    db
      .select({ productId: t.productSpecs.productId, key: t.specAttributes.key, value: t.productSpecs.value, label: t.productSpecs.label })
      .from(t.productSpecs)
      .innerJoin(t.specAttributes, eq(t.specAttributes.id, t.productSpecs.attributeId))
      .where(inArray(t.productSpecs.productId, ids))
      .orderBy(asc(t.productSpecs.productId), asc(t.productSpecs.position)),
  ]);
  const attributes = (await loadCatalogueContext(db)).attributeByKey;
  const rowsOf = new Map<number, StoredSpecRow[]>();
  for (const { productId, ...spec } of specs) rowsOf.set(productId, [...(rowsOf.get(productId) ?? []), spec]);
  const byId = new Map(rows.map((row) => [row.id, { ...row, keySpecs: showSpecs(rowsOf.get(row.id) ?? [], attributes).slice(0, KEY_SPECS) }]));
  // In the order staff gave; an inactive product is not offered.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A product's replacement, alternatives and cross references, as its page and API show them. */
export async function loadProductLinks(db: Database, productId: number): Promise<ProductLinks> {
  const [[self], alternatives, crossReferences] = await Promise.all([
    db.select({ replacedById: t.products.replacedById }).from(t.products).where(eq(t.products.id, productId)),
    db
      .select({ id: t.productAlternatives.alternativeId })
      .from(t.productAlternatives)
      .where(eq(t.productAlternatives.productId, productId))
      .orderBy(asc(t.productAlternatives.position)),
    db
      .select({ manufacturer: t.productCrossReferences.manufacturer, partNumber: t.productCrossReferences.partNumber })
      .from(t.productCrossReferences)
      .where(eq(t.productCrossReferences.productId, productId))
      .orderBy(asc(t.productCrossReferences.position), asc(t.productCrossReferences.id)),
  ]);
  const replacementId = self?.replacedById ?? null;
  const ids = [...(replacementId ? [replacementId] : []), ...alternatives.map((a) => a.id)];
  const linked = await linkedProducts(db, ids);
  const replacedBy = replacementId ? (linked.find((p) => p.id === replacementId) ?? null) : null;
  return {
    replacedBy,
    alternatives: linked.filter((p) => alternatives.some((a) => a.id === p.id)),
    crossReferences,
  };
}
