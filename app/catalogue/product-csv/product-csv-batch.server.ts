import { inArray, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { media } from "~/db/schema";
import type { Availability } from "~/availability/availability";
import { readAvailability } from "~/availability/availability.server";
import { type CsvFigures, diffAvailability, isAvailabilityColumn, readAvailabilityCells } from "./product-csv-availability";
import { applyCells, type ColumnProblem, diffProducts } from "./product-csv-columns";
import { mediaReferences } from "./product-csv-cells";
import type { Problem, ReportRow } from "./product-csv-report";
import { zodFieldIssues } from "~/i18n/field-messages";
import { emptyProductInput, type ProductInput, productErrors, productInputSchema, productKeys } from "~/catalogue/products/product-schema";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import { type CatalogueNames, type NamedResolution, type ResolvedProduct, type ResolveOptions, resolveNames, resolveProducts, type StoredInput } from "~/catalogue/products/product-write.server";
import type { TaxonomyEntry } from "~/catalogue/taxonomy/taxonomy.server";

export interface PendingRow {
  line: number;
  partNumber: string;
  cells: Map<string, string>;
  /** Found while reading the row (ragged, duplicate, no part number): it is not checked further. */
  problem?: Problem;
}

export interface ImportTally {
  counts: { rows: number; create: number; update: number; unchanged: number; error: number };
  /** Error rows first, then the others, each list capped (ImportOutcome.omitted counts the rest). */
  errors: ReportRow[];
  changes: ReportRow[];
  omitted: number;
  /** The figures of the rows whose availability columns change something, by final part number (written at the end). */
  availability: Array<{ partNumber: string; figures: CsvFigures }>;
}

/** The category, subcategory or application each spelling names (taxonomyFinder), for comparing like with like. */
export interface CsvTaxonomy {
  categories: (value: string) => TaxonomyEntry | undefined;
  subcategories: (value: string) => TaxonomyEntry | undefined;
  applications: (value: string) => TaxonomyEntry | undefined;
}

/** The finders of the names read for the import (loadCatalogueNames, before its transaction starts). */
export function csvTaxonomy(names: CatalogueNames): CsvTaxonomy {
  return { categories: names.findCategory, subcategories: names.findSubcategory, applications: names.findApplication };
}

type Finder = CsvTaxonomy["categories"];
const canonical = (find: Finder, value: string) => (value ? (find(value)?.slug ?? value) : value);

function canonicalInput(input: ProductInput, taxonomy: CsvTaxonomy): ProductInput {
  return {
    ...input,
    category: canonical(taxonomy.categories, input.category),
    subcategory: canonical(taxonomy.subcategories, input.subcategory),
    applications: input.applications.map((a) => canonical(taxonomy.applications, a)),
  };
}

/** Category, subcategory and applications the catalogue does not know, worded as the write path words them. */
function taxonomyProblems(input: ProductInput, taxonomy: CsvTaxonomy): ColumnProblem[] {
  const unknown = (find: Finder, value: string) => Boolean(value) && !find(value);
  return [
    ...(unknown(taxonomy.categories, input.category) ? [{ column: "category", key: productErrors.unknownCategory, vars: { value: input.category } }] : []),
    ...(unknown(taxonomy.subcategories, input.subcategory) ? [{ column: "subcategory", key: productErrors.unknownSubcategory, vars: { value: input.subcategory } }] : []),
    ...input.applications
      .filter((application) => unknown(taxonomy.applications, application))
      .map((value) => ({ column: "applications", key: productErrors.unknownApplication, vars: { value } })),
  ];
}

/** Storage key <-> id of every media file the rows and their stored products name. */
async function loadMedia(db: Database, keys: string[], ids: number[]) {
  const conditions = [];
  if (keys.length) conditions.push(inArray(media.storageKey, keys));
  if (ids.length) conditions.push(inArray(media.id, ids));
  const rows = conditions.length ? await db.select({ id: media.id, key: media.storageKey }).from(media).where(or(...conditions)) : [];
  const idOf = new Map(rows.map((r) => [r.key, r.id]));
  const keyOf = new Map(rows.map((r) => [r.id, r.key]));
  return { idOf: (key: string) => idOf.get(key), keyOf: (id: number) => keyOf.get(id) ?? String(id) };
}

/** The CSV column of a product field path: "name.fr" -> "name_fr", "specs.2.value" -> "specs". */
function csvColumn(field: string): string {
  const [first, second] = field.split(".");
  if (first === "partNumber") return "part_number";
  if (first === "replacedBy") return "replaced_by";
  if (first === "crossReferences") return "cross_references";
  return (first === "name" || first === "description" || first === "details") && second ? `${first}_${second}` : first!;
}

function record(tally: ImportTally, row: ReportRow, max: number) {
  tally.counts[row.outcome]++;
  const list = row.outcome === "error" ? tally.errors : tally.changes;
  // Unchanged rows are only counted: a re-imported export would otherwise fill the report.
  if (row.outcome === "unchanged") return;
  if (list.length < max) list.push(row);
  else tally.omitted++;
}

export interface BatchOptions {
  maxReportedRows: number;
  /** Every part number of the file (a link may name a row of another batch). */
  written: NonNullable<ResolveOptions["written"]>;
  /** The taxonomy and spec attributes, read once for the whole file. */
  names: CatalogueNames;
}

/** What a batch's rows are checked against: its stored products and the media they name. */
export interface BatchReads {
  stored: StoredInput[];
  media: Awaited<ReturnType<typeof loadMedia>>;
  /** The stored products' figures (read only when the file has availability columns), by product id. */
  availability: Map<number, Availability>;
  /** The stock locations' keys, in the settings' order. */
  locationKeys: readonly string[];
}

/** The products a checked batch writes, with the stored state of those it updates. */
export interface CheckedBatch {
  valid: ResolvedProduct[];
  known: Map<string, StoredInput>;
}

/**
 * The first step of checking a batch: the stored products its part numbers name and the media
 * its cells and those products name. Only reads; the rest of the check runs in Node.js, which
 * lets the import write the previous batch meanwhile (see readRows).
 */
export async function readBatch(db: Database, batch: PendingRow[], taxonomy: CsvTaxonomy, locationKeys: readonly string[] = []): Promise<BatchReads> {
  const readable = batch.filter((row) => !row.problem);
  const figures = readable.some((row) => [...row.cells.keys()].some(isAvailabilityColumn));
  const storedRows = readable.length ? await readProductInputs(db, { partNumbers: readable.map((r) => r.partNumber) }) : [];
  const stored = storedRows.map((p) => ({ id: p.id, input: canonicalInput(p.input, taxonomy) }));
  const mediaKeys = readable.flatMap((r) => mediaReferences(r.cells.get("documents") ?? "", r.cells.get("images") ?? ""));
  const mediaIds = storedRows.flatMap(({ input }) => [...input.documents.map((d) => d.mediaId), ...input.images.map((i) => i.mediaId)]);
  const loaded = await loadMedia(db, [...new Set(mediaKeys)], [...new Set(mediaIds)]);
  const availability = figures ? await readAvailability(db, stored.map((p) => p.id)) : new Map<number, Availability>();
  return { stored, media: loaded, availability, locationKeys };
}

/** A batch's rows as checked by checkRows: the changes, before their links and media are resolved. */
export interface CheckedRows {
  /** `named`: what the input names in the catalogue (resolveNames), found while the previous batch was written. */
  changed: Array<{ row: ReportRow; input: ProductInput; named: NamedResolution }>;
  known: Map<string, StoredInput>;
}

/**
 * Checks one batch of rows against what readBatch found, without the database: each row becomes
 * create, update (with its changed columns), unchanged or error.
 */
export async function checkRows(
  batch: PendingRow[],
  { stored, media, availability, locationKeys }: BatchReads,
  taxonomy: CsvTaxonomy,
  tally: ImportTally,
  maxReportedRows: number,
  names: CatalogueNames,
): Promise<CheckedRows> {
  tally.counts.rows += batch.length;
  // The stored products as read: the write needs no second read to tell updates from creates.
  const known = new Map(stored.map((p) => [p.input.partNumber, p]));
  const { idOf, keyOf } = media;

  const changed: CheckedRows["changed"] = [];
  for (const [index, row] of batch.entries()) {
    // Checking a thousand rows takes long enough to delay other requests (and the previous
    // batch's write, whose next statement waits for this thread): let them in every ten rows.
    if (index % 10 === 9) await new Promise((resolve) => setImmediate(resolve));
    if (row.problem) {
      record(tally, { line: row.line, partNumber: row.partNumber, outcome: "error", problems: [row.problem] }, maxReportedRows);
      continue;
    }
    const storedProduct = known.get(row.partNumber);
    const before = storedProduct?.input;
    const { input, problems } = applyCells(before ?? emptyProductInput(row.partNumber), row.cells, idOf);
    // The availability columns, compared with the stored figures (a new product has none).
    const read = readAvailabilityCells(row.cells, locationKeys);
    problems.push(...read.problems);
    const figureChanges = read.problems.length ? [] : diffAvailability(storedProduct ? (availability.get(storedProduct.id) ?? null) : null, read.figures, locationKeys);
    const keepFigures = (partNumber: string) => {
      if (figureChanges.length) tally.availability.push({ partNumber, figures: read.figures });
    };
    /** A stored product whose own fields are as stored: unchanged, or an update of its figures only. */
    const figuresOnly = () => {
      keepFigures(row.partNumber);
      const outcome = figureChanges.length ? "update" : "unchanged";
      record(tally, { line: row.line, partNumber: row.partNumber, outcome, ...(figureChanges.length ? { changes: figureChanges } : {}) }, maxReportedRows);
    };
    // Most rows of a re-imported export are as stored: no need to validate those again.
    if (before && !problems.length && !diffProducts(before, canonicalInput(input, taxonomy), keyOf).length) {
      figuresOnly();
      continue;
    }
    // A stored part number is the row's key, not a change: older data may predate today's rule,
    // so only a new product's part number is checked.
    const checked = productInputSchema.safeParse(before ? { ...input, partNumber: "P" } : input);
    if (!checked.success) {
      for (const e of zodFieldIssues(checked.error, productKeys)) problems.push({ column: csvColumn(e.field), key: e.key, vars: e.vars });
    }
    if (problems.length || !checked.success) {
      // Every problem of the row at once: its taxonomy too, which is otherwise checked after the rest.
      problems.push(...taxonomyProblems(input, taxonomy));
      record(tally, { line: row.line, partNumber: row.partNumber, outcome: "error", problems }, maxReportedRows);
      continue;
    }
    const next = canonicalInput({ ...checked.data, partNumber: before ? row.partNumber : checked.data.partNumber }, taxonomy);
    const changes = before ? diffProducts(before, next, keyOf) : [];
    if (before && !changes.length) {
      figuresOnly();
      continue;
    }
    keepFigures(next.partNumber);
    // What it names in the catalogue, here rather than in resolveBatch: this runs while the previous
    // batch is written, resolveBatch once that write has ended (the database waits for it).
    const named = resolveNames(names, next);
    changed.push({ row: { line: row.line, partNumber: row.partNumber, outcome: before ? "update" : "create", ...(before ? { changes: [...changes, ...figureChanges] } : {}) }, input: next, named });
  }
  return { changed, known };
}

/**
 * The last step: the links and media of the changed rows are resolved (after the rows' own
 * check, which gives their final spelling). Returns the valid changes, ready to be written.
 */
export async function resolveBatch(
  db: Database,
  { changed, known }: CheckedRows,
  tally: ImportTally,
  { maxReportedRows, written, names }: BatchOptions,
): Promise<CheckedBatch> {
  if (!changed.length) return { valid: [], known };
  const resolved = await resolveProducts(db, changed.map((c) => c.input), { written, names }, changed.map((c) => c.named));
  const valid = [];
  for (const [i, result] of resolved.entries()) {
    const { row } = changed[i]!;
    if (result.ok) {
      valid.push(result.product);
      record(tally, row, maxReportedRows);
    } else {
      const problems = result.errors.map((e) => ({ column: csvColumn(e.field), key: e.key, vars: e.vars }));
      record(tally, { line: row.line, partNumber: row.partNumber, outcome: "error", problems }, maxReportedRows);
    }
  }
  return { valid, known };
}
