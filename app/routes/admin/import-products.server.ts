import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import { readCsvUpload, type UploadResult } from "~/http/csv-upload.server";
import type { Database } from "~/db/client.server";
import type { ApiErrorBody } from "~/http/api-error.server";
import type { Translator } from "~/i18n/translate";
import { contentChanged } from "~/cache/content-cache.server";
import { errorMessage, logger } from "~/observability/logger.server";
import { importDuration, importRows } from "~/observability/metrics.server";
import { CSV_LIMITS, importProductsCsv } from "~/catalogue/product-csv/product-csv-import.server";
import type { ImportReport } from "~/catalogue/product-csv/product-csv-report";
import { wordProblem, wordReport } from "~/catalogue/product-csv/product-csv-words.server";

export interface ImportRequest {
  dryRun: boolean;
  t: Translator["t"];
  actor: AdminActor;
  onProgress?: (rows: number) => void;
}

export type ImportAnswer = { status: number; body: ImportReport | (ApiErrorBody & { report?: ImportReport }) };

const error = (status: number, code: string, message: string, report?: ImportReport): ImportAnswer => ({
  status,
  body: { error: { code, message }, ...(report ? { report } : {}) },
});

/** The uploaded file, received in full before any answer starts. */
export const receiveProductsCsv = (request: Request) => readCsvUpload(request, CSV_LIMITS.maxBytes);

/**
 * A product CSV checked (dry run) or imported: 200 with the report; 400 when the file cannot be
 * read as a product CSV; 422 when rows have errors (nothing written, the report says which);
 * 500 when writing failed (nothing written either: one transaction). A real import is audited and
 * refreshes the public pages.
 */
export async function importProducts(db: Database, upload: UploadResult, request: ImportRequest): Promise<ImportAnswer> {
  const { t, dryRun } = request;
  if (!upload.ok) {
    if (upload.problem === "too_large") return error(413, "payload_too_large", t("admin.csv.errors.fileTooLarge", { max: CSV_LIMITS.maxBytes / 1024 / 1024 }));
    if (upload.problem === "unsupported_type") return error(415, "unsupported_media_type", t("admin.csv.errors.unsupportedType"));
    return error(400, "invalid_input", t("admin.csv.errors.noFile"));
  }
  const started = performance.now();
  const finished = (outcome: string, rows: number, extra: Record<string, unknown> = {}) => {
    if (dryRun) return;
    const seconds = (performance.now() - started) / 1000;
    importDuration.observe({ outcome }, seconds);
    importRows.inc({ outcome }, rows);
    logger.info({ event: "import.finished", outcome, rows, durationMs: Math.round(seconds * 1000), ...extra }, "product import finished");
  };
  if (!dryRun) logger.info({ event: "import.started" }, "product import started");
  try {
    const outcome = await importProductsCsv(db, upload.source, {
      dryRun,
      onProgress: request.onProgress,
      async onApplied(tx, done) {
        await recordAudit(tx, request.actor, {
          action: "product.import",
          entity: "product",
          after: { ...done.counts, encoding: done.encoding, separator: done.separator },
        });
      },
    });
    if (outcome.fileError) {
      finished("invalid_file", 0);
      return error(400, "invalid_input", wordProblem(t, outcome.fileError));
    }
    const report = wordReport(t, outcome, dryRun);
    const rows = outcome.counts.rows;
    if (!dryRun && !outcome.applied) {
      finished("rejected", rows, { counts: outcome.counts });
      return error(422, "invalid_rows", t("admin.csv.errors.rowsRejected", { count: outcome.counts.error }), report);
    }
    finished("applied", rows, { counts: outcome.counts });
    if (outcome.applied && outcome.counts.create + outcome.counts.update > 0) contentChanged();
    return { status: 200, body: report };
  } catch (failure) {
    if (dryRun) throw failure;
    finished("failed", 0);
    logger.error({ event: "import.failed", error: errorMessage(failure), err: failure }, "Product import failed, nothing was written.");
    return error(500, "import_failed", t("admin.csv.errors.importFailed"));
  } finally {
    await upload.dispose();
  }
}
