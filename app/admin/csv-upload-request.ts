import type { ImportReport } from "~/catalogue/product-csv/product-csv-report";
import { sendWithProgress } from "./progress-request";

export const IMPORT_URL = "/api/admin/products/import";

export type ImportResponse =
  | { status: 200; body: ImportReport }
  | { status: number; body: { error: { code: string; message: string }; report?: ImportReport } };

export interface UploadCallbacks {
  /** Share of the file sent, 0 to 100. */
  onUpload?: (percent: number) => void;
  /** Rows the server has read so far. */
  onRows?: (rows: number) => void;
}

/**
 * Sends the CSV as the raw body (the server spools it to disk: flat memory whatever its size),
 * with upload progress, then the rows read as the server streams them (`sendWithProgress`).
 */
export async function sendProductsCsv(file: File, { dryRun, csrfToken }: { dryRun: boolean; csrfToken: string }, callbacks: UploadCallbacks = {}): Promise<ImportResponse> {
  const outcome = await sendWithProgress<number, ImportResponse["body"]>(
    { url: `${IMPORT_URL}${dryRun ? "?dryRun=true" : ""}`, body: file, csrfToken, contentType: "text/csv" },
    { ...(callbacks.onUpload ? { onUpload: callbacks.onUpload } : {}), ...(callbacks.onRows ? { onProgress: callbacks.onRows } : {}) },
  );
  return outcome as ImportResponse;
}
