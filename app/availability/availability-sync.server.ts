// The ERP's bulk sync (PUT /api/admin/availability): up to MAX_SYNC_LINES lines keyed by part
// number (and location), checked whole before anything is written, then applied in one
// transaction by applyAvailability's set-based statements.
import type { AdminActor } from "~/audit/admin-actor.server";
import { contentChanged } from "~/cache/content-cache.server";
import type { Database } from "~/db/client.server";
import { DomainError, type FieldProblems } from "~/errors";
import { type FieldKeys, zodFieldIssues } from "~/i18n/field-messages";
import { type AvailabilityWrite, announceAvailabilityChanges, applyAvailability, availabilityWritten, productIdsByPartNumber, readStockLocations, stockKey } from "./availability.server";
import { type SyncLine, syncLineSchema } from "./availability-schema";
import { leadTimeText } from "./availability";

const E = "availability.errors";
const KEYS: FieldKeys = { invalid: `${E}.invalid` };

export interface SyncResult {
  lines: number;
  /** The lines whose figures differed from the stored ones (now written). */
  changed: Array<{ line: number; partNumber: string; location?: string }>;
  /** How many lines repeated what was stored. */
  unchanged: number;
  /** Lines whose part number is in no product (nothing written for them). */
  unknown: Array<{ line: number; partNumber: string }>;
  /** Lines naming a stock location that is not in the settings' list (nothing written for them). */
  refused: Array<{ line: number; partNumber: string; location: string; reason: string }>;
}

/**
 * Checks every line (a DomainError "invalid" naming each refused line's field, as
 * `lines.<index>.<field>`, with the line's number from 1 in the message), then writes in one
 * transaction. `refusedReason` is the refused lines' explanation in the caller's language.
 */
export async function syncAvailability(db: Database, body: unknown[], actor: AdminActor, refusedReason: (location: string) => string): Promise<SyncResult> {
  const fields: FieldProblems = {};
  const lines: SyncLine[] = [];
  body.forEach((raw, index) => {
    const parsed = syncLineSchema.safeParse(raw);
    if (parsed.success) lines.push(parsed.data);
    else {
      for (const issue of zodFieldIssues(parsed.error, KEYS)) {
        const field = issue.field === "form" ? `lines.${index}` : `lines.${index}.${issue.field}`;
        // The same problem, said with the line's number ("Line 12: a stock cannot be negative.").
        fields[field] ??= { key: `${E}.line.${issue.key.slice(issue.key.lastIndexOf(".") + 1)}`, vars: { line: index + 1 } };
      }
    }
  });
  if (Object.keys(fields).length) throw new DomainError("invalid", Object.values(fields)[0]!, { fields });
  // One line per part number and location, and one value per product for each term.
  const seenStock = new Map<string, number>();
  const terms = new Map<string, { line: number; leadTime?: string; minimumOrder?: number | null; orderMultiple?: number | null }>();
  lines.forEach((line, index) => {
    if (line.location !== undefined) {
      const key = `${line.partNumber}\u0000${line.location}`;
      const first = seenStock.get(key);
      if (first !== undefined) fields[`lines.${index}`] ??= { key: `${E}.duplicateLine`, vars: { line: index + 1, first: first + 1 } };
      else seenStock.set(key, index);
    }
    const seen = terms.get(line.partNumber);
    const clash = (name: "minimumOrder" | "orderMultiple") =>
      line[name] !== undefined && seen?.[name] !== undefined && seen[name] !== line[name];
    const lead = line.leadTime === undefined ? undefined : leadTimeText(line.leadTime);
    if (seen && ((lead !== undefined && seen.leadTime !== undefined && seen.leadTime !== lead) || clash("minimumOrder") || clash("orderMultiple"))) {
      fields[`lines.${index}`] ??= { key: `${E}.conflictingTerms`, vars: { line: index + 1, first: seen.line + 1 } };
    } else {
      terms.set(line.partNumber, {
        line: seen?.line ?? index,
        leadTime: lead ?? seen?.leadTime,
        minimumOrder: line.minimumOrder !== undefined ? line.minimumOrder : seen?.minimumOrder,
        orderMultiple: line.orderMultiple !== undefined ? line.orderMultiple : seen?.orderMultiple,
      });
    }
  });
  if (Object.keys(fields).length) throw new DomainError("invalid", Object.values(fields)[0]!, { fields });

  const result = await db.transaction(async (tx) => {
    const locations = new Map((await readStockLocations(tx as unknown as Database)).map((l) => [l.key, l.id]));
    const ids = await productIdsByPartNumber(tx as unknown as Database, [...new Set(lines.map((l) => l.partNumber))]);
    const out: SyncResult = { lines: lines.length, changed: [], unchanged: 0, unknown: [], refused: [] };
    const writes = new Map<number, AvailabilityWrite>();
    const applied: Array<{ index: number; productId: number; locationId?: number; terms: boolean }> = [];
    lines.forEach((line, index) => {
      const productId = ids.get(line.partNumber);
      if (productId === undefined) return void out.unknown.push({ line: index + 1, partNumber: line.partNumber });
      const locationId = line.location === undefined ? undefined : locations.get(line.location);
      if (line.location !== undefined && locationId === undefined) {
        return void out.refused.push({ line: index + 1, partNumber: line.partNumber, location: line.location, reason: refusedReason(line.location) });
      }
      const write = writes.get(productId) ?? { productId };
      writes.set(productId, write);
      if (locationId !== undefined) (write.stock ??= new Map()).set(locationId, line.quantity ?? null);
      if (line.leadTime !== undefined) write.leadTime = line.leadTime;
      if (line.minimumOrder !== undefined) write.minimumOrder = line.minimumOrder;
      if (line.orderMultiple !== undefined) write.orderMultiple = line.orderMultiple;
      applied.push({ index, productId, locationId, terms: line.leadTime !== undefined || line.minimumOrder !== undefined || line.orderMultiple !== undefined });
    });
    const changes = await applyAvailability(tx as unknown as Database, [...writes.values()]);
    for (const { index, productId, locationId, terms: hasTerms } of applied) {
      const line = lines[index]!;
      const changed = (locationId !== undefined && changes.stock.has(stockKey(productId, locationId))) || (hasTerms && changes.terms.has(productId));
      if (changed) out.changed.push({ line: index + 1, partNumber: line.partNumber, ...(line.location ? { location: line.location } : {}) });
      else out.unchanged++;
    }
    await announceAvailabilityChanges(tx as unknown as Database, changes.products);
    await availabilityWritten(
      tx as unknown as Database,
      actor,
      { action: "availability.sync", after: { lines: out.lines, changed: out.changed.length, products: changes.products.size, unknown: out.unknown.length, refused: out.refused.length } },
      false,
    );
    return { out, changed: changes.products.size > 0 };
  });
  // The lists and pages show availability: their cached copies go (and the other processes').
  if (result.changed) contentChanged();
  return result.out;
}
