import fs from "node:fs";
import { Readable } from "node:stream";
import type { RouterContextProvider } from "react-router";
import { createBackup, openBackupForDownload } from "~/backups/admin-backups.server";
import { backupServiceContext } from "~/backups/backup-service.server";
import { adminApi } from "~/http/admin-api.server";
import { apiError } from "~/http/api-error.server";
import { errorMessage } from "~/observability/logger.server";

type Context = Readonly<RouterContextProvider>;

/** GET /api/admin/backups: the snapshots, newest first (administrators only). */
export async function listBackupsAnswer(request: Request, context: Context): Promise<Response> {
  await adminApi(request, context, { role: "admin" });
  return Response.json({ backups: await context.get(backupServiceContext).list() }, { headers: { "Cache-Control": "no-store" } });
}

/** POST /api/admin/backups: 201 with the new snapshot's name and size; 409 while another is taken. */
export async function createBackupAnswer(request: Request, context: Context): Promise<Response> {
  const { db, t, by } = await adminApi(request, context, { role: "admin" });
  try {
    const info = await createBackup(context.get(backupServiceContext), db, by);
    if (info === "busy") return apiError(409, "conflict", t("backups.errors.busy"));
    return Response.json(info, { status: 201, headers: { Location: `/api/admin/backups/${info.name}` } });
  } catch (error) {
    // Logged by the backup service; the operator's side (disk full, pg_dump missing) is named.
    return apiError(500, "backup_failed", t("backups.errors.failed", { reason: errorMessage(error) }));
  }
}

/** GET /api/admin/backups/{name}: the snapshot file (application/x-tar), or 404. */
export async function downloadBackupAnswer(request: Request, context: Context, name: string): Promise<Response> {
  const { db, t, by } = await adminApi(request, context, { role: "admin" });
  const file = await openBackupForDownload(context.get(backupServiceContext), db, by, name);
  if (!file) return apiError(404, "not_found", t("backups.errors.notFound"));
  const stream = Readable.toWeb(fs.createReadStream(file.path)) as ReadableStream<Uint8Array>;
  return new Response(stream, {
    headers: {
      "Content-Type": "application/x-tar",
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
