// The import's figures written through availability's one writer (applyAvailability), inside the
// import's transaction, once every product of the file is written.
import { announceAvailabilityChanges, applyAvailability, type AvailabilityWrite, productIdsByPartNumber, type StockLocation } from "~/availability/availability.server";
import { inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { stockLocations } from "~/db/schema";
import type { CsvFigures } from "./product-csv-availability";

/** As many products at a time as the bulk sync takes in one call. */
const CHUNK = 10_000;

/** A location the file names was deleted after the import read the list (nothing is written). */
export class StockLocationGoneError extends Error {
  constructor(readonly location: string) {
    super(`The stock location ${location} was deleted during the import.`);
  }
}

/**
 * Writes the rows' figures (only those that change something were kept); the number of products
 * whose figures changed. The locations the file names are locked first (`for share`): one deleted
 * since the import read the list is a StockLocationGoneError, and none can be deleted until the
 * import's transaction ends.
 */
export async function writeCsvAvailability(tx: Database, rows: Array<{ partNumber: string; figures: CsvFigures }>, locations: StockLocation[]): Promise<number> {
  const locationId = new Map(locations.map((l) => [l.key, l.id]));
  const named = [...new Set(rows.flatMap((r) => [...r.figures.stock.keys()]))];
  if (named.length) {
    const present = new Set(
      (await tx.select({ key: stockLocations.key }).from(stockLocations).where(inArray(stockLocations.key, named)).for("share")).map((row) => row.key),
    );
    const gone = named.find((key) => !present.has(key));
    if (gone) throw new StockLocationGoneError(gone);
  }
  let changed = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const ids = await productIdsByPartNumber(tx, chunk.map((r) => r.partNumber));
    const writes: AvailabilityWrite[] = chunk.flatMap(({ partNumber, figures }) => {
      const productId = ids.get(partNumber);
      // Every row kept was checked and its product written in this transaction.
      if (productId === undefined) throw new Error(`The product ${partNumber} was not written before its figures.`);
      const write: AvailabilityWrite = { productId, stock: new Map([...figures.stock].map(([key, quantity]) => [locationId.get(key)!, quantity])) };
      if (figures.leadTime !== undefined) write.leadTime = figures.leadTime;
      if (figures.minimumOrder !== undefined) write.minimumOrder = figures.minimumOrder;
      if (figures.orderMultiple !== undefined) write.orderMultiple = figures.orderMultiple;
      return [write];
    });
    const applied = await applyAvailability(tx, writes);
    await announceAvailabilityChanges(tx, applied.products);
    changed += applied.products.size;
  }
  return changed;
}
