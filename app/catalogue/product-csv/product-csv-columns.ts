// The product CSV's columns, and a product as one row of cells and back (docs/product-csv.md).
import { type Locale, locales } from "~/i18n/locales";
import {
  type CellProblem,
  formatApplications,
  formatCrossReferences,
  formatDocuments,
  formatImages,
  formatPartNumbers,
  formatSpecs,
  parseApplications,
  parseBoolean,
  parseCrossReferences,
  parseDocuments,
  parseImages,
  parsePartNumbers,
  parseSpecs,
} from "./product-csv-cells";
import { availabilityColumns, STOCK_PREFIX } from "./product-csv-availability";
import { LIFECYCLES } from "~/catalogue/products/lifecycle";
import { PRODUCT_STATUSES, type ProductInput } from "~/catalogue/products/product-schema";

const localizedFields = ["name", "description", "details"] as const;
const perLocale = (field: string) => locales.map((l) => `${field}_${l}`);

export const PRODUCT_CSV_COLUMNS = [
  "part_number",
  ...localizedFields.flatMap(perLocale),
  "manufacturer",
  "category",
  "subcategory",
  "applications",
  "status",
  "lifecycle",
  "featured",
  "specs",
  "documents",
  "images",
  "replaced_by",
  "alternatives",
  "cross_references",
] as const;

export const REQUIRED_COLUMNS = ["part_number", "name_en", "category"];

export type HeaderCheck =
  | { ok: true; columns: string[] }
  | { ok: false; key: string; vars: Record<string, string> };

/** Every column a file may have: the product's, then the availability columns of these stock locations. */
export const csvColumns = (locationKeys: readonly string[] = []): string[] => [...PRODUCT_CSV_COLUMNS, ...availabilityColumns(locationKeys)];

/**
 * The header row: every name known, none twice, the required ones present. `locationKeys` are
 * the stock locations' keys (a `stock_<key>` column per location).
 */
export function checkHeader(cells: string[], locationKeys: readonly string[] = []): HeaderCheck {
  const columns = cells.map((c) => c.trim().toLowerCase());
  const all = csvColumns(locationKeys);
  const known = new Set<string>(all);
  const unknown = columns.filter((c) => !known.has(c));
  const list = (names: string[]) => names.map((n) => `"${n}"`).join(", ");
  if (unknown.length === columns.length) {
    return { ok: false, key: "admin.csv.errors.noKnownColumn", vars: { expected: REQUIRED_COLUMNS.join(", ") } };
  }
  const stock = unknown.find((c) => c.startsWith(STOCK_PREFIX));
  if (stock) {
    return { ok: false, key: "admin.csv.errors.unknownLocation", vars: { column: stock, location: stock.slice(STOCK_PREFIX.length), locations: locationKeys.join(", ") || "—" } };
  }
  if (unknown.length) {
    return { ok: false, key: "admin.csv.errors.unknownColumns", vars: { columns: list(unknown), known: all.join(", ") } };
  }
  const twice = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (twice.length) return { ok: false, key: "admin.csv.errors.duplicateColumns", vars: { columns: list([...new Set(twice)]) } };
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) return { ok: false, key: "admin.csv.errors.missingColumns", vars: { columns: list(missing) } };
  return { ok: true, columns };
}

type MediaKeyOf = (mediaId: number) => string;
type MediaIdOf = (storageKey: string) => number | undefined;

/** Every column of one product, in PRODUCT_CSV_COLUMNS order. */
export function productToCells(p: ProductInput, keyOf: MediaKeyOf): Record<string, string> {
  const cells: Record<string, string> = { part_number: p.partNumber };
  for (const field of localizedFields) for (const l of locales) cells[`${field}_${l}`] = p[field][l] ?? "";
  Object.assign(cells, {
    manufacturer: p.manufacturer,
    category: p.category,
    subcategory: p.subcategory,
    applications: formatApplications(p.applications),
    status: p.status,
    lifecycle: p.lifecycle,
    featured: String(p.featured),
    specs: formatSpecs(p.specs),
    documents: formatDocuments(p.documents, keyOf),
    images: formatImages(p.images, keyOf),
    replaced_by: p.replacedBy,
    alternatives: formatPartNumbers(p.alternatives),
    cross_references: formatCrossReferences(p.crossReferences),
  });
  return cells;
}


export type ColumnProblem = CellProblem & { column: string };

/**
 * `base` (the product as stored, or a blank one) with the row's cells laid over it: a column the
 * file does not have leaves that field as it is.
 */
export function applyCells(base: ProductInput, row: Map<string, string>, idOf: MediaIdOf): { input: ProductInput; problems: ColumnProblem[] } {
  // Lists are replaced whole below, never changed in place: only the text objects need copies.
  const input: ProductInput = { ...base, name: { ...base.name }, description: { ...base.description }, details: { ...base.details } };
  const problems: ColumnProblem[] = [];
  for (const [column, raw] of row) {
    const cell = column === "specs" || column === "documents" || column === "images" ? raw : raw.trim();
    const localized = /^(name|description|details)_(\w+)$/.exec(column);
    if (localized) {
      input[localized[1] as (typeof localizedFields)[number]][localized[2] as Locale] = cell;
      continue;
    }
    switch (column) {
      case "part_number":
        input.partNumber = cell;
        break;
      case "manufacturer":
      case "category":
      case "subcategory":
        input[column] = cell;
        break;
      case "status":
      case "lifecycle": {
        // A blank optional cell leaves the field as it is: a new product takes the default.
        if (!cell) break;
        const allowed: readonly string[] = column === "status" ? PRODUCT_STATUSES : LIFECYCLES;
        const value = cell.toLowerCase();
        if (allowed.includes(value)) (input as Record<string, unknown>)[column] = value;
        else problems.push({ column, key: "admin.csv.errors.oneOf", vars: { value: cell, allowed: allowed.join(", ") } });
        break;
      }
      case "applications":
        input.applications = parseApplications(cell);
        break;
      case "replaced_by":
        input.replacedBy = cell;
        break;
      case "alternatives":
        input.alternatives = parsePartNumbers(cell);
        break;
      case "cross_references": {
        const parsed = parseCrossReferences(cell);
        if (parsed.ok) input.crossReferences = parsed.value;
        else problems.push({ column, key: parsed.key, vars: parsed.vars });
        break;
      }
      case "featured": {
        const value = parseBoolean(cell);
        if (value === undefined) problems.push({ column, key: "admin.csv.errors.featured", vars: { value: cell } });
        else input.featured = value;
        break;
      }
      case "specs":
      case "documents":
      case "images": {
        const parsed = column === "specs" ? parseSpecs(cell) : column === "documents" ? parseDocuments(cell, idOf) : parseImages(cell, idOf);
        if (parsed.ok) (input as Record<string, unknown>)[column] = parsed.value;
        else problems.push({ column, key: parsed.key, vars: parsed.vars });
        break;
      }
    }
  }
  return { input, problems };
}

export interface FieldChange {
  column: string;
  old: string;
  new: string;
}

/** Each column's value, compared cheaply before it is formatted. */
const rawValues: Array<[string, (p: ProductInput) => unknown]> = PRODUCT_CSV_COLUMNS.map((column) => {
  const localized = /^(name|description|details)_(\w+)$/.exec(column);
  if (localized) {
    const [, field, locale] = localized as unknown as [string, (typeof localizedFields)[number], Locale];
    return [column, (p) => p[field][locale] ?? ""];
  }
  if (column === "part_number") return [column, (p) => p.partNumber];
  if (column === "replaced_by") return [column, (p) => p.replacedBy];
  if (column === "cross_references") return [column, (p) => JSON.stringify(p.crossReferences)];
  const key = column as keyof ProductInput;
  return [column, (p) => (typeof p[key] === "object" ? JSON.stringify(p[key]) : p[key])];
});

/** The columns whose cell differs between two versions of a product, as the file writes them. */
export function diffProducts(before: ProductInput, after: ProductInput, keyOf: MediaKeyOf): FieldChange[] {
  const changed = rawValues.filter(([, value]) => value(before) !== value(after)).map(([column]) => column);
  if (!changed.length) return [];
  const a = productToCells(before, keyOf);
  const b = productToCells(after, keyOf);
  return changed.filter((c) => a[c] !== b[c]).map((c) => ({ column: c, old: a[c]!, new: b[c]! }));
}
