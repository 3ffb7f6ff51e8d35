// The import report as the API sends it and the admin screen shows it (both sides).
import type { FieldChange } from "./product-csv-columns";

/** A message key and its values; the server words it in the staff's language. */
export interface Problem {
  key: string;
  vars?: Record<string, string | number>;
  /** The CSV column the problem is in, when there is one. */
  column?: string;
}

export type RowOutcome = "create" | "update" | "unchanged" | "error";

export interface ReportRow {
  line: number;
  partNumber: string;
  outcome: RowOutcome;
  changes?: FieldChange[];
  problems?: Problem[];
}

/** What POST /api/admin/products/import answers (200), with messages already worded. */
export interface ImportReport {
  dryRun: boolean;
  applied: boolean;
  encoding: "utf-8" | "windows-1252";
  separator: "," | ";";
  /** Things staff should know that did not stop the import (the file was read as Windows-1252). */
  notices: string[];
  counts: { rows: number; create: number; update: number; unchanged: number; error: number };
  /** Errors first, then changes, at most a few thousand; `omitted` more were counted only. */
  rows: Array<Omit<ReportRow, "problems"> & { messages?: string[] }>;
  omitted: number;
}
