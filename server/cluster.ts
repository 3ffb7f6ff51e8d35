import cluster from "node:cluster";
import os from "node:os";
import { ConfigError } from "~/db/config-error";
import type { Env } from "~/env.server";
import { logger } from "~/observability/logger.server";
import { startServices } from "./startup";

/**
 * WEB_CONCURRENCY, else one process per core with DATABASE_URL (caches are invalidated through
 * LISTEN/NOTIFY and rate limits are counted in PostgreSQL, so the processes agree) and one on the
 * embedded database, which refuses more with one sentence: only one process can open it.
 */
export function processCount(env: Pick<Env, "WEB_CONCURRENCY" | "DATABASE_URL">, cores = os.availableParallelism()): number {
  const count = env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? cores : 1);
  if (count > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${count} needs DATABASE_URL: the embedded database can only be opened by one process, so set DATABASE_URL (PostgreSQL) or WEB_CONCURRENCY=1.`,
    );
  }
  return count;
}

// Set by the primary on the one worker that takes the scheduled backups (BACKUP_INTERVAL_MINUTES).
const BACKUP_WORKER = "VITRINE_BACKUP_WORKER";

/** Whether this process runs the scheduled backups: the only process, or the primary's chosen worker. */
export function runsScheduledBackups(): boolean {
  return cluster.isPrimary || process.env[BACKUP_WORKER] === "1";
}

/**
 * With several processes, this one becomes the primary of node:cluster: it migrates and seeds
 * the database once, then forks the workers that serve on the one port (each opens its own pool
 * and listens for content changes), and on SIGTERM or SIGINT passes the signal on and ends once
 * every worker has (draining is each worker's own business).
 *
 * A worker of the first start that ends before it listens (the port is taken, say) ends the whole
 * site with exit code 1: it would fail the same way again, and the worker has said why. A worker
 * that dies later is started again after 1 s, waiting longer (up to 30 s) while its successors
 * keep dying before they listen, so a database that is away is not hammered.
 * Returns false in a worker or when one process is asked for: the caller then serves itself.
 */
export async function runClusterPrimary(env: Env): Promise<boolean> {
  const count = processCount(env);
  if (count === 1 || !cluster.isPrimary) return false;
  const prepared = await startServices(env);
  await prepared.database.close();

  let stopping = false;
  let started = false;
  // Restarts in a row whose worker ended before listening: the next wait doubles with each.
  let failedRestarts = 0;
  // The first worker takes the scheduled backups; the one started in place of it when it dies too.
  let backupWorker: number | undefined;
  const listened = new Set<number>();
  const fork = (takesBackups: boolean) => {
    const worker = cluster.fork(takesBackups ? { [BACKUP_WORKER]: "1" } : {});
    if (takesBackups) backupWorker = worker.id;
    worker.once("listening", () => {
      listened.add(worker.id);
      failedRestarts = 0;
      if (listened.size >= count) started = true;
    });
  };
  // 1 once a worker of the first start has failed: the primary's own exit code when all have ended.
  let exitCode = 0;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (!workers.length) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill(signal);
  };
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    const ready = listened.delete(worker.id);
    if (!started && !ready) {
      logger.fatal({ event: "worker.start_failed", pid: worker.process.pid, code, signal }, "A worker could not start (see its message above): stopping.");
      exitCode = 1;
      stop("SIGTERM");
      return;
    }
    const waitMs = Math.min(30_000, 1000 * 2 ** (ready ? 0 : ++failedRestarts));
    logger.warn({ event: "worker.exit", pid: worker.process.pid, code, signal, restartInMs: waitMs }, `Worker ${worker.process.pid} ended (${signal ?? code}): starting another in ${waitMs / 1000} s.`);
    setTimeout(() => {
      if (!stopping) fork(worker.id === backupWorker);
    }, waitMs);
  });
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // The workers accept connections themselves (the kernel hands each to one of them), not through
  // this process: its round robin passes every new connection to a worker and waits for that
  // worker's event loop to take it before passing the next, so under load the first request of a
  // new connection waited here for seconds (timeouts at 10 s) while the worker served it in
  // milliseconds (issue 31; docs/benchmarks.md). NODE_CLUSTER_SCHED_POLICY still chooses.
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
  logger.info({ event: "cluster.start", processes: count }, `Starting ${count} processes (WEB_CONCURRENCY).`);
  for (let i = 0; i < count; i++) fork(i === 0);
  return true;
}
