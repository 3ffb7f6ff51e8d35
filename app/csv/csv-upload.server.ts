import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { type ByteSource, spoolToTempFile, UploadTooLargeError } from "./csv-source.server";

export type UploadResult =
  | { ok: true; source: ByteSource; dispose: () => Promise<void> }
  | { ok: false; problem: "too_large" | "unsupported_type" | "no_file" };

const RAW_TYPES = new Set(["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel", "application/octet-stream"]);

const EDGE = 64 * 1024;

async function readAt(file: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Where the file part named `field` lies in a spooled multipart body, without reading the body
 * whole: its headers are near the start, and its end is the first boundary after it in the last
 * 64 KB (the fields sent after the file are small). `undefined` when the body is not that shape.
 */
async function multipartFileRange(file: string, size: number, contentType: string, field: string) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) return undefined;
  const delimiter = Buffer.from(`\r\n--${boundary[1] ?? boundary[2]!.trim()}`);
  const head = await readAt(file, 0, Math.min(size, EDGE));
  // The first delimiter has no CRLF before it.
  let at = head.indexOf(delimiter.subarray(2));
  let start: number | undefined;
  while (at >= 0 && start === undefined) {
    const headersEnd = head.indexOf("\r\n\r\n", at);
    if (headersEnd < 0) return undefined;
    const headers = head.subarray(at, headersEnd).toString("utf8");
    if (new RegExp(`name="${field}"`, "i").test(headers)) start = headersEnd + 4;
    else at = head.indexOf(delimiter, headersEnd);
  }
  if (start === undefined) return undefined;
  const tailStart = Math.max(start, size - EDGE);
  const tail = await readAt(file, tailStart, size - tailStart);
  const end = tail.indexOf(delimiter);
  return end < 0 ? undefined : { start, end: tailStart + end };
}

/**
 * The uploaded CSV, either the raw body (`Content-Type: text/csv`) or the `file` field of a
 * multipart form, written to a temporary file as it arrives, so memory stays flat whatever the
 * size. Call `dispose()` when done.
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

  const range = await multipartFileRange(spooled.path, spooled.size, contentType, "file");
  if (!range) {
    await spooled.dispose();
    return { ok: false, problem: "no_file" };
  }
  if (range.end - range.start > maxBytes) {
    await spooled.dispose();
    return { ok: false, problem: "too_large" };
  }
  const source: ByteSource = () =>
    range.end > range.start ? createReadStream(spooled.path, { start: range.start, end: range.end - 1, highWaterMark: 256 * 1024 }) : emptySource();
  return { ok: true, source, dispose: spooled.dispose };
}

async function* emptySource(): AsyncIterable<Uint8Array> {}
