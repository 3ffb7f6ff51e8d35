import { createWriteStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { BULK_LIMITS } from "./archive.server";
import type { BulkSource } from "./bulk-upload.server";

export type ReceivedUpload =
  | { ok: true; files: BulkSource[]; fields: Record<string, string> }
  | { ok: false; problem: "notMultipart" | "noFile" | "tooLarge" | "tooManyFiles" };

/**
 * A multipart upload streamed to files in `dir` (busboy): never held in memory, whatever its size.
 * At most 1 GB in all and BULK_LIMITS.files files; past either, the upload is cut short and refused.
 */
export async function receiveBulkUpload(request: Request, dir: string): Promise<ReceivedUpload> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data/i.test(type) || !request.body) return { ok: false, problem: "notMultipart" };
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": type }, limits: { fileSize: BULK_LIMITS.bytes, files: BULK_LIMITS.files, fields: 20, fieldSize: 64 * 1024 } });
  } catch {
    return { ok: false, problem: "notMultipart" };
  }
  const files: BulkSource[] = [];
  const fields: Record<string, string> = {};
  const writes: Promise<void>[] = [];
  let problem: "tooLarge" | "tooManyFiles" | undefined;
  let total = 0;
  parser.on("field", (name, value) => {
    fields[name] = value;
  });
  parser.on("filesLimit", () => (problem ??= "tooManyFiles"));
  parser.on("file", (_name, stream, info) => {
    if (!info.filename) {
      stream.resume();
      return;
    }
    const file = path.join(dir, `upload-${files.length}`);
    files.push({ path: file, name: info.filename });
    stream.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > BULK_LIMITS.bytes) problem ??= "tooLarge";
    });
    stream.on("limit", () => (problem ??= "tooLarge"));
    writes.push(pipeline(stream, createWriteStream(file)));
  });
  try {
    await pipeline(Readable.fromWeb(request.body as unknown as WebReadableStream), parser);
    await Promise.all(writes);
  } catch {
    return { ok: false, problem: problem ?? "notMultipart" };
  }
  if (problem) return { ok: false, problem };
  if (!files.length) return { ok: false, problem: "noFile" };
  return { ok: true, files, fields };
}
