// The product CSV's availability columns (issue 34): `stock_<location key>` per stock location,
// `lead_time`, `moq` and `order_multiple`. A column the file leaves out keeps the figure as
// stored; a blank cell clears it. Read with the product form's readers (readWholeNumber) and the
// API's lead-time reader (parseLeadTime), so every way in takes the same values.
import { type Availability, type LeadTime, MAX_LEAD_DAYS, leadTimeText, parseLeadTime } from "~/availability/availability";
import { readWholeNumber } from "~/availability/availability-form";
import type { FieldChange } from "./product-csv-columns";

export const STOCK_PREFIX = "stock_";
export const AVAILABILITY_TERM_COLUMNS = ["lead_time", "moq", "order_multiple"] as const;

export const stockColumn = (locationKey: string) => `${STOCK_PREFIX}${locationKey}`;

/** The availability columns, in the export's order: one per location (the settings' order), then the terms. */
export const availabilityColumns = (locationKeys: readonly string[]): string[] => [...locationKeys.map(stockColumn), ...AVAILABILITY_TERM_COLUMNS];

export const isAvailabilityColumn = (column: string) => column.startsWith(STOCK_PREFIX) || (AVAILABILITY_TERM_COLUMNS as readonly string[]).includes(column);

/** One row's figures: a location or term the file has no column for is left out (kept as stored); null clears it. */
export interface CsvFigures {
  stock: Map<string, number | null>;
  leadTime?: LeadTime | null;
  minimumOrder?: number | null;
  orderMultiple?: number | null;
}

export interface FigureProblem {
  column: string;
  key: string;
  vars?: Record<string, string | number>;
}

const E = "admin.csv.errors";

/** The stored figures as the export writes them (a location without a figure: empty). */
export function availabilityToCells(availability: Availability | null, locationKeys: readonly string[]): Record<string, string> {
  const held = new Map((availability?.stock ?? []).map((s) => [s.location, s.quantity]));
  const cells: Record<string, string> = {};
  for (const key of locationKeys) cells[stockColumn(key)] = held.has(key) ? String(held.get(key)) : "";
  cells.lead_time = leadTimeText(availability?.leadTime ?? null);
  cells.moq = availability?.minimumOrder == null ? "" : String(availability.minimumOrder);
  cells.order_multiple = availability?.orderMultiple == null ? "" : String(availability.orderMultiple);
  return cells;
}

/** The figures of a row's availability columns, or each bad cell with its column. */
export function readAvailabilityCells(row: Map<string, string>, locationKeys: readonly string[]): { figures: CsvFigures; problems: FigureProblem[] } {
  const figures: CsvFigures = { stock: new Map() };
  const problems: FigureProblem[] = [];
  for (const key of locationKeys) {
    const column = stockColumn(key);
    const cell = row.get(column);
    if (cell === undefined) continue;
    const quantity = readWholeNumber(cell);
    if (quantity === undefined) problems.push({ column, key: `${E}.stockQuantity`, vars: { value: cell.trim() } });
    else figures.stock.set(key, quantity);
  }
  const lead = row.get("lead_time");
  if (lead !== undefined) {
    const read = parseLeadTime(lead);
    if (read === undefined) problems.push({ column: "lead_time", key: `${E}.leadTime`, vars: { value: lead.trim(), days: MAX_LEAD_DAYS } });
    else figures.leadTime = read;
  }
  for (const [column, field] of [["moq", "minimumOrder"], ["order_multiple", "orderMultiple"]] as const) {
    const cell = row.get(column);
    if (cell === undefined) continue;
    const value = readWholeNumber(cell);
    if (value === undefined || value === 0) problems.push({ column, key: `${E}.orderQuantity`, vars: { value: cell.trim() } });
    else figures[field] = value;
  }
  return { figures, problems };
}

/** Whether the row gives any figure at all (a column present), so that it may change something. */
export const givesFigures = (figures: CsvFigures) =>
  figures.stock.size > 0 || figures.leadTime !== undefined || figures.minimumOrder !== undefined || figures.orderMultiple !== undefined;

/** The availability columns whose cell differs from the stored figures, as the file writes them. */
export function diffAvailability(stored: Availability | null, figures: CsvFigures, locationKeys: readonly string[]): FieldChange[] {
  if (!givesFigures(figures)) return [];
  const before = availabilityToCells(stored, locationKeys);
  const after: Record<string, string> = {};
  for (const [key, quantity] of figures.stock) after[stockColumn(key)] = quantity === null ? "" : String(quantity);
  if (figures.leadTime !== undefined) after.lead_time = leadTimeText(figures.leadTime);
  if (figures.minimumOrder !== undefined) after.moq = figures.minimumOrder === null ? "" : String(figures.minimumOrder);
  if (figures.orderMultiple !== undefined) after.order_multiple = figures.orderMultiple === null ? "" : String(figures.orderMultiple);
  return Object.entries(after)
    .filter(([column, value]) => before[column] !== value)
    .map(([column, value]) => ({ column, old: before[column] ?? "", new: value }));
}
