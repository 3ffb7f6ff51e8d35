import { createReadStream } from "node:fs";
import { type ByteSource, spoolToTempFile, UploadTooLargeError } from "~/csv/csv-source.server";
import { spoolMultipartFile } from "./multipart-spool.server";

export type UploadResult =
  | { ok: true; source: ByteSource; dispose: () => Promise<void> }
  | { ok: false; problem: "too_large" | "unsupported_type" | "no_file" };

const RAW_TYPES = new Set(["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel", "application/octet-stream"]);

/**
 * The uploaded CSV, either the raw body (`Content-Type: text/csv`) or the `file` field of a
 * multipart form (read by busboy: spoolMultipartFile), written to a temporary file as it arrives,
 * so memory stays flat whatever the size. Call `dispose()` when done.
 */
export async function readCsvUpload(request: Request, maxBytes: number): Promise<UploadResult> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  const multipart = type === "multipart/form-data";
  if (!multipart && !RAW_TYPES.has(type)) return { ok: false, problem: "unsupported_type" };
  // A multipart body carries a few hundred bytes of part headers around the file.
  if (Number(request.headers.get("Content-Length") ?? 0) > (multipart ? maxBytes + 64 * 1024 : maxBytes)) return { ok: false, problem: "too_large" };
  if (multipart) {
    const spooled = await spoolMultipartFile(request, { field: "file", maxBytes, prefix: "vitrine-csv-" });
    if (!spooled.ok) return { ok: false, problem: spooled.problem === "too_large" ? "too_large" : "no_file" };
    const { file, dispose } = spooled;
    const source: ByteSource = () => (file.size > 0 ? createReadStream(file.path, { highWaterMark: 256 * 1024 }) : emptySource());
    return { ok: true, source, dispose };
  }
  if (!request.body) return { ok: false, problem: "no_file" };
  try {
    const spooled = await spoolToTempFile(request.body, maxBytes);
    return { ok: true, source: spooled.source, dispose: spooled.dispose };
  } catch (error) {
    if (error instanceof UploadTooLargeError) return { ok: false, problem: "too_large" };
    throw error;
  }
}

async function* emptySource(): AsyncIterable<Uint8Array> {}
