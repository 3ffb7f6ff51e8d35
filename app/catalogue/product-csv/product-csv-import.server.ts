import { enqueueProductEvents } from "~/webhooks/product-events.server";
import { applyDeferredFacets, deferFacets } from "~/catalogue/products/facet-keys.server";
import { restoreFormula } from "~/csv/csv-format";
import { CsvCellTooLargeError, type CsvRecord, CsvUnclosedQuoteError, detectSeparator, readCsvRecords, type Separator } from "~/csv/csv-records.server";
import { type ByteSource, decodeSource, type Encoding, sniffSource } from "~/csv/csv-source.server";
import { type Database, isPglite, isPostgres } from "~/db/client.server";
import { TIDY_AFTER_PRODUCTS, tidyCatalogue } from "~/db/upkeep.server";
import { readStockLocations, type StockLocation } from "~/availability/availability.server";
import { isAvailabilityColumn } from "./product-csv-availability";
import { StockLocationGoneError, writeCsvAvailability } from "./product-csv-availability.server";
import { checkHeader, csvColumns } from "./product-csv-columns";
import {
  type BatchOptions,
  type CheckedBatch,
  type CheckedRows,
  checkRows,
  csvTaxonomy,
  type CsvTaxonomy,
  type ImportTally,
  type PendingRow,
  readBatch,
  resolveBatch,
} from "./product-csv-batch.server";
import { type KnownTexts, knownTexts } from "~/catalogue/index/search-columns.server";
import { type DroppedIndexes, dropSecondaryIndexes, lineFeeds, rebuildPays, recreateIndexes, storedProductCount } from "~/catalogue/index/bulk-indexes.server";
import { type CatalogueNames, loadCatalogueNames, type PreparedCreates, prepareCreates, replaceLinks, type ResolvedProduct, writeKnownProducts } from "~/catalogue/products/product-write.server";
import type { Problem, ReportRow } from "./product-csv-report";

export const CSV_LIMITS = {
  // 100,000 products with their texts in both languages make about 160 MB.
  maxBytes: 256 * 1024 * 1024,
  maxCellChars: 100_000,
  maxRows: 200_000,
  batchRows: 1000,
  /** Error rows, and changed rows, described in full in the report; the counts cover every row. */
  maxReportedRows: 5000,
};

export interface ImportOutcome {
  /** The file could not be read as a product CSV at all (nothing was checked row by row). */
  fileError?: Problem;
  encoding?: Encoding;
  separator?: Separator;
  counts: ImportTally["counts"];
  /** Error rows, then created and updated rows (unchanged ones are only counted). */
  errors: ReportRow[];
  changes: ReportRow[];
  /** Rows left out of those lists (the counts still include them). */
  omitted: number;
  /** The real import wrote the changes (false for a dry run or when a row had an error). */
  applied: boolean;
}

export interface ImportOptions {
  dryRun: boolean;
  /** Called after each batch with the number of data rows read so far. */
  onProgress?: (rows: number) => void;
  /** Runs inside the import's transaction once every row is written (the audit entry). */
  onApplied?: (tx: Database, outcome: ImportOutcome) => Promise<void>;
}

class Rollback extends Error {}

/**
 * Reads a product CSV and checks every row (dry run), or also writes it: all rows in one
 * transaction, rolled back if any row has an error or a write fails. Rows go through in
 * batches, so memory does not grow with the file. Report rows are listed in file order.
 */
export async function importProductsCsv(db: Database, source: ByteSource, options: ImportOptions): Promise<ImportOutcome> {
  const tally: ImportTally = { counts: { rows: 0, create: 0, update: 0, unchanged: 0, error: 0 }, errors: [], changes: [], omitted: 0, availability: [] };
  const outcome = (extra: Partial<ImportOutcome>): ImportOutcome => ({ ...tally, applied: false, ...extra });

  const sniffed = await sniffSource(source);
  if (sniffed.kind === "empty") return outcome({ fileError: { key: "admin.csv.errors.emptyFile" } });
  if (sniffed.kind === "binary") return outcome({ fileError: { key: "admin.csv.errors.binaryFile", vars: { format: sniffed.format } } });
  const { encoding } = sniffed;
  // Read before the import's transaction starts (PGlite has one connection, which it holds).
  const [names, locations] = await Promise.all([loadCatalogueNames(db), readStockLocations(db)]);
  const taxonomy = csvTaxonomy(names);

  // PGlite's one connection keeps other writers out of the import's transaction (decision 046);
  // anything else (PostgreSQL, a transaction given by the caller) checks each row.
  const referencesInBulk = isPglite(db);
  const run = async (target: Database, rebuild?: IndexRebuild, ahead?: Database) => {
    const read = await readRows(target, source, encoding, { taxonomy, names, referencesInBulk, locations, rebuild, ahead }, tally, options);
    // A batch's rows are recorded when checked, its changes when its links are resolved (after the
    // next batch's check): the report lists them in file order.
    for (const list of [tally.errors, tally.changes]) list.sort((a, b) => a.line - b.line);
    return read;
  };

  if (options.dryRun) return outcome({ encoding, ...(await run(db)) });
  // On PGlite, whose other queries wait for the import's transaction anyway, a large import builds
  // the secondary indexes once instead of row by row (decision 076): the file's rows are counted
  // first (the connection is free meanwhile).
  const fileRows = referencesInBulk ? await lineFeeds(source()) : 0;
  let result: Awaited<ReturnType<typeof run>> | undefined;
  try {
    await db.transaction(async (tx) => {
      const target = tx as unknown as Database;
      // The facet tables are brought up to date once, at the end (decision 035).
      await deferFacets(target);
      const rebuild: IndexRebuild | undefined = referencesInBulk ? { stored: await storedProductCount(target), fileRows } : undefined;
      // Where a batch's new products are prepared while the one before is written (prepareCreates):
      // PostgreSQL's pool (another connection), or PGlite's transaction (queued behind the write).
      // Not a transaction given by the caller: node-postgres takes one query at a time.
      const ahead = isPostgres(db) ? db : referencesInBulk ? target : undefined;
      result = await run(target, rebuild, ahead);
      if (result.fileError || tally.counts.error > 0) throw new Rollback();
      await applyDeferredFacets(target);
      if (rebuild?.dropped) await recreateIndexes(target, rebuild.dropped);
      // The figures, once every product is written (a new product's id is known only then).
      await writeCsvAvailability(target, tally.availability, locations);
      // Webhook events in the import's transaction (decision 058): one statement per kind. A row
      // that changes only figures announces availability.changed (above), not product.updated.
      for (const kind of ["create", "update"] as const) {
        const partNumbers = tally.changes
          .filter((row) => row.outcome === kind && (kind === "create" || (row.changes ?? []).some((c) => !isAvailabilityColumn(c.column))))
          .map((row) => row.partNumber);
        await enqueueProductEvents(target, kind === "create" ? "product.created" : "product.updated", { partNumbers });
      }
      await options.onApplied?.(target, outcome({ encoding, ...result, applied: true }));
    });
  } catch (error) {
    if (error instanceof StockLocationGoneError) return outcome({ encoding, ...result, fileError: { key: "admin.csv.errors.locationGone", vars: { location: error.location } } });
    if (!(error instanceof Rollback)) throw error;
    return outcome({ encoding, ...result });
  }
  // Statistics and search indexes as after a vacuum, once the rows are in (decision 040).
  if (tally.counts.create + tally.counts.update >= TIDY_AFTER_PRODUCTS) await tidyCatalogue(db);
  return outcome({ encoding, ...result, applied: true });
}

/** The file's records, one by one; `found.separator` is chosen from its header line. */
async function* csvRecords(source: ByteSource, encoding: Encoding, found: { separator?: Separator }, maxCells: number): AsyncGenerator<CsvRecord> {
  // UTF-8 goes to csv-parse as bytes (it decodes each cell: a second of 7 at 100,000 rows);
  // Windows-1252 is decoded first.
  const chunks: AsyncIterator<string | Uint8Array> = (encoding === "utf-8" ? source() : decodeSource(source, encoding))[Symbol.asyncIterator]();
  const head: (string | Uint8Array)[] = [];
  let headText = "";
  const decoder = new TextDecoder();
  // The separator is chosen from the whole header line.
  while (!/[\r\n]/.test(headText) && headText.length < 64 * 1024) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    headText += typeof next.value === "string" ? next.value : decoder.decode(next.value, { stream: true });
  }
  found.separator = detectSeparator(headText);
  async function* input() {
    try {
      yield* head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    } finally {
      // Closes the file when the reading stops early (a bad header, a file error).
      await chunks.return?.();
    }
  }
  // A valid header names each column once, so no valid record has more cells than there are columns.
  yield* readCsvRecords(input(), { separator: found.separator, maxCellChars: CSV_LIMITS.maxCellChars, maxCells });
}

/**
 * Every part number of the file: a second, light reading of it, made only when a row links to a
 * product that is neither stored nor in its own batch (it may be created further down the file).
 */
async function filePartNumbers(source: ByteSource, encoding: Encoding, locationKeys: string[]): Promise<Set<string>> {
  const parts = new Set<string>();
  let column: number | undefined;
  for await (const record of csvRecords(source, encoding, {}, csvColumns(locationKeys).length)) {
    if (column === undefined) {
      const header = checkHeader(record.cells, locationKeys);
      if (!header.ok) return parts;
      column = header.columns.indexOf("part_number");
      continue;
    }
    const partNumber = restoreFormula(record.cells[column] ?? "").trim();
    if (partNumber) parts.add(partNumber);
  }
  return parts;
}

async function readRows(
  db: Database,
  source: ByteSource,
  encoding: Encoding,
  {
    taxonomy,
    names,
    referencesInBulk,
    locations,
    rebuild,
    ahead,
  }: { taxonomy: CsvTaxonomy; names: CatalogueNames; referencesInBulk: boolean; locations: StockLocation[]; rebuild?: IndexRebuild; ahead?: Database },
  tally: ImportTally,
  options: ImportOptions,
): Promise<{ fileError?: Problem; separator?: Separator }> {
  const found: { separator?: Separator } = {};
  const locationKeys = locations.map((l) => l.key);
  let columns: string[] | undefined;
  const seen = new Map<string, number>();
  let batch: PendingRow[] = [];
  let fileParts: Promise<Set<string>> | undefined;
  const batchOptions: BatchOptions = {
    maxReportedRows: CSV_LIMITS.maxReportedRows,
    written: () => (fileParts ??= filePartNumbers(source, encoding, locationKeys)),
    names,
  };
  // The terms of spec values ("24 V DC") and of product texts, and the texts' vectors, found by
  // earlier batches: a catalogue repeats them throughout (decision 071).
  const writes = new BatchWriter(
    db,
    !options.dryRun,
    tally,
    { referencesInBulk, queued: referencesInBulk, specTerms: new Map(), texts: knownTexts() },
    rebuild,
    ahead && { db: ahead, specTerms: new Map(), texts: knownTexts() },
  );
  // The batch checked last, its links and media not resolved yet: that needs the connection.
  let checked: CheckedRows | undefined;
  const resolveChecked = async () => {
    await writes.idle();
    if (checked) writes.hold(await resolveBatch(db, checked, tally, batchOptions));
    checked = undefined;
  };
  const flush = async () => {
    if (!batch.length) return;
    const rows = batch;
    batch = [];
    await resolveChecked();
    const reads = await readBatch(db, rows, taxonomy, locationKeys);
    // The previous batch is written while this one is checked in Node.js and the next one is read
    // from the file (decision 042): the only time a write is in progress.
    writes.startPending();
    checked = await checkRows(rows, reads, taxonomy, tally, batchOptions.maxReportedRows, names);
    writes.prepare(checked);
    options.onProgress?.(tally.counts.rows);
  };
  const take = async (record: CsvRecord): Promise<Problem | undefined> => {
    if (!columns) {
      const header = checkHeader(record.cells, locationKeys);
      if (!header.ok) return { key: header.key, vars: header.vars };
      columns = header.columns;
      return undefined;
    }
    if (record.cells.every((c) => c.trim() === "")) return undefined;
    if (tally.counts.rows >= CSV_LIMITS.maxRows) return { key: "admin.csv.errors.tooManyRows", vars: { max: CSV_LIMITS.maxRows } };
    batch.push(toPendingRow(record, columns, seen));
    if (batch.length >= CSV_LIMITS.batchRows) await flush();
    return undefined;
  };

  try {
    for await (const record of csvRecords(source, encoding, found, csvColumns(locationKeys).length)) {
      const problem = await take(record);
      if (problem) {
        // A batch may still be being written: the transaction must not end under it.
        await writes.idle();
        return { fileError: problem, separator: found.separator };
      }
    }
    if (!columns) return { fileError: { key: "admin.csv.errors.emptyFile" }, separator: found.separator };
    await flush();
    await resolveChecked();
    writes.startPending();
    await writes.idle();
  } catch (error) {
    // A failed write is the cause of whatever failed after it on the same connection.
    await writes.idle();
    if (error instanceof CsvCellTooLargeError) {
      return { fileError: { key: "admin.csv.errors.cellTooLarge", vars: { line: error.line, max: Math.round(error.maxChars / 1000) } }, separator: found.separator };
    }
    if (error instanceof CsvUnclosedQuoteError) return { fileError: { key: "admin.csv.errors.unclosedQuote", vars: { line: error.line } }, separator: found.separator };
    throw error;
  }
  if (tally.counts.rows === 0) return { fileError: { key: "admin.csv.errors.noRows" }, separator: found.separator };
  // Links to products that later batches wrote.
  if (!options.dryRun && tally.counts.error === 0) await replaceLinks(db, writes.unlinked);
  return { separator: found.separator };
}

/**
 * Writes the import's checked batches one at a time, each while the next batch is checked: the
 * database writes batch k while Node.js checks batch k+1 and reads the rows of batch k+2 from the
 * file, on two cores. A batch's reads and its links never overlap a write: batch k+1's reads are
 * made before batch k's write starts (`startPending`), its links and media are resolved after that
 * write ends (`idle`, when batch k+2 is full). Once checked, batch k+1's new products are prepared
 * during batch k's write (`prepare`: their ids, terms and INSERT, on another connection of
 * PostgreSQL's pool or queued on PGlite's), so that its write starts with that INSERT (decision
 * 080). Within a write, PostgreSQL's connection has one statement at a time; PGlite's queues the
 * write's statements (`queued`, decision 078). Nothing is written once a row has an error: the
 * transaction is rolled back.
 */
class BatchWriter {
  /** Written products that name one a later batch writes: their links are written again at the end. */
  readonly unlinked: { id: number; product: ResolvedProduct }[] = [];
  private pending: CheckedBatch | undefined;
  private writing: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly enabled: boolean,
    private readonly tally: ImportTally,
    private readonly options: { referencesInBulk: boolean; queued: boolean; specTerms: Map<string, string[]>; texts: KnownTexts },
    private readonly rebuild?: IndexRebuild,
    private readonly ahead?: { db: Database; specTerms: Map<string, string[]>; texts: KnownTexts },
  ) {}

  /** The new products of the batch checked last, read and built ahead (prepareCreates); the one before. */
  private prepared: PreparedCreates | undefined;
  private preparedLast: PreparedCreates | undefined;

  /**
   * Starts preparing the new products of a batch just checked, while the batch before it is
   * written: their ids, terms and INSERT are then ready when their own write starts. Only when
   * every one of them named what exists (resolveNames); their media and links are checked after.
   */
  prepare(checked: CheckedRows): void {
    this.prepared = undefined;
    if (!this.ahead || !this.enabled || this.tally.counts.error > 0) return;
    const created = checked.changed.filter((change) => !checked.known.has(change.input.partNumber)).map((change) => change.named.product);
    if (!created.length || created.some((product) => !product)) return;
    const { db, specTerms, texts } = this.ahead;
    this.prepared = prepareCreates(db, created as ResolvedProduct[], { specTerms, texts, after: this.preparedLast });
    this.preparedLast = this.prepared ?? this.preparedLast;
  }

  /** Keeps a checked batch until the next batch's reads are made. */
  hold(batch: CheckedBatch): void {
    this.pending = batch;
  }

  /** Starts writing the batch held, if the import has no error so far. */
  startPending(): void {
    const batch = this.pending;
    this.pending = undefined;
    if (!batch || !this.enabled || this.tally.counts.error > 0 || !batch.valid.length) return;
    // Once the import has created enough rows, the rest go in without their secondary indexes,
    // built once after the facets' flush (decision 076). The drop runs first, then the write.
    const rebuild = this.rebuild;
    let dropping: Promise<void> | undefined;
    if (rebuild && !rebuild.started && rebuildPays(this.tally.counts.create, rebuild.fileRows, rebuild.stored)) {
      rebuild.started = true;
      dropping = dropSecondaryIndexes(this.db).then((dropped) => {
        rebuild.dropped = dropped;
      });
    }
    // Started now, not in a later turn: its first statements reach the database before this thread
    // goes on to check the next batch.
    const prepared = this.prepared;
    this.prepared = undefined;
    const write = () => writeKnownProducts(this.db, batch.valid, batch.known, { ...this.options, prepared });
    const writing = (dropping ? dropping.then(write) : write()).then((unlinked) => {
      this.unlinked.push(...unlinked);
    });
    // Awaited by idle(); until then its failure must not count as unhandled.
    writing.catch(() => {});
    this.writing = writing;
  }

  /** Waits for the write in progress; throws its error. */
  async idle(): Promise<void> {
    const writing = this.writing;
    this.writing = undefined;
    await writing;
  }
}

/** The secondary indexes built once (decision 076): the catalogue's size before the import, the most rows its file holds, and what was dropped. */
interface IndexRebuild {
  stored: number;
  fileRows: number;
  started?: boolean;
  dropped?: DroppedIndexes;
}

/** A data row as column -> cell (formula guards of our own export undone), or why it is unusable. */
function toPendingRow(record: CsvRecord, columns: string[], seen: Map<string, number>): PendingRow {
  if (record.cells.length !== columns.length) {
    return { line: record.line, partNumber: "", cells: new Map(), problem: { key: "admin.csv.errors.ragged", vars: { line: record.line, count: record.cells.length, columns: columns.length } } };
  }
  const cells = new Map(columns.map((column, i) => [column, restoreFormula(record.cells[i]!)]));
  const partNumber = (cells.get("part_number") ?? "").trim();
  if (!partNumber) return { line: record.line, partNumber, cells, problem: { key: "admin.csv.errors.partNumberMissing" } };
  const earlier = seen.get(partNumber);
  if (earlier !== undefined) {
    return { line: record.line, partNumber, cells, problem: { key: "admin.csv.errors.duplicatePartNumber", vars: { partNumber, first: earlier, line: record.line } } };
  }
  seen.set(partNumber, record.line);
  return { line: record.line, partNumber, cells };
}
