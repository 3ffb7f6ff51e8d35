import cluster from "node:cluster";
import type { DatabaseHandle } from "~/db/client.server";
import type { MediaStorage } from "~/media/storage.server";
import { errorMessage, logger } from "~/observability/logger.server";
import { backupsTotal } from "~/observability/metrics.server";
import { listSnapshots, removeAbandonedWork, rotateSnapshots, type SnapshotInfo, snapshotPath, type TakenSnapshot, takeSnapshot } from "./snapshots.server";

export type SnapshotTrigger = "admin" | "schedule";

export interface BackupService {
  dir: string;
  /** A new snapshot, or "busy" while another one is being taken by this process. */
  create(trigger: SnapshotTrigger): Promise<SnapshotInfo | "busy">;
  list(): Promise<SnapshotInfo[]>;
  /** The file of a snapshot by name, or null. */
  path(name: string): string | null;
  /**
   * Starts taking a snapshot every `minutes` and keeping the newest `keep`. Returns the stop,
   * which resolves once a scheduled snapshot under way (and its rotation) has finished, so that
   * a shutdown never closes the database under it nor leaves a `.partial` file behind.
   */
  schedule(minutes: number, keep: number): () => Promise<void>;
}

/** The snapshots of this site, in `dir` (BACKUP_DIR, by default DATA_DIR/backups). */
export function createBackupService(database: DatabaseHandle, storage: MediaStorage, dir: string): BackupService {
  let running: Promise<TakenSnapshot> | null = null;

  async function create(trigger: SnapshotTrigger): Promise<SnapshotInfo | "busy"> {
    if (running) return "busy";
    const started = Date.now();
    running = takeSnapshot(database, storage, dir);
    try {
      const { missing, ...info } = await running;
      backupsTotal.inc({ trigger, result: "ok" });
      logger.info({ event: "backup.created", trigger, name: info.name, size: info.size, durationMs: Date.now() - started }, "snapshot taken");
      if (missing.length) {
        logger.warn({ event: "backup.missing_files", name: info.name, count: missing.length, first: missing[0] }, "the database names stored files that are missing from the storage");
      }
      return info;
    } catch (error) {
      backupsTotal.inc({ trigger, result: "failed" });
      logger.error({ event: "backup.failed", trigger, error: errorMessage(error) }, "snapshot failed");
      throw error;
    } finally {
      running = null;
    }
  }

  function schedule(minutes: number, keep: number): () => Promise<void> {
    // In a cluster one worker takes the scheduled snapshots, not each of them.
    if (cluster.isWorker && cluster.worker?.id !== 1) return async () => {};
    let tick: Promise<void> | null = null;
    const timer = setInterval(() => {
      if (tick) return; // the previous one is still being taken or rotated
      tick = create("schedule")
        .then(
          async (info) => {
            if (info === "busy") return;
            try {
              const deleted = await rotateSnapshots(dir, keep);
              if (deleted.length) logger.info({ event: "backup.rotated", deleted, keep }, "old snapshots deleted");
              const abandoned = await removeAbandonedWork(dir);
              if (abandoned.length) logger.warn({ event: "backup.abandoned_removed", deleted: abandoned }, "work files of snapshots interrupted by a stopped process deleted");
            } catch (error) {
              logger.error({ event: "backup.rotation_failed", keep, error: errorMessage(error) }, "old snapshots could not be deleted");
            }
          },
          () => {
            // Logged by create(); the next interval tries again.
          },
        )
        .finally(() => {
          tick = null;
        });
    }, minutes * 60_000);
    timer.unref();
    logger.info({ event: "backup.scheduled", everyMinutes: minutes, keep, dir }, "scheduled snapshots");
    return async () => {
      clearInterval(timer);
      await tick;
    };
  }

  return { dir, create, list: () => listSnapshots(dir), path: (name) => snapshotPath(dir, name), schedule };
}
