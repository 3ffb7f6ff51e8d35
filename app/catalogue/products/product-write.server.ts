import type { FieldIssue } from "~/http/errors";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  media,
  productAlternatives,
  productApplications,
  productCrossReferences,
  productDocuments,
  productImages,
  products,
  productSpecs,
  specAttributes,
} from "~/db/schema";
import {
  productErrors,
  specNumber,
  type DocumentRow,
  type ImageRow,
  type ProductInput,
} from "./product-schema";
import { findTaxonomy, listApplications, listCategories, listSubcategories } from "~/catalogue/taxonomy/taxonomy.server";

/** A product whose taxonomy, attributes and media were found: ready to be written. */
export interface ResolvedProduct {
  input: ProductInput;
  categoryId: number;
  subcategoryId: number | null;
  applicationIds: number[];
  specs: { attributeId: number; value: string; valueNumber: number | null; unit: string | null }[];
  documents: DocumentRow[];
  images: ImageRow[];
}

export type Resolution = { ok: true; product: ResolvedProduct } | { ok: false; errors: FieldIssue[] };

type Attribute = typeof specAttributes.$inferSelect;

/**
 * Finds what each input names (categories, subcategories and applications by slug, alternate
 * spelling or name; spec attributes by key or name; media by id) without guessing: anything
 * unknown is an error naming the value. Nothing is written.
 */
export async function resolveProducts(db: Database, inputs: ProductInput[]): Promise<Resolution[]> {
  // One after the other: `db` may be a transaction, one connection that takes one query at a time.
  const categories = await listCategories(db);
  const subcategories = await listSubcategories(db);
  const applications = await listApplications(db);
  const attributes = await db.select().from(specAttributes);
  const attributeByName = new Map<string, Attribute>();
  for (const attribute of attributes) {
    for (const name of [attribute.key, ...Object.values(attribute.name)]) {
      if (name) attributeByName.set(name.toLowerCase(), attribute);
    }
  }
  const mediaIds = new Set(
    inputs.flatMap((input) => [...input.documents, ...input.images].map((row) => row.mediaId)),
  );
  const knownPartNumbers = await existingPartNumbers(db, inputs);
  const existingMedia = new Set<number>();
  if (mediaIds.size) {
    const rows = await db.select({ id: media.id }).from(media).where(inArray(media.id, [...mediaIds]));
    for (const row of rows) existingMedia.add(row.id);
  }

  return inputs.map((input) => {
    const errors: FieldIssue[] = [];
    const category = findTaxonomy(categories, input.category);
    if (!category) errors.push({ field: "category", key: productErrors.unknownCategory, vars: { value: input.category } });
    let subcategoryId: number | null = null;
    if (input.subcategory) {
      const subcategory = findTaxonomy(subcategories, input.subcategory);
      if (!subcategory) {
        errors.push({ field: "subcategory", key: productErrors.unknownSubcategory, vars: { value: input.subcategory } });
      } else if (category && subcategory.categoryId !== category.id) {
        errors.push({
          field: "subcategory",
          key: productErrors.subcategoryOutsideCategory,
          vars: { value: input.subcategory, category: input.category },
        });
      } else {
        subcategoryId = subcategory.id;
      }
    }
    const applicationIds: number[] = [];
    input.applications.forEach((name, index) => {
      const application = findTaxonomy(applications, name);
      if (!application) errors.push({ field: `applications.${index}`, key: productErrors.unknownApplication, vars: { value: name } });
      else if (!applicationIds.includes(application.id)) applicationIds.push(application.id);
    });
    const seen = new Set<number>();
    const specs: ResolvedProduct["specs"] = [];
    input.specs.forEach((row, index) => {
      const attribute = attributeByName.get(row.attribute.toLowerCase());
      if (!attribute) {
        errors.push({ field: `specs.${index}.attribute`, key: productErrors.unknownAttribute, vars: { value: row.attribute } });
        return;
      }
      if (seen.has(attribute.id)) {
        errors.push({ field: `specs.${index}.attribute`, key: productErrors.duplicateAttribute, vars: { value: row.attribute } });
        return;
      }
      seen.add(attribute.id);
      const valueNumber = attribute.kind === "number" ? specNumber(row.value) : null;
      const unit = row.unit || (valueNumber === null ? null : attribute.unit);
      specs.push({ attributeId: attribute.id, value: row.value, valueNumber, unit });
    });
    for (const [list, field] of [[input.documents, "documents"], [input.images, "images"]] as const) {
      list.forEach((row, index) => {
        if (!existingMedia.has(row.mediaId)) errors.push({ field: `${field}.${index}.mediaId`, key: productErrors.unknownMedia });
      });
    }
    errors.push(...linkErrors(input, knownPartNumbers));
    if (errors.length || !category) return { ok: false, errors };
    return {
      ok: true,
      product: { input, categoryId: category.id, subcategoryId, applicationIds, specs, documents: input.documents, images: input.images },
    };
  });
}

/** The part numbers the inputs link to that exist, or are written in the same change. */
async function existingPartNumbers(db: Database, inputs: ProductInput[]): Promise<Set<string>> {
  const known = new Set(inputs.map((input) => input.partNumber));
  const wanted = [...new Set(inputs.flatMap((input) => [input.replacedBy, ...input.alternatives]).filter((p) => p && !known.has(p)))];
  for (let i = 0; i < wanted.length; i += ROWS_PER_STATEMENT) {
    const rows = await db.select({ partNumber: products.partNumber }).from(products).where(inArray(products.partNumber, wanted.slice(i, i + ROWS_PER_STATEMENT)));
    for (const row of rows) known.add(row.partNumber);
  }
  return known;
}

/** The replacement and alternatives must be other products that exist, each named once. */
function linkErrors(input: ProductInput, known: Set<string>): FieldIssue[] {
  const errors: FieldIssue[] = [];
  const check = (field: string, value: string) => {
    if (value === input.partNumber) errors.push({ field, key: productErrors.linksItself });
    else if (!known.has(value)) errors.push({ field, key: productErrors.unknownProduct, vars: { value } });
  };
  if (input.replacedBy) check("replacedBy", input.replacedBy);
  input.alternatives.forEach((value, index) => {
    if (input.alternatives.indexOf(value) !== index) errors.push({ field: `alternatives.${index}`, key: productErrors.duplicateLink, vars: { value } });
    else check(`alternatives.${index}`, value);
  });
  return errors;
}

/**
 * Sets the replacement and replaces the alternatives and cross references of written products.
 * Run after every product of the change is written: a row may name a product added further on.
 */
async function replaceLinks(tx: Database, written: { id: number; product: ResolvedProduct }[]) {
  for (let i = 0; i < written.length; i += ROWS_PER_STATEMENT / 2) {
    const chunk = written.slice(i, i + ROWS_PER_STATEMENT / 2);
    const ids = chunk.map((w) => w.id);
    const named = [...new Set(chunk.flatMap(({ product }) => [product.input.replacedBy, ...product.input.alternatives]).filter(Boolean))];
    const idOf = new Map<string, number>();
    if (named.length) {
      const rows = await tx.select({ id: products.id, partNumber: products.partNumber }).from(products).where(inArray(products.partNumber, named));
      for (const row of rows) idOf.set(row.partNumber, row.id);
    }
    await tx.update(products).set({ replacedById: null }).where(and(inArray(products.id, ids), sql`${products.replacedById} is not null`));
    for (const { id, product } of chunk) {
      const replacement = idOf.get(product.input.replacedBy);
      if (replacement && replacement !== id) await tx.update(products).set({ replacedById: replacement }).where(eq(products.id, id));
    }
    await tx.delete(productAlternatives).where(inArray(productAlternatives.productId, ids));
    await tx.delete(productCrossReferences).where(inArray(productCrossReferences.productId, ids));
    const alternatives = chunk.flatMap(({ id, product }) =>
      product.input.alternatives
        .map((partNumber) => idOf.get(partNumber))
        .filter((other): other is number => other !== undefined && other !== id)
        .map((alternativeId, position) => ({ productId: id, alternativeId, position })),
    );
    const crossReferences = chunk.flatMap(({ id, product }) =>
      product.input.crossReferences.map((x, position) => ({ productId: id, manufacturer: x.manufacturer, partNumber: x.partNumber, position })),
    );
    await insertChunked(alternatives, (rows) => tx.insert(productAlternatives).values(rows).onConflictDoNothing());
    await insertChunked(crossReferences, (rows) => tx.insert(productCrossReferences).values(rows));
  }
}

function productColumns(product: ResolvedProduct) {
  const { input } = product;
  return {
    partNumber: input.partNumber,
    name: input.name,
    description: input.description,
    details: input.details,
    manufacturer: input.manufacturer,
    categoryId: product.categoryId,
    subcategoryId: product.subcategoryId,
    status: input.status,
    lifecycle: input.lifecycle,
    featured: input.featured,
  };
}

/**
 * A new product's columns with its spec terms computed as the trigger on product_specs computes
 * them (migration speed_search_terms), so that inserting its specs finds them in step and does not
 * write the product row a second time.
 */
function insertColumns(product: ResolvedProduct) {
  const texts = product.specs.map((spec) => `${spec.value} ${spec.unit ?? ""}`);
  const specTerms = texts.length
    ? sql`(select coalesce(array_agg(distinct term order by term), '{}') from unnest(array[${sql.join(texts.map((text) => sql`${text}`), sql`, `)}]::text[]) as v(text), unnest(search_value_terms(v.text)) as term)`
    : sql`'{}'::text[]`;
  return { ...productColumns(product), specTerms };
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

// Below PostgreSQL's 65,535 bound parameters per statement, whatever the row width.
const ROWS_PER_STATEMENT = 2_000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) await insert(rows.slice(i, i + ROWS_PER_STATEMENT));
}

type ChildKind = "specs" | "applications" | "documents" | "images";
const CHILD_KINDS: ChildKind[] = ["specs", "applications", "documents", "images"];

/**
 * Replaces the specifications, applications, documents and images of written products, or only
 * the kinds listed in `kinds` (a product whose specifications are as stored keeps its rows: the
 * foreign key already carries a new category, status or lifecycle to them).
 */
async function replaceChildren(tx: Database, written: { id: number; product: ResolvedProduct; kinds?: ChildKind[] }[], fresh = false) {
  for (const kind of CHILD_KINDS) {
    const some = written.filter((w) => !w.kinds || w.kinds.includes(kind));
    if (some.length) await replaceChildrenOf(tx, kind, some, fresh);
  }
}

/** `fresh`: the products were just inserted, so they have no child rows to delete. */
async function replaceChildrenOf(tx: Database, kind: ChildKind, written: { id: number; product: ResolvedProduct }[], fresh: boolean) {
  // Specification and application rows carry their product's facet key (see the schema).
  const key = (id: number, { categoryId, input }: ResolvedProduct) => ({ productId: id, categoryId, status: input.status, lifecycle: input.lifecycle });
  const ids = written.map((w) => w.id);
  switch (kind) {
    case "specs": {
      if (!fresh) await tx.delete(productSpecs).where(inArray(productSpecs.productId, ids));
      const specs = written.flatMap(({ id, product }) => product.specs.map((s, position) => ({ ...s, ...key(id, product), position })));
      return insertChunked(specs, (chunk) => tx.insert(productSpecs).values(chunk));
    }
    case "applications": {
      if (!fresh) await tx.delete(productApplications).where(inArray(productApplications.productId, ids));
      const links = written.flatMap(({ id, product }) => product.applicationIds.map((applicationId) => ({ ...key(id, product), applicationId })));
      return insertChunked(links, (chunk) => tx.insert(productApplications).values(chunk));
    }
    case "documents": {
      if (!fresh) await tx.delete(productDocuments).where(inArray(productDocuments.productId, ids));
      const documents = written.flatMap(({ id, product }) =>
        product.documents.map((d, position) => ({ ...d, language: d.language || null, productId: id, position })),
      );
      return insertChunked(documents, (chunk) => tx.insert(productDocuments).values(chunk));
    }
    case "images": {
      if (!fresh) await tx.delete(productImages).where(inArray(productImages.productId, ids));
      const images = written.flatMap(({ id, product }) => product.images.map((i, position) => ({ ...i, productId: id, position })));
      return insertChunked(images, (chunk) => tx.insert(productImages).values(chunk));
    }
  }
}

/** A product as stored, when the caller has already read it (the CSV import has). */
export interface StoredInput {
  id: number;
  input: ProductInput;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const LINK_KINDS = ["replacedBy", "alternatives", "crossReferences"] as const;

/**
 * Writes products whose stored state the caller holds: new ones in multi-row INSERTs, existing
 * ones in multi-row UPDATE ... FROM (VALUES ...) by id (so the generated search document is
 * computed once per row, not for an insert attempt and again for the update), and only the
 * child rows whose kind changed. Run it inside a transaction.
 */
export async function writeKnownProducts(tx: Database, items: ResolvedProduct[], stored: Map<string, StoredInput>): Promise<WriteResult[]> {
  const results: WriteResult[] = [];
  const created = items.filter((item) => !stored.has(item.input.partNumber));
  const updated = items.filter((item) => stored.has(item.input.partNumber));
  const linked: { id: number; product: ResolvedProduct }[] = [];
  for (let i = 0; i < created.length; i += ROWS_PER_STATEMENT / 2) {
    const batch = created.slice(i, i + ROWS_PER_STATEMENT / 2);
    const rows = await tx.insert(products).values(batch.map(insertColumns)).returning({ id: products.id, partNumber: products.partNumber });
    await replaceChildren(tx, rows.map((row, j) => ({ id: row.id, product: batch[j]! })), true);
    results.push(...rows.map((row) => ({ ...row, created: true })));
    linked.push(...rows.map((row, j) => ({ id: row.id, product: batch[j]! })));
  }
  for (let i = 0; i < updated.length; i += ROWS_PER_STATEMENT / 4) {
    const batch = updated.slice(i, i + ROWS_PER_STATEMENT / 4).map((product) => ({ product, before: stored.get(product.input.partNumber)! }));
    const values = batch.map(({ product, before }) => {
      const c = productColumns(product);
      return sql`(${before.id}::int, ${JSON.stringify(c.name)}::jsonb, ${JSON.stringify(c.description)}::jsonb, ${JSON.stringify(c.details)}::jsonb,
        ${c.manufacturer}, ${c.categoryId}::int, ${c.subcategoryId}::int, ${c.status}::product_status, ${c.lifecycle}::lifecycle, ${c.featured}::boolean)`;
    });
    await tx.execute(sql`update products set name = v.name, description = v.description, details = v.details, manufacturer = v.manufacturer,
        category_id = v.category_id, subcategory_id = v.subcategory_id, status = v.status, lifecycle = v.lifecycle, featured = v.featured, updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, name, description, details, manufacturer, category_id, subcategory_id, status, lifecycle, featured)
      where products.id = v.id`);
    await replaceChildren(
      tx,
      batch.map(({ product, before }) => ({
        id: before.id,
        product,
        kinds: CHILD_KINDS.filter((kind) => !same(before.input[kind], product.input[kind])),
      })),
    );
    results.push(...batch.map(({ product, before }) => ({ id: before.id, partNumber: product.input.partNumber, created: false })));
    linked.push(...batch.filter(({ product, before }) => LINK_KINDS.some((kind) => !same(before.input[kind], product.input[kind]))).map(({ product, before }) => ({ id: before.id, product })));
  }
  // Replacement, alternatives and cross references: every new product, and those whose links changed.
  await replaceLinks(tx, linked);
  return results;
}

export interface WriteResult {
  id: number;
  partNumber: string;
  created: boolean;
}

/**
 * Creates or updates products by part number, many rows per statement, and replaces their
 * specifications, applications, documents and images. Run it inside a transaction: callers
 * (the product form, the JSON calls, the CSV import) decide what else belongs to the same change.
 */
export async function writeProducts(tx: Database, items: ResolvedProduct[]): Promise<WriteResult[]> {
  const results: WriteResult[] = [];
  const written: { id: number; product: ResolvedProduct }[] = [];
  for (let i = 0; i < items.length; i += ROWS_PER_STATEMENT / 2) {
    const batch = items.slice(i, i + ROWS_PER_STATEMENT / 2);
    const rows = await tx
      .insert(products)
      .values(batch.map(insertColumns))
      // An updated product's spec terms follow its spec rows (the trigger).
      .onConflictDoUpdate({
        target: products.partNumber,
        set: {
          name: excluded("name"),
          description: excluded("description"),
          details: excluded("details"),
          manufacturer: excluded("manufacturer"),
          categoryId: excluded("category_id"),
          subcategoryId: excluded("subcategory_id"),
          status: excluded("status"),
          lifecycle: excluded("lifecycle"),
          featured: excluded("featured"),
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: products.id, partNumber: products.partNumber, created: sql<boolean>`(xmax = 0)` });
    const byPartNumber = new Map(batch.map((product) => [product.input.partNumber, product]));
    const batchWritten = rows.map((row) => ({ id: row.id, product: byPartNumber.get(row.partNumber)! }));
    await replaceChildren(tx, batchWritten);
    written.push(...batchWritten);
    results.push(...rows);
  }
  await replaceLinks(tx, written);
  return results;
}

/**
 * Saves the product with this id (its part number may change). Returns an error when another
 * product already has the new part number, or when the product no longer exists.
 */
export async function updateProductById(
  tx: Database,
  id: number,
  product: ResolvedProduct,
): Promise<{ ok: true } | { ok: false; error: "notFound" | "partNumberTaken" }> {
  const [clash] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.partNumber, product.input.partNumber), ne(products.id, id)));
  if (clash) return { ok: false, error: "partNumberTaken" };
  const updated = await tx
    .update(products)
    .set({ ...productColumns(product), updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!updated.length) return { ok: false, error: "notFound" };
  await replaceChildren(tx, [{ id, product }]);
  await replaceLinks(tx, [{ id, product }]);
  return { ok: true };
}
