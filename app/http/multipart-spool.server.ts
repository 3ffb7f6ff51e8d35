import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
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

export type SpoolProblem = "too_large" | "too_many_files" | "no_file" | "not_multipart";

export type SpoolManyResult =
  | { ok: true; files: SpooledFile[]; fields: Record<string, string>; dispose: () => Promise<void> }
  | { ok: false; problem: SpoolProblem; filename?: string };

export interface SpoolManyOptions {
  /** The form field that carries the files; files of other fields are skipped. Every field's when absent. */
  field?: string;
  /** The most files taken. */
  maxFiles: number;
  /** Past `maxFiles`: refuse the upload (`too_many_files`), or skip the rest. */
  extraFiles: "refuse" | "skip";
  /** The largest file taken, in bytes (a file of exactly this size is taken). */
  maxFileBytes: number;
  /** The most bytes taken in all the files together. */
  maxTotalBytes: number;
  /** Where the files go: this directory (made if missing), or a new temporary one named `prefix…`. */
  dir?: string;
  prefix?: string;
  /** How many text fields, and how large each, the form may carry. */
  maxFields?: number;
}

/**
 * A `multipart/form-data` body read as it streams in (busboy), the one reader of uploads: its
 * files (in `field`, up to `maxFiles`) are written to temporary files, never held in memory, and
 * its text fields kept. A file over `maxFileBytes`, files over `maxTotalBytes` together, or (when
 * refused) more than `maxFiles` files stop the read at once, and nothing is kept; a body that is
 * not multipart, or is malformed, is `not_multipart`; a form whose file input was left empty (a
 * file part with no name) has no file. Call `dispose()` when done with the files.
 */
export async function spoolMultipart(request: Request, options: SpoolManyOptions): Promise<SpoolManyResult> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) return { ok: false, problem: "not_multipart" };
  if (!request.body) return { ok: false, problem: "no_file" };
  let parser: busboy.Busboy;
  try {
    // Files are counted here, not by busboy: parts of other fields do not count.
    parser = busboy({ headers: { "content-type": contentType }, limits: { fields: options.maxFields ?? 100, fieldSize: 64 * 1024, fileSize: options.maxFileBytes + 1 } });
  } catch {
    // No boundary, or a type busboy does not read.
    return { ok: false, problem: "not_multipart" };
  }
  let dir: string;
  if (options.dir) {
    dir = options.dir;
    await mkdir(dir, { recursive: true });
  } else dir = await mkdtemp(path.join(tmpdir(), options.prefix ?? "vitrine-upload-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  const files: SpooledFile[] = [];
  const writes: Promise<void>[] = [];
  let total = 0;

  // The file being read when the upload was refused (too large, one too many), to name it.
  let culprit: string | undefined;
  const outcome = await new Promise<"done" | SpoolProblem>((resolve) => {
    let settled = false;
    const stop = (result: SpoolProblem, filename?: string) => {
      if (settled) return;
      settled = true;
      culprit = filename;
      source.unpipe(parser);
      source.destroy();
      resolve(result);
    };
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if ((options.field !== undefined && name !== options.field) || !info.filename) {
        stream.resume();
        return;
      }
      if (files.length >= options.maxFiles) {
        stream.resume();
        if (options.extraFiles === "refuse") stop("too_many_files", info.filename);
        return;
      }
      const target = path.join(dir, `upload-${files.length}`);
      const file: SpooledFile = { path: target, size: 0, filename: info.filename, mimeType: info.mimeType };
      files.push(file);
      const out = createWriteStream(target);
      stream.on("data", (chunk: Buffer) => {
        total += chunk.length;
        if (total > options.maxTotalBytes) stop("too_large", info.filename);
      });
      // busboy stops a file one byte over our limit: a file of exactly maxFileBytes is taken.
      stream.on("limit", () => stop("too_large", info.filename));
      const writing = pipeline(stream, out).then(() => {
        file.size = out.bytesWritten;
      });
      writing.catch(() => undefined);
      writes.push(writing);
    });
    parser.on("error", () => stop("not_multipart"));
    parser.on("close", () => {
      if (!settled) {
        settled = true;
        resolve("done");
      }
    });
    source.on("error", () => stop("not_multipart"));
    source.pipe(parser);
  });

  let problem: SpoolProblem | undefined = outcome === "done" ? undefined : outcome;
  if (!problem) {
    try {
      await Promise.all(writes);
    } catch {
      problem = "not_multipart";
    }
  }
  if (!problem && files.some((f) => f.size > options.maxFileBytes)) problem = "too_large";
  if (!problem && !files.length) problem = "no_file";
  if (problem) {
    // A file cut short is still open: its data is removed with the directory.
    await dispose();
    return { ok: false, problem, ...(culprit !== undefined && problem === outcome ? { filename: culprit } : {}) };
  }
  return { ok: true, files, fields, dispose };
}

export type SpoolResult = { ok: true; file: SpooledFile; fields: Record<string, string>; dispose: () => Promise<void> } | { ok: false; problem: SpoolProblem };

export interface SpoolOptions {
  /** The form field that carries the file. */
  field?: string;
  /** The largest file taken, in bytes. */
  maxBytes: number;
  /** The temporary directory's name prefix. */
  prefix?: string;
}

/**
 * One file of a multipart form (`spoolMultipart` with one file): the first file in `field`, other
 * files skipped. A file over `maxBytes` is `too_large`.
 */
export async function spoolMultipartFile(request: Request, options: SpoolOptions): Promise<SpoolResult> {
  const result = await spoolMultipart(request, {
    field: options.field ?? "file",
    maxFiles: 1,
    extraFiles: "skip",
    maxFileBytes: options.maxBytes,
    maxTotalBytes: options.maxBytes,
    ...(options.prefix ? { prefix: options.prefix } : {}),
  });
  return result.ok ? { ok: true, file: result.files[0]!, fields: result.fields, dispose: result.dispose } : result;
}
