import { spoolMultipart } from "~/http/multipart-spool.server";
import { BULK_LIMITS } from "~/media/bulk/archive.server";
import type { BulkSource } from "~/media/bulk/bulk-upload.server";

export type ReceivedUpload =
  | { ok: true; files: BulkSource[]; fields: Record<string, string> }
  | { ok: false; problem: "notMultipart" | "noFile" | "tooLarge" | "tooManyFiles"; filename?: string };

const PROBLEMS = { not_multipart: "notMultipart", no_file: "noFile", too_large: "tooLarge", too_many_files: "tooManyFiles" } as const;

/**
 * The bulk upload's files streamed to `dir` by the one multipart reader (`spoolMultipart`): never
 * held in memory, whatever its size. At most BULK_LIMITS.files files and BULK_LIMITS.bytes in all;
 * past either, the upload is cut short, refused, and `dir` removed.
 */
export async function receiveBulkUpload(request: Request, dir: string): Promise<ReceivedUpload> {
  const spooled = await spoolMultipart(request, {
    maxFiles: BULK_LIMITS.files,
    extraFiles: "refuse",
    maxFileBytes: BULK_LIMITS.bytes,
    maxTotalBytes: BULK_LIMITS.bytes,
    dir,
    maxFields: 20,
  });
  if (!spooled.ok) return { ok: false, problem: PROBLEMS[spooled.problem], ...(spooled.filename !== undefined ? { filename: spooled.filename } : {}) };
  return { ok: true, files: spooled.files.map((f) => ({ path: f.path, name: f.filename })), fields: spooled.fields };
}
