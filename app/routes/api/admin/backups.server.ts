import fs from "node:fs";
import { Readable } from "node:stream";
import { createBackup, openBackupForDownload } from "~/backups/admin-backups.server";
import { apiError } from "~/http/api-error.server";
import { RequestError, notFound } from "~/http/errors";
import type { Call } from "~/http/kit.server";
import { errorMessage } from "~/observability/logger.server";

/** GET /api/admin/backups: the snapshots, newest first (administrators only). */
export async function listBackupsAnswer(call: Call): Promise<Response> {
  return Response.json({ backups: await call.backups.list() }, { headers: { "Cache-Control": "no-store" } });
}

/** POST /api/admin/backups: 201 with the new snapshot's name and size; 409 while another is taken. */
export async function createBackupAnswer(call: Call): Promise<Response> {
  let info: Awaited<ReturnType<typeof createBackup>>;
  try {
    info = await createBackup(call.backups, call.db, call.actor);
  } catch (error) {
    // Logged by the backup service; the operator's side (disk full, pg_dump missing) is named.
    return apiError(500, "backup_failed", call.t("backups.errors.failed", { reason: errorMessage(error) }));
  }
  if (info === "busy") throw new RequestError("conflict", { key: "backups.errors.busy" });
  return Response.json(info, { status: 201, headers: { Location: `/api/admin/backups/${info.name}` } });
}

/** GET /api/admin/backups/{name}: the snapshot file (application/x-tar), or 404. */
export async function downloadBackupAnswer(call: Call): Promise<Response> {
  const file = await openBackupForDownload(call.backups, call.db, call.actor, call.params.name ?? "");
  if (!file) throw notFound("backups.errors.notFound");
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
