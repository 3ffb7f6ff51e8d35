import { formatRow, UTF8_BOM } from "~/csv/csv-format";
import { parseCsvText } from "~/csv/csv-records.server";
import type { HttpSession } from "./server";

type Call = (path: string, init?: RequestInit & { ip?: string }) => Promise<Response>;

/** A CSV file as header + rows of named cells, to edit in a test as staff would in a sheet. */
export type CsvRow = Record<string, string> & { part_number: string; name_en: string; name_fr: string; category: string; specs: string; status: string; applications: string };
export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

export function parseCsv(text: string): CsvTable {
  const [header, ...records] = parseCsvText(text);
  return { header: header!, rows: records.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ""])) as CsvRow) };
}

export function writeCsv(table: CsvTable): string {
  return UTF8_BOM + formatRow(table.header) + table.rows.map((row) => formatRow(table.header.map((h) => row[h] ?? ""))).join("");
}

export function productCsvCalls(call: Call) {
  const exportCsv = async (session: HttpSession, query = "") => {
    const response = await call(`/api/admin/products/export${query}`, { headers: { Cookie: session.cookie } });
    if (response.status !== 200) throw new Error(`export answered ${response.status}`);
    // Keeps the byte-order mark (Response.text() drops it).
    return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  };

  /** Posts a file as a multipart form (as a plain API client would) or as a raw text/csv body. */
  const importCsv = (session: HttpSession, file: string | Uint8Array, { dryRun = true, raw = false, name = "products.csv" } = {}) => {
    const headers: Record<string, string> = { Cookie: session.cookie, "X-CSRF-Token": session.status.csrfToken! };
    const bytes: Uint8Array<ArrayBuffer> = typeof file === "string" ? new TextEncoder().encode(file) : new Uint8Array(file);
    let body: BodyInit;
    if (raw) {
      headers["Content-Type"] = "text/csv";
      body = bytes;
    } else {
      const form = new FormData();
      form.set("file", new Blob([bytes], { type: "text/csv" }), name);
      body = form;
    }
    return call(`/api/admin/products/import${dryRun ? "?dryRun=true" : ""}`, { method: "POST", headers, body });
  };
  return { exportCsv, importCsv };
}
