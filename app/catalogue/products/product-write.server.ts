import type { FieldIssue } from "~/errors";
import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { type ArrayElement, arrayLiteral, intArray } from "~/db/sql-arrays";
import { media, productAlternatives, productApplications, productCrossReferences, productDocuments, productImages, products, productSpecs } from "~/db/schema";
import { type SpecEntry, readSpecValue } from "~/catalogue/specs/spec-values";
import { type SpecAttribute, listSpecAttributes } from "./attributes.server";
import {
  productErrors,
  type DocumentRow,
  type ImageRow,
  type ProductInput,
} from "./product-schema";
import { listApplications, listCategories, listSubcategories, taxonomyFinder } from "~/catalogue/taxonomy/taxonomy.server";
import {
  type KnownTexts,
  knownTerms,
  knownTexts,
  placeColumns,
  placeKeys,
  placeNames,
  searchDocumentOf,
  searchTexts,
  sortedTerms,
  specTermsOf,
  specText,
  textColumnsOf,
  textVectors,
} from "~/catalogue/index/search-columns.server";

/** A product whose taxonomy, attributes and media were found: ready to be written. */
export interface ResolvedProduct {
  input: ProductInput;
  categoryId: number;
  subcategoryId: number | null;
  applicationIds: number[];
  /** One row per value read (readSpecValue): a list or several options are several rows. */
  specs: Array<SpecEntry & { attributeId: number }>;
  documents: DocumentRow[];
  images: ImageRow[];
}

export type Resolution = { ok: true; product: ResolvedProduct } | { ok: false; errors: FieldIssue[] };

type Attribute = SpecAttribute;

type Finder<List extends (db: Database) => Promise<unknown[]>> = (value: string) => Awaited<ReturnType<List>>[number] | undefined;

/** What products name by slug or spelling: the taxonomy and the spec attributes (loadCatalogueNames). */
export interface CatalogueNames {
  findCategory: Finder<typeof listCategories>;
  findSubcategory: Finder<typeof listSubcategories>;
  findApplication: Finder<typeof listApplications>;
  /** By key and by name in each language, lower case. */
  attributeByName: Map<string, Attribute>;
  /** readSpecValue's answers so far, by attribute and written value (readSpec). */
  readings: Map<string, ReturnType<typeof readSpecValue>>;
}

// The readings kept by one CatalogueNames (a CSV import's batches share one): each a few hundred bytes.
const READINGS_KEPT = 50_000;

/**
 * readSpecValue, answered once per attribute and written value for all the products that share
 * `names` (a catalogue repeats its values: "24 V DC", "IP67"). Its answer depends on nothing else;
 * the entries are copied into each product's rows, never changed.
 */
function readSpec(names: CatalogueNames, attribute: Attribute, row: ProductInput["specs"][number]): ReturnType<typeof readSpecValue> {
  const key = JSON.stringify([attribute.id, row.value, row.unit, row.label ?? null]);
  let reading = names.readings.get(key);
  if (!reading) {
    if (names.readings.size >= READINGS_KEPT) names.readings.clear();
    reading = readSpecValue(attribute, row);
    names.readings.set(key, reading);
  }
  return reading;
}

/** The taxonomy and spec attributes, read one after the other (`db` may be a transaction). */
export async function loadCatalogueNames(db: Database): Promise<CatalogueNames> {
  const findCategory = taxonomyFinder(await listCategories(db));
  const findSubcategory = taxonomyFinder(await listSubcategories(db));
  const findApplication = taxonomyFinder(await listApplications(db));
  const attributeByName = new Map<string, Attribute>();
  for (const attribute of await listSpecAttributes(db)) {
    for (const name of [attribute.key, ...Object.values(attribute.name)]) {
      if (name) attributeByName.set(name.toLowerCase(), attribute);
    }
  }
  return { findCategory, findSubcategory, findApplication, attributeByName, readings: new Map() };
}

export interface ResolveOptions {
  /**
   * The part numbers the same change writes besides `inputs` (every row of a CSV file, whichever
   * batch it falls in): a replacement or alternative may name one of them. Called only for link
   * targets that are neither in `inputs` nor stored.
   */
  written?: () => Promise<ReadonlySet<string>>;
  /** The names as read before, when many calls of one change share them (the CSV import's batches). */
  names?: CatalogueNames;
}

/**
 * What an input names in the catalogue (resolveNames): the product as it will be written, or the
 * errors found so far. Its media and links are checked by resolveProducts, with the database.
 */
export type NamedResolution = { product?: ResolvedProduct; errors: FieldIssue[] };

/**
 * Finds what an input names in `names` (categories, subcategories and applications by slug,
 * alternate spelling or name; spec attributes by key or name), without guessing: anything unknown
 * is an error naming the value. No database: the CSV import does it while a batch is written, so
 * that only the media and links are left once the write ends.
 */
export function resolveNames(names: CatalogueNames, input: ProductInput): NamedResolution {
  const { findCategory, findSubcategory, findApplication, attributeByName } = names;
  const errors: FieldIssue[] = [];
  const category = findCategory(input.category);
  if (!category) errors.push({ field: "category", key: productErrors.unknownCategory, vars: { value: input.category } });
  let subcategoryId: number | null = null;
  if (input.subcategory) {
    const subcategory = findSubcategory(input.subcategory);
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
    const application = findApplication(name);
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
    // Read as its type says (a number needs its unit, a choice one of its options), or refused
    // with the place of the problem: the value, or the unit.
    const read = readSpec(names, attribute, row);
    if (!read.ok) {
      errors.push({ field: `specs.${index}.${read.problem.part}`, key: read.problem.key, vars: { ...read.problem.vars, attribute: attribute.name.en ?? attribute.key } });
      return;
    }
    for (const entry of read.entries) specs.push({ attributeId: attribute.id, ...entry });
  });
  if (errors.length || !category) return { errors };
  return { product: { input, categoryId: category.id, subcategoryId, applicationIds, specs, documents: input.documents, images: input.images }, errors };
}

/**
 * Finds what each input names (resolveNames), and that its media and linked products exist:
 * anything unknown is an error naming the value. Nothing is written. `named`: resolveNames of each
 * input, when the caller has it already (the CSV import); the product it found is the one returned.
 */
export async function resolveProducts(db: Database, inputs: ProductInput[], { written, names }: ResolveOptions = {}, named?: NamedResolution[]): Promise<Resolution[]> {
  // One after the other: `db` may be a transaction, one connection that takes one query at a time.
  let found = named;
  if (!found) {
    const catalogueNames = names ?? (await loadCatalogueNames(db));
    found = inputs.map((input) => resolveNames(catalogueNames, input));
  }
  const mediaIds = new Set(
    inputs.flatMap((input) => [...input.documents, ...input.images].map((row) => row.mediaId)),
  );
  const knownPartNumbers = await existingPartNumbers(db, inputs, written);
  const existingMedia = new Set<number>();
  if (mediaIds.size) {
    const rows = await db.select({ id: media.id }).from(media).where(inArray(media.id, [...mediaIds]));
    for (const row of rows) existingMedia.add(row.id);
  }

  return inputs.map((input, i) => {
    const { product, errors: namedErrors } = found[i]!;
    const errors = [...namedErrors];
    for (const [list, field] of [[input.documents, "documents"], [input.images, "images"]] as const) {
      list.forEach((row, index) => {
        if (!existingMedia.has(row.mediaId)) errors.push({ field: `${field}.${index}.mediaId`, key: productErrors.unknownMedia });
      });
    }
    errors.push(...linkErrors(input, knownPartNumbers));
    if (errors.length || !product) return { ok: false, errors };
    return { ok: true, product };
  });
}

/** The part numbers the inputs link to that exist, or are written in the same change. */
async function existingPartNumbers(db: Database, inputs: ProductInput[], written?: ResolveOptions["written"]): Promise<Set<string>> {
  const known = new Set(inputs.map((input) => input.partNumber));
  const wanted = [...new Set(inputs.flatMap((input) => [input.replacedBy, ...input.alternatives]).filter((p) => p && !known.has(p)))];
  const stored = new Set<string>();
  for (let i = 0; i < wanted.length; i += ROWS_PER_STATEMENT) {
    const rows = await db.select({ partNumber: products.partNumber }).from(products).where(inArray(products.partNumber, wanted.slice(i, i + ROWS_PER_STATEMENT)));
    for (const row of rows) stored.add(row.partNumber);
  }
  const missing = wanted.filter((p) => !stored.has(p));
  const others = missing.length && written ? await written() : undefined;
  for (const partNumber of wanted) if (stored.has(partNumber) || others?.has(partNumber)) known.add(partNumber);
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
 * Returns the products that name one not written yet (a later batch of a CSV import writes it):
 * run it again for those once it is. `fresh`: products just inserted (insertProductsStatement),
 * which have no link rows to delete and whose stored replacement their insert set: only a
 * replacement found now is set.
 */
export async function replaceLinks(tx: Database, written: { id: number; product: ResolvedProduct }[], { fresh = false }: { fresh?: boolean } = {}) {
  const unwritten: { id: number; product: ResolvedProduct }[] = [];
  for (let i = 0; i < written.length; i += ROWS_PER_STATEMENT / 2) {
    const chunk = written.slice(i, i + ROWS_PER_STATEMENT / 2);
    const ids = chunk.map((w) => w.id);
    const named = [...new Set(chunk.flatMap(({ product }) => [product.input.replacedBy, ...product.input.alternatives]).filter(Boolean))];
    const idOf = new Map<string, number>();
    if (named.length) {
      const rows = await tx.select({ id: products.id, partNumber: products.partNumber }).from(products).where(inArray(products.partNumber, named));
      for (const row of rows) idOf.set(row.partNumber, row.id);
    }
    unwritten.push(...chunk.filter(({ product }) => [product.input.replacedBy, ...product.input.alternatives].some((p) => p && !idOf.has(p))));
    // Every product's replacement (or none; for fresh products only those found) in one statement,
    // writing only the rows it changes.
    const replacements = chunk
      .map(({ id, product }) => {
        const replacement = idOf.get(product.input.replacedBy);
        return { id, replaced_by_id: replacement && replacement !== id ? replacement : null };
      })
      .filter((row) => !fresh || row.replaced_by_id !== null);
    if (replacements.length) {
      await tx.execute(sql`update products set replaced_by_id = v.replaced_by_id
        from jsonb_to_recordset(${JSON.stringify(replacements)}::jsonb) as v(id int, replaced_by_id int)
        where products.id = v.id and products.replaced_by_id is distinct from v.replaced_by_id`);
    }
    if (!fresh) {
      await tx.delete(productAlternatives).where(inArray(productAlternatives.productId, ids));
      await tx.delete(productCrossReferences).where(inArray(productCrossReferences.productId, ids));
    }
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
  return unwritten;
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
 * them (migration speed_search_terms: sorted, distinct), so that inserting its specs finds them in
 * step and does not write the product row a second time.
 */
function insertColumns(product: ResolvedProduct, termsOf: Map<string, string[]>) {
  const terms = product.specs.flatMap((spec) => termsOf.get(specText(spec)) ?? []);
  const specTerms = terms.length
    ? // One parameter per product, whatever its number of terms (PostgreSQL takes at most 65,535).
      sortedTerms(sql`${JSON.stringify(terms)}::jsonb`)
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
 * Runs statements on `tx` one after the other, each built (`build`) while the database runs the
 * ones before it: a statement's rows take Node.js about as long to build as a fast statement takes
 * to run. `queued`: the connection queues statements and runs them in order (PGlite's: its query
 * lock is first in, first out), so each is sent as soon as it is built and the database runs them
 * back to back, never waiting for this thread between two of them. Otherwise (node-postgres, which
 * deprecates a second query on a busy client) each is sent once the one before has run. A failure
 * is thrown for the first statement that failed (those after it fail because the transaction did).
 */
async function runInTurn(tx: Database, builds: Iterable<() => SQL>, queued = false): Promise<void> {
  const sent: Promise<unknown>[] = [];
  for (const build of builds) {
    const statement = build();
    if (!queued && sent.length) await sent.at(-1);
    const running = Promise.resolve(tx.execute(statement));
    // Its failure is thrown in order, not reported as unhandled meanwhile.
    running.catch(() => {});
    sent.push(running);
    // Lets the statement reach the database before the next one is built.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await inTurn(sent);
}

/** Runs reads on `tx`: sent together when the connection queues them (`queued`, see runInTurn), else one after the other. */
async function readInTurn<T extends readonly unknown[]>(queued: boolean, reads: { readonly [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (queued) return inTurn<T>(reads.map((read) => read()) as unknown as { readonly [K in keyof T]: Promise<T[K]> });
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

/**
 * The results of statements sent together on one connection, once all have run; or the failure
 * of the first that failed in the order sent (the others failed after it, as the transaction had).
 */
async function inTurn<T extends readonly unknown[]>(sent: { readonly [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(sent);
  const failed = settled.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * Replaces the specifications, applications, documents and images of written products, or only
 * the kinds listed in `kinds` (a product whose specifications are as stored keeps its rows: the
 * foreign key already carries a new category, status or lifecycle to them). `before` and `after`:
 * statements that run first (the products' own insert) and last, built in turn as these are.
 */
async function replaceChildren(
  tx: Database,
  written: { id: number; product: ResolvedProduct; kinds?: ChildKind[] }[],
  {
    fresh = false,
    termsOf,
    knownTerms,
    before = [],
    after = [],
    queued = false,
  }: { fresh?: boolean; termsOf?: Map<string, string[]>; knownTerms?: Map<string, string[]>; before?: (() => SQL)[]; after?: (() => SQL)[]; queued?: boolean } = {},
) {
  const of = (kind: ChildKind) => written.filter((w) => !w.kinds || w.kinds.includes(kind));
  const withSpecs = of("specs");
  // Spec rows are written with their value terms (migration 0016), found once per distinct text.
  const terms = termsOf ?? (withSpecs.length ? await specTermsOf(tx, withSpecs.map((w) => w.product), knownTerms) : new Map<string, string[]>());
  const builds = CHILD_KINDS.flatMap((kind) => {
    const some = of(kind);
    return some.length ? childStatements(kind, some, fresh, terms) : [];
  });
  await runInTurn(tx, [...before, ...builds, ...after], queued);
}

type Written = { id: number; product: ResolvedProduct };

/**
 * Inserts one row per item (`items` of each written product, `row` its columns, `position` its
 * place in the product's list), ROWS_PER_STATEMENT a statement: each statement, built when called
 * (the rows at the first). Each column is one parameter, an array literal (arrayLiteral) that
 * `unnest` reads back into rows in their order; a column of an array type (`text[]`) is given as
 * the array literal of each row, cast back per row. Building a multi-row INSERT with Drizzle's
 * query builder costs about 0.15 ms a row in JavaScript (decision record 030); one JSON parameter
 * read by `jsonb_to_recordset`, which this replaces, cost the database about five times what
 * `unnest` costs to read the same rows (decision 073). `columns`: the table's column names and SQL
 * types, fixed strings of this module; `row` gives the values in that order.
 */
function insertStatements<Item>(
  table: string,
  columns: Record<string, string>,
  written: Written[],
  items: (product: ResolvedProduct) => Item[],
  row: (item: Item, position: number, { id, product }: Written) => ArrayElement[],
): (() => SQL)[] {
  const names = Object.keys(columns);
  const list = sql.raw(names.join(", "));
  // An array column's rows are unnested as text (their literals), then cast.
  const elementType = (type: string) => (type.endsWith("[]") ? "text" : type);
  const select = sql.raw(names.map((name) => (columns[name]!.endsWith("[]") ? `r.${name}::${columns[name]}` : `r.${name}`)).join(", "));
  const count = written.reduce((n, { product }) => n + items(product).length, 0);
  let all: ArrayElement[][] | undefined;
  return Array.from({ length: Math.ceil(count / ROWS_PER_STATEMENT) }, (_, k) => () => {
    all ??= written.flatMap((w) => items(w.product).map((item, position) => row(item, position, w)));
    const chunk = all.slice(k * ROWS_PER_STATEMENT, (k + 1) * ROWS_PER_STATEMENT);
    const arrays = names.map((name, i) => sql`${arrayLiteral(chunk.map((values) => values[i]))}::${sql.raw(`${elementType(columns[name]!)}[]`)}`);
    return sql`insert into ${sql.raw(table)} (${list}) select ${select} from unnest(${sql.join(arrays, sql`, `)}) as r(${list})`;
  });
}

/** A JSON value as an element of a jsonb[] literal (null stays NULL). */
const jsonElement = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

// Specification and application rows carry their product's facet key (see the schema).
const FACET_KEY = { category_id: "int", status: "product_status", lifecycle: "lifecycle" };

/**
 * The statements that replace one kind of rows of written products, each built when called.
 * `fresh`: the products were just inserted, so they have no rows to delete. `terms`: the value
 * terms of each spec text of these products (specTermsOf).
 */
function childStatements(kind: ChildKind, written: Written[], fresh: boolean, terms: Map<string, string[]>): (() => SQL)[] {
  // The columns product_id and FACET_KEY, in that order.
  const key = ({ id, product: { categoryId, input } }: Written): ArrayElement[] => [id, categoryId, input.status, input.lifecycle];
  const table = { specs: productSpecs, applications: productApplications, documents: productDocuments, images: productImages }[kind];
  const remove = fresh ? [] : [() => sql`delete from ${table} where ${table.productId} = any(${intArray(written.map((w) => w.id))})`];
  switch (kind) {
    case "specs": {
      const columns = { product_id: "int", ...FACET_KEY, attribute_id: "int", value: "text", value_number: "double precision", value_max: "double precision", unit: "text", label: "jsonb", position: "int", value_terms: "text[]" };
      // Each distinct text's terms as an array literal, once a statement's rows are built.
      const literals = new Map<string, string | undefined>();
      const termsLiteral = (text: string) => {
        if (!literals.has(text)) {
          const found = terms.get(text);
          literals.set(text, found && arrayLiteral(found));
        }
        return literals.get(text);
      };
      return [
        ...remove,
        ...insertStatements("product_specs", columns, written, (p) => p.specs, (s, position, w) => [
          ...key(w),
          s.attributeId,
          s.value,
          s.valueNumber,
          s.valueMax,
          s.unit,
          jsonElement(s.label),
          position,
          // Terms not found are left to the row trigger (NULL), as before.
          termsLiteral(specText(s)),
        ]),
      ];
    }
    case "applications":
      return [
        ...remove,
        ...insertStatements("product_applications", { product_id: "int", ...FACET_KEY, application_id: "int" }, written, (p) => p.applicationIds, (applicationId, _, w) => [
          ...key(w),
          applicationId,
        ]),
      ];
    case "documents":
      return [
        ...remove,
        ...insertStatements(
          "product_documents",
          { product_id: "int", name: "jsonb", type: "document_type", language: "text", media_id: "int", position: "int" },
          written,
          (p) => p.documents,
          (d, position, { id }) => [id, jsonElement(d.name), d.type, d.language || null, d.mediaId, position],
        ),
      ];
    case "images":
      return [
        ...remove,
        ...insertStatements("product_images", { product_id: "int", media_id: "int", alt: "jsonb", position: "int" }, written, (p) => p.images, (i, position, { id }) => [
          id,
          i.mediaId,
          jsonElement(i.alt),
          position,
        ]),
      ];
  }
}

/**
 * The INSERT of new products, from one JSON parameter (see insertStatements), with the ids
 * reserved for them (reserveProductIds), their spec terms as `insertColumns` computes them, and
 * their value terms and search document's vectors from `known` (textColumnsOf). A replacement already stored is set here: setting it
 * afterwards (replaceLinks, which still sets those the same statement or a later one writes) would
 * write each such row a second time, every index included.
 */
function insertProductsStatement(batch: ResolvedProduct[], ids: number[], termsOf: Map<string, string[]>, known: KnownTexts): SQL {
  const { texts, places } = searchTexts(batch.map((product) => product.input));
  const rows = batch.map((product, i) => {
    const c = productColumns(product);
    return {
      id: ids[i],
      part_number: c.partNumber,
      name: c.name,
      description: c.description,
      details: c.details,
      manufacturer: c.manufacturer,
      category_id: c.categoryId,
      subcategory_id: c.subcategoryId,
      status: c.status,
      lifecycle: c.lifecycle,
      featured: c.featured,
      terms: product.specs.flatMap((spec) => termsOf.get(specText(spec)) ?? []),
      value_terms: knownTerms(known, product.input),
      replaced_by: product.input.replacedBy,
      ...placeKeys(places[i]!),
    };
  });
  return sql`with r as (
        select * from rows from (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as (id int, part_number text, name jsonb, description jsonb, details jsonb, manufacturer text,
          category_id int, subcategory_id int, status product_status, lifecycle lifecycle, featured boolean, terms jsonb, value_terms text[], replaced_by text, ${placeColumns})) with ordinality
          as r(id, part_number, name, description, details, manufacturer, category_id, subcategory_id, status, lifecycle, featured, terms, value_terms, replaced_by, ${placeNames}, n)),
      ${textVectors(texts, known)}
      insert into products (id, part_number, name, description, details, manufacturer, category_id, subcategory_id, status, lifecycle, featured, spec_terms, value_terms, search_document, replaced_by_id)
      select r.id, r.part_number, r.name, r.description, r.details, r.manufacturer, r.category_id, r.subcategory_id, r.status, r.lifecycle, r.featured,
        ${sortedTerms(sql`r.terms`)}, r.value_terms,
        ${searchDocumentOf(sql`public.product_search_head(r.part_number, r.manufacturer)`, "r")},
        (select stored.id from products stored where stored.part_number = r.replaced_by)
      from r cross join text_vectors
      order by r.n`;
}

/** `count` new ids of products, in ascending order: the statements of their rows are built before they are inserted. */
async function reserveProductIds(tx: Database, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as id from generate_series(1, ${count})`);
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** The rows of other tables that new products name (besides each other, which they insert): rowChecksOffIfFound. */
function namedReferences(batch: ResolvedProduct[]): { table: string; ids: number[] }[] {
  const distinct = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];
  return [
    { table: "categories", ids: distinct(batch.map((p) => p.categoryId)) },
    { table: "subcategories", ids: distinct(batch.map((p) => p.subcategoryId)) },
    { table: "applications", ids: distinct(batch.flatMap((p) => p.applicationIds)) },
    { table: "spec_attributes", ids: distinct(batch.flatMap((p) => p.specs.map((s) => s.attributeId))) },
    { table: "media", ids: distinct(batch.flatMap((p) => [...p.documents, ...p.images].map((row) => row.mediaId))) },
  ];
}

/**
 * The statement that turns off the foreign-key checks of each row for the rest of the transaction
 * (session_replication_role = replica) if every row the new products name exists, found once for
 * all of them; otherwise it leaves them on, and the insert fails on the first row as it would have
 * (decision 046). The checks of each row, run as triggers on a product's ten or so rows, were a
 * fifth of a PGlite import of new products. Only for a transaction no other writer can enter
 * (PGlite's one connection): on PostgreSQL, the per-row checks also lock what they find against
 * another session's delete. What the rows take from each other (the products' ids and facet keys,
 * a stored replacement) comes from the same statement or the rows just inserted; the equivalence
 * tests compare the result with writes checked row by row. Our triggers fire in replica mode too
 * (migration 0018). ROW_CHECKS_BACK turns the checks on again.
 */
function rowChecksOffIfFound(batch: ResolvedProduct[]): SQL {
  const found = namedReferences(batch)
    .filter(({ ids }) => ids.length)
    .map(({ table, ids }) => sql`(select count(*) from ${sql.identifier(table)} where id = any(${intArray(ids)})) = ${ids.length}`);
  return sql`select set_config('session_replication_role', case when ${sql.join([sql`true`, ...found], sql` and `)} then 'replica' else 'origin' end, true)`;
}
const ROW_CHECKS_BACK = sql`select set_config('session_replication_role', 'origin', true)`;

/**
 * vitrine.search_columns_given (transaction-local): the statements that follow give the search
 * columns the triggers would derive, so the triggers keep what they are given: a products update's
 * value terms and search document (products_value_terms_fill, products_search_document_fill), new
 * products' spec terms when their spec rows are inserted (spec_terms_trigger). SEARCH_COLUMNS_BACK
 * ends it.
 */
const SEARCH_COLUMNS_GIVEN = sql`select set_config('vitrine.search_columns_given', 'on', true)`;
const SEARCH_COLUMNS_BACK = sql`select set_config('vitrine.search_columns_given', 'off', true)`;

/** A product as stored, when the caller has already read it (the CSV import has). */
export interface StoredInput {
  id: number;
  input: ProductInput;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const LINK_KINDS = ["replacedBy", "alternatives", "crossReferences"] as const;
// The columns the search columns (search_document, value_terms) are made of (besides the part
// number, the row's key here).
const TEXT_FIELDS = ["name", "description", "details", "manufacturer"] as const;

/**
 * A write of new products read and built ahead (prepareCreates): their ids, the spec terms they
 * need, and their INSERT.
 */
export interface PreparedCreates {
  /** The new products, in order: writeKnownProducts takes the preparation for exactly these. */
  products: ResolvedProduct[];
  ready: Promise<{ ids: number[]; termsOf: Map<string, string[]>; statement: SQL }>;
}

/**
 * What an INSERT of new products needs, read on `db` (sent together when `queued`, see readInTurn):
 * their ids, spec terms and texts' columns; and the INSERT built from them.
 */
async function readCreates(
  db: Database,
  products: ResolvedProduct[],
  queued: boolean,
  specTerms: Map<string, string[]> | undefined,
  texts: KnownTexts,
): Promise<{ ids: number[]; termsOf: Map<string, string[]>; statement: SQL }> {
  const [ids, termsOf, known] = await readInTurn(queued, [
    () => reserveProductIds(db, products.length),
    () => specTermsOf(db, products, specTerms),
    () => textColumnsOf(db, products.map((product) => product.input), texts),
  ] as const);
  return { ids, termsOf, statement: insertProductsStatement(products, ids, termsOf, known) };
}

const preparedFor = (prepared: PreparedCreates, batch: ResolvedProduct[]) =>
  prepared.products.length === batch.length && batch.every((product, k) => product === prepared.products[k]);

/**
 * Reserves the ids of new products, finds their spec terms and texts' columns on `readDb`, and
 * builds their INSERT, while another write runs on the transaction: writeKnownProducts, given
 * the result for the same products, starts with that INSERT (the CSV import's batch k+1 while
 * batch k is written). What the statements read is the same on any connection: new ids, and the
 * terms and vectors that pure SQL functions compute. `readDb`: another connection of PostgreSQL's
 * pool, where they run beside the write; or PGlite's transaction, which queues them behind the
 * write's statements. `after`: the preparation before this one, whose lists it shares (`specTerms`,
 * `texts`: not the write's own, which its other statements may still read). Undefined for more
 * products than one INSERT takes (ROWS_PER_STATEMENT / 2): their write reads and builds as usual.
 */
export function prepareCreates(
  readDb: Database,
  products: ResolvedProduct[],
  { specTerms, texts, after }: { specTerms: Map<string, string[]>; texts: KnownTexts; after?: PreparedCreates },
): PreparedCreates | undefined {
  if (products.length > ROWS_PER_STATEMENT / 2) return undefined;
  const ready = (async () => {
    // Its lists are cleared past a size by the next call: that one waits for this one's statement.
    await after?.ready.catch(() => {});
    const { ids, termsOf: terms, statement } = await readCreates(readDb, products, true, specTerms, texts);
    // The terms of these products' spec rows, apart: the next preparation may clear the shared list
    // before the write builds those rows.
    const termsOf = new Map<string, string[]>();
    for (const text of products.flatMap((product) => product.specs.map(specText))) {
      const found = terms.get(text);
      if (found) termsOf.set(text, found);
    }
    return { ids, termsOf, statement };
  })();
  // Unused when the import stops first (an error in a later check): not an unhandled failure.
  ready.catch(() => {});
  return { products, ready };
}

/**
 * Writes products whose stored state the caller holds: new ones in multi-row INSERTs, existing
 * ones in multi-row UPDATE ... FROM (VALUES ...) by id (so the search document is
 * computed once per row, not for an insert attempt and again for the update), and only the
 * child rows whose kind changed. Run it inside a transaction, and roll that back if it throws
 * (with `referencesInBulk`, the per-row foreign-key checks may still be off: decision 046).
 * `referencesInBulk`: only for a PGlite handle's transaction (rowChecksOffIfFound); `queued`: the
 * connection queues statements in order (PGlite's, see runInTurn). `specTerms`
 * and `texts`: the spec texts' terms and the product texts' value terms and vectors found by
 * earlier calls of the same change, kept between them (specTermsOf, textColumnsOf).
 */
export async function writeKnownProducts(
  tx: Database,
  items: ResolvedProduct[],
  stored: Map<string, StoredInput>,
  {
    referencesInBulk = false,
    queued = false,
    specTerms,
    texts = knownTexts(),
    prepared,
  }: { referencesInBulk?: boolean; queued?: boolean; specTerms?: Map<string, string[]>; texts?: KnownTexts; prepared?: PreparedCreates } = {},
): Promise<{ id: number; product: ResolvedProduct }[]> {
  const created = items.filter((item) => !stored.has(item.input.partNumber));
  const updated = items.filter((item) => stored.has(item.input.partNumber));
  const linked: { id: number; product: ResolvedProduct }[] = [];
  const createdRows: { id: number; product: ResolvedProduct }[] = [];
  for (let i = 0; i < created.length; i += ROWS_PER_STATEMENT / 2) {
    const batch = created.slice(i, i + ROWS_PER_STATEMENT / 2);
    // Read and built while the write before this one ran (prepareCreates), when it was for these products.
    const { ids, termsOf, statement } = prepared && preparedFor(prepared, batch) ? await prepared.ready : await readCreates(tx, batch, queued, specTerms, texts);
    const rows = batch.map((product, k) => ({ id: ids[k]!, product }));
    // Each statement is built while the database runs the one before: the products' insert, then their rows.
    // The insert gave the products their spec terms, from all of their spec rows: the spec-terms
    // trigger, which would compute them again after each statement of those rows, stands aside
    // until they are all written (decision 071).
    await replaceChildren(tx, rows, {
      fresh: true,
      termsOf,
      before: [...(referencesInBulk ? [() => rowChecksOffIfFound(batch)] : []), () => statement, () => SEARCH_COLUMNS_GIVEN],
      after: [() => SEARCH_COLUMNS_BACK, ...(referencesInBulk ? [() => ROW_CHECKS_BACK] : [])],
      queued,
    });
    createdRows.push(...rows);
  }
  for (let i = 0; i < updated.length; i += ROWS_PER_STATEMENT / 4) {
    const batch = updated.slice(i, i + ROWS_PER_STATEMENT / 4).map((product) => ({ product, before: stored.get(product.input.partNumber)! }));
    // Rows whose texts are as stored leave them out of the SET list, so that PostgreSQL does not
    // compute their search columns (search_document, value_terms) again.
    const textsChanged = (p: ResolvedProduct, b: StoredInput) => TEXT_FIELDS.some((field) => !same(b.input[field], p.input[field]));
    for (const withTexts of [true, false]) {
      const rows = batch.filter(({ product, before }) => textsChanged(product, before) === withTexts);
      if (!rows.length) continue;
      const search = withTexts ? searchTexts(rows.map(({ product }) => product.input)) : undefined;
      const known = withTexts ? await textColumnsOf(tx, rows.map(({ product }) => product.input), texts) : texts;
      const values = rows.map(({ product, before }, i) => {
        const c = productColumns(product);
        const textColumns = search
          ? { name: c.name, description: c.description, details: c.details, manufacturer: c.manufacturer, value_terms: knownTerms(known, product.input), ...placeKeys(search.places[i]!) }
          : {};
        return { id: before.id, ...textColumns, category_id: c.categoryId, subcategory_id: c.subcategoryId, status: c.status, lifecycle: c.lifecycle, featured: c.featured };
      });
      const columns = sql`category_id = v.category_id, subcategory_id = v.subcategory_id, status = v.status, lifecycle = v.lifecycle, featured = v.featured, updated_at = now()`;
      const keyTypes = sql`category_id int, subcategory_id int, status product_status, lifecycle lifecycle, featured boolean`;
      // One JSON parameter (see insertStatements).
      const json = sql`${JSON.stringify(values)}::jsonb`;
      if (!search) {
        await tx.execute(sql`update products set ${columns} from jsonb_to_recordset(${json}) as v(id int, ${keyTypes}) where products.id = v.id`);
        continue;
      }
      // New texts with their value terms and search document, each distinct text's once a change
      // (textColumnsOf); the row triggers that would compute them again for each product stand
      // aside for this statement (migrations 0016 and 0017).
      await tx.execute(SEARCH_COLUMNS_GIVEN);
      await tx.execute(sql`with r as (select * from jsonb_to_recordset(${json})
          as r(id int, name jsonb, description jsonb, details jsonb, manufacturer text, value_terms text[], ${placeColumns}, ${keyTypes})),
        ${textVectors(search.texts, known)}
        update products set name = v.name, description = v.description, details = v.details, manufacturer = v.manufacturer, value_terms = v.value_terms,
          search_document = ${searchDocumentOf(sql`public.product_search_head(products.part_number, v.manufacturer)`, "v")}, ${columns}
        from r as v cross join text_vectors
        where products.id = v.id`);
      await tx.execute(SEARCH_COLUMNS_BACK);
    }
    await replaceChildren(
      tx,
      batch.map(({ product, before }) => ({
        id: before.id,
        product,
        kinds: CHILD_KINDS.filter((kind) => !same(before.input[kind], product.input[kind])),
      })),
      { knownTerms: specTerms, queued },
    );
    linked.push(...batch.filter(({ product, before }) => LINK_KINDS.some((kind) => !same(before.input[kind], product.input[kind]))).map(({ product, before }) => ({ id: before.id, product })));
  }
  // Replacement, alternatives and cross references: every new product, and those whose links
  // changed. Returned: those that name a product not written yet (see replaceLinks).
  return [...(await replaceLinks(tx, createdRows, { fresh: true })), ...(await replaceLinks(tx, linked))];
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
    const termsOf = await specTermsOf(tx, batch);
    // Their value terms and search document come from the row triggers (migrations 0016 and
    // 0017): one product at a time, mostly.
    const rows = await tx
      .insert(products)
      .values(batch.map((product) => insertColumns(product, termsOf)))
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
    await replaceChildren(tx, batchWritten, { termsOf });
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
