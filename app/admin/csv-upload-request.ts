import type { ImportReport } from "~/catalogue/product-csv/product-csv-report";

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
 * Sends the CSV as the raw body (the server spools it to disk: flat memory whatever its size)
 * through XMLHttpRequest, which, unlike fetch, reports upload progress; the answer streams
 * `{"progress"}` lines while the server reads the rows, then the result.
 */
export function sendProductsCsv(file: File, { dryRun, csrfToken }: { dryRun: boolean; csrfToken: string }, callbacks: UploadCallbacks = {}): Promise<ImportResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${IMPORT_URL}${dryRun ? "?dryRun=true" : ""}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", "text/csv");
    xhr.setRequestHeader("Accept", "application/x-ndjson");
    xhr.setRequestHeader("X-CSRF-Token", csrfToken);
    let read = 0;
    let final: ImportResponse | undefined;
    const readLines = () => {
      const text = xhr.responseText;
      let end = text.indexOf("\n", read);
      while (end >= 0) {
        const line = text.slice(read, end);
        read = end + 1;
        end = text.indexOf("\n", read);
        if (!line) continue;
        const message = JSON.parse(line) as { progress?: number } & Partial<ImportResponse>;
        if (typeof message.progress === "number") callbacks.onRows?.(message.progress);
        else if (message.status !== undefined) final = message as ImportResponse;
      }
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) callbacks.onUpload?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onprogress = readLines;
    xhr.onerror = () => reject(new Error("network"));
    xhr.onload = () => {
      // Refusals before the import starts (no session, no token, too large) are plain JSON.
      if (!(xhr.getResponseHeader("Content-Type") ?? "").includes("ndjson")) {
        try {
          resolve({ status: xhr.status, body: JSON.parse(xhr.responseText) } as ImportResponse);
        } catch {
          resolve({ status: xhr.status, body: { error: { code: "http", message: `${xhr.status}: ${xhr.statusText}` } } });
        }
        return;
      }
      readLines();
      if (final) resolve(final);
      else reject(new Error("network"));
    };
    xhr.send(file);
  });
}
