import { type AnyColumn, and, asc, eq, gt, type SQL, sql } from "drizzle-orm";
import { intArray, textArray } from "~/db/sql-arrays";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { applications, categories, productAlternatives, productApplications, productCrossReferences, productDocuments, productImages, products, productSpecs, specAttributes, subcategories } from "~/db/schema";
import { emptyLocalized, isLocale, type Localized, perLocale } from "~/i18n/locales";
import type { ProductInput } from "./product-schema";
import { type SpecEntry, specInputOf } from "~/catalogue/specs/spec-values";
import { type SpecAttribute, attributesByKey, listSpecAttributes } from "./attributes.server";
import { storedValueColumns } from "~/catalogue/specs/stored-value.server";

export interface StoredProduct {
  id: number;
  input: ProductInput;
  createdAt: Date;
  updatedAt: Date;
}

export interface ProductSelection {
  ids?: number[];
  partNumbers?: string[];
  /** Keyset paging for whole-catalogue reads (export): products with a greater id. */
  afterId?: number;
  limit?: number;
}

// The same table again, for the part numbers of the replacement and the alternatives.
const replacement = alias(products, "replacement");
const alternative = alias(products, "alternative");

/** Every language present, an empty text where there is none. */
const both = (value: Localized) => perLocale((locale) => value[locale] ?? "");

/** A product's child rows in the order the product lists them (ties by id). */
const inProductOrder = (table: { productId: AnyColumn; position: AnyColumn; id: AnyColumn }) => [
  asc(table.productId),
  asc(table.position),
  asc(table.id),
];

function groupBy<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.productId);
    if (list) list.push(row);
    else out.set(row.productId, [row]);
  }
  return out;
}

/**
 * The products (id, part_number) with these part numbers, as a subquery for FROM: each looked up
 * through the unique index on part numbers, whatever the planner's statistics say of the table. In
 * a CSV import's transaction the table grows by a thousand rows a batch beyond the statistics of
 * before it, and a plain `part_number = any(...)` was planned as a scan of the whole table, once a
 * batch: its cost grew with the rows written, 19 s of database time over an import of 100,000 new
 * products on PostgreSQL (decision 075). A lateral subquery with LIMIT is never flattened into a
 * join, so each part number is one index lookup.
 */
export const productsByPartNumber = (partNumbers: string[]): SQL =>
  sql`(select p.id, p.part_number from unnest(${textArray(partNumbers)}) as wanted(part_number)
    cross join lateral (select stored.id, stored.part_number from products stored where stored.part_number = wanted.part_number limit 1) as p)`;

/**
 * Products as staff edit them (the shape the form, the JSON calls and the CSV use), in id order:
 * what the form starts from, what the export writes and what an import compares against.
 */
export async function readProductInputs(db: Database, selection: ProductSelection = {}): Promise<StoredProduct[]> {
  const conditions: SQL[] = [];
  if (selection.ids) conditions.push(sql`${products.id} = any(${intArray(selection.ids)})`);
  if (selection.partNumbers) conditions.push(sql`${products.id} = any(array(select found.id from ${productsByPartNumber(selection.partNumbers)} as found))`);
  if (selection.afterId !== undefined) conditions.push(gt(products.id, selection.afterId));
  const query = db
    .select({
      id: products.id,
      partNumber: products.partNumber,
      name: products.name,
      description: products.description,
      details: products.details,
      manufacturer: products.manufacturer,
      category: categories.slug,
      subcategory: subcategories.slug,
      status: products.status,
      lifecycle: products.lifecycle,
      featured: products.featured,
      replacedBy: replacement.partNumber,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .leftJoin(replacement, eq(replacement.id, products.replacedById))
    .where(and(...conditions))
    .orderBy(asc(products.id));
  const rows = selection.limit ? await query.limit(selection.limit) : await query;
  if (!rows.length) return [];
  // One array parameter per read, not a placeholder per product (sql-arrays).
  const ids = sql`any(${intArray(rows.map((row) => row.id))})`;

  // One after the other: `db` may be a transaction (the CSV import's), one connection that takes
  // one query at a time (node-postgres warns of queued queries, and its next major refuses them).
  const specs = await db
    .select({
      productId: productSpecs.productId,
      attribute: specAttributes.key,
      ...storedValueColumns,
    })
    .from(productSpecs)
    .innerJoin(specAttributes, eq(specAttributes.id, productSpecs.attributeId))
    .where(sql`${productSpecs.productId} = ${ids}`)
    .orderBy(...inProductOrder(productSpecs));
  const links = await db
    .select({ productId: productApplications.productId, slug: applications.slug })
    .from(productApplications)
    .innerJoin(applications, eq(applications.id, productApplications.applicationId))
    .where(sql`${productApplications.productId} = ${ids}`)
    .orderBy(asc(productApplications.productId), asc(applications.position), asc(applications.id));
  const documents = await db
    .select()
    .from(productDocuments)
    .where(sql`${productDocuments.productId} = ${ids}`)
    .orderBy(...inProductOrder(productDocuments));
  const images = await db
    .select()
    .from(productImages)
    .where(sql`${productImages.productId} = ${ids}`)
    .orderBy(...inProductOrder(productImages));
  const alternatives = await db
    .select({ productId: productAlternatives.productId, partNumber: alternative.partNumber })
    .from(productAlternatives)
    .innerJoin(alternative, eq(alternative.id, productAlternatives.alternativeId))
    .where(sql`${productAlternatives.productId} = ${ids}`)
    .orderBy(asc(productAlternatives.productId), asc(productAlternatives.position));
  const crossReferences = await db
    .select({ productId: productCrossReferences.productId, manufacturer: productCrossReferences.manufacturer, partNumber: productCrossReferences.partNumber })
    .from(productCrossReferences)
    .where(sql`${productCrossReferences.productId} = ${ids}`)
    .orderBy(...inProductOrder(productCrossReferences));
  const specsOf = groupBy(specs);
  const attributes = attributesByKey(await listSpecAttributes(db));
  const linksOf = groupBy(links);
  const documentsOf = groupBy(documents);
  const imagesOf = groupBy(images);
  const alternativesOf = groupBy(alternatives);
  const crossReferencesOf = groupBy(crossReferences);

  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    input: {
      partNumber: row.partNumber,
      name: both(row.name),
      description: both(row.description),
      details: both(row.details),
      manufacturer: row.manufacturer,
      category: row.category,
      subcategory: row.subcategory ?? "",
      applications: (linksOf.get(row.id) ?? []).map((link) => link.slug),
      status: row.status,
      lifecycle: row.lifecycle,
      featured: row.featured,
      specs: specInputs(specsOf.get(row.id) ?? [], attributes),
      documents: (documentsOf.get(row.id) ?? []).map((d) => ({
        mediaId: d.mediaId,
        name: both(d.name),
        type: d.type,
        language: isLocale(d.language) ? d.language : "",
      })),
      images: (imagesOf.get(row.id) ?? []).map((i) => ({ mediaId: i.mediaId, alt: both(i.alt) })),
      replacedBy: row.replacedBy ?? "",
      alternatives: (alternativesOf.get(row.id) ?? []).map((a) => a.partNumber),
      crossReferences: (crossReferencesOf.get(row.id) ?? []).map(({ manufacturer, partNumber }) => ({ manufacturer, partNumber })),
    },
  }));
}

/**
 * A product's spec rows as staff edit them: one row per attribute (its values together, in the
 * notation readSpecValue reads back), in the order of each attribute's first row.
 */
function specInputs(rows: Array<SpecEntry & { attribute: string }>, attributes: ReadonlyMap<string, SpecAttribute>): ProductInput["specs"] {
  const grouped = new Map<string, SpecEntry[]>();
  for (const { attribute, ...entry } of rows) grouped.set(attribute, [...(grouped.get(attribute) ?? []), entry]);
  return [...grouped].map(([key, entries]) => {
    const attribute = attributes.get(key);
    if (!attribute) return { attribute: key, value: entries.map((e) => e.value).join("; "), unit: "" };
    const input = specInputOf(attribute, entries);
    // A text value's other languages; other types are the same in every language.
    return attribute.type === "text" ? { attribute: key, value: input.value, unit: input.unit, label: { ...emptyLocalized(), ...input.label } } : { attribute: key, value: input.value, unit: input.unit };
  });
}
