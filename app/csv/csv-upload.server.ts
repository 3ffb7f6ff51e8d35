import { readFile } from "node:fs/promises";
import { type ByteSource, spoolToTempFile, UploadTooLargeError } from "./csv-source.server";

export type UploadResult =
  | { ok: true; source: ByteSource; dispose: () => Promise<void> }
  | { ok: false; problem: "too_large" | "unsupported_type" | "no_file" };

const RAW_TYPES = new Set(["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel", "application/octet-stream"]);

/** The file part named `field` of a multipart body, as a view on the body's bytes. */
function multipartFile(body: Uint8Array, contentType: string, field: string): Uint8Array | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) return undefined;
  const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`\r\n--${boundary[1] ?? boundary[2]!.trim()}`);
  // The first delimiter has no CRLF before it: look for it from the start as if there were one.
  let at = buffer.indexOf(delimiter.subarray(2));
  while (at >= 0) {
    const headersStart = buffer.indexOf("\r\n", at) + 2;
    const headersEnd = buffer.indexOf("\r\n\r\n", headersStart);
    if (headersStart < 2 || headersEnd < 0) return undefined;
    const next = buffer.indexOf(delimiter, headersEnd);
    if (next < 0) return undefined;
    const headers = buffer.subarray(headersStart, headersEnd).toString("utf8");
    if (new RegExp(`name="${field}"`, "i").test(headers)) return buffer.subarray(headersEnd + 4, next);
    at = next + 2;
  }
  return undefined;
}

/**
 * The uploaded CSV, either the raw body (`Content-Type: text/csv`: written to a temporary file as
 * it arrives, so memory stays flat) or the `file` field of a multipart form (read whole, at most
 * `maxBytes`). Call `dispose()` when done.
 */
export async function readCsvUpload(request: Request, maxBytes: number): Promise<UploadResult> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  const multipart = type === "multipart/form-data";
  if (!multipart && !RAW_TYPES.has(type)) return { ok: false, problem: "unsupported_type" };
  // A multipart body carries a few hundred bytes of part headers around the file.
  const limit = multipart ? maxBytes + 64 * 1024 : maxBytes;
  if (Number(request.headers.get("Content-Length") ?? 0) > limit) return { ok: false, problem: "too_large" };
  if (!request.body) return { ok: false, problem: "no_file" };
  let spooled;
  try {
    spooled = await spoolToTempFile(request.body, limit);
  } catch (error) {
    if (error instanceof UploadTooLargeError) return { ok: false, problem: "too_large" };
    throw error;
  }
  if (!multipart) return { ok: true, source: spooled.source, dispose: spooled.dispose };

  const body = await readFile(spooled.path);
  await spooled.dispose();
  const file = multipartFile(body, contentType, "file");
  if (!file) return { ok: false, problem: "no_file" };
  if (file.byteLength > maxBytes) return { ok: false, problem: "too_large" };
  const CHUNK = 256 * 1024;
  const source: ByteSource = async function* () {
    for (let i = 0; i < file.byteLength; i += CHUNK) yield file.subarray(i, i + CHUNK);
  };
  return { ok: true, source, dispose: async () => {} };
}
