import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import type { BackupService } from "./backup-service.server";
import type { SnapshotInfo } from "./snapshots.server";

/** An administrator's snapshot, audited; "busy" while another is being taken. */
export async function createBackup(backups: BackupService, db: Database, by: AdminActor): Promise<SnapshotInfo | "busy"> {
  const info = await backups.create("admin");
  if (info !== "busy") {
    await recordAudit(db, by, { action: "backup.create", entity: "backup", entityId: info.name, after: { size: info.size } });
  }
  return info;
}

/** A snapshot's file for download, audited (a snapshot holds every inquiry); null when there is none by that name. */
export async function openBackupForDownload(backups: BackupService, db: Database, by: AdminActor, name: string): Promise<SnapshotInfo & { path: string } | null> {
  const file = backups.path(name);
  const info = file ? (await backups.list()).find((snapshot) => snapshot.name === name) : undefined;
  if (!file || !info) return null;
  await recordAudit(db, by, { action: "backup.download", entity: "backup", entityId: name });
  return { ...info, path: file };
}
