import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";

/** One file of a multipart form, written to a temporary file as it arrived. */
export interface SpooledFile {
  path: string;
  size: number;
  /** The name the sender gave it (for display only). */
  filename: string;
  mimeType: string;
}

export type SpoolProblem = "too_large" | "no_file" | "not_multipart";

export type SpoolResult =
  | { ok: true; file: SpooledFile; fields: Record<string, string>; dispose: () => Promise<void> }
  | { ok: false; problem: SpoolProblem };

export interface SpoolOptions {
  /** The form field that carries the file. */
  field?: string;
  /** The largest file taken, in bytes. */
  maxBytes: number;
  /** The temporary directory's name prefix. */
  prefix?: string;
}

// The form's other fields are a few short values (a language, a choice of mode).
const LIMITS = { fields: 100, fieldSize: 64 * 1024, parts: 200 } as const;

/**
 * A `multipart/form-data` body read as it streams in (busboy): the file in `field` is written to
 * a temporary file, never held in memory, the other file parts are skipped, and the text fields
 * are kept. A file over `maxBytes` stops the read at once (`too_large`, nothing kept); a body
 * that is not multipart, or is malformed, is `not_multipart`. Call `dispose()` when done with
 * the file.
 */
export async function spoolMultipartFile(request: Request, options: SpoolOptions): Promise<SpoolResult> {
  const field = options.field ?? "file";
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) return { ok: false, problem: "not_multipart" };
  if (!request.body) return { ok: false, problem: "no_file" };
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": contentType }, limits: { ...LIMITS, fileSize: options.maxBytes + 1 } });
  } catch {
    // No boundary, or a type busboy does not read.
    return { ok: false, problem: "not_multipart" };
  }
  const dir = await mkdtemp(path.join(tmpdir(), options.prefix ?? "vitrine-upload-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  let file: SpooledFile | undefined;
  let writing: Promise<void> | undefined;

  const outcome = await new Promise<"done" | SpoolProblem>((resolve) => {
    const stop = (result: "done" | SpoolProblem) => {
      source.unpipe(parser);
      source.destroy();
      resolve(result);
    };
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== field || file) {
        stream.resume();
        return;
      }
      const target = path.join(dir, "upload");
      const out = createWriteStream(target);
      file = { path: target, size: 0, filename: info.filename ?? "", mimeType: info.mimeType };
      stream.on("limit", () => stop("too_large"));
      writing = pipeline(stream, out).then(() => {
        file!.size = out.bytesWritten;
      });
      writing.catch(() => undefined);
    });
    parser.on("error", () => stop("not_multipart"));
    parser.on("close", () => resolve("done"));
    source.on("error", () => stop("not_multipart"));
    source.pipe(parser);
  });

  if (outcome === "done" && writing) {
    try {
      await writing;
    } catch {
      await dispose();
      return { ok: false, problem: "not_multipart" };
    }
  }
  // busboy stops a file at its limit (one byte over ours); a file of exactly maxBytes is taken.
  const over = file !== undefined && file.size > options.maxBytes;
  if (outcome !== "done" || !file || over) {
    await dispose();
    return { ok: false, problem: over ? "too_large" : outcome === "done" ? "no_file" : outcome };
  }
  return { ok: true, file, fields, dispose };
}
