import cluster from "node:cluster";
import os from "node:os";
import { ConfigError } from "~/db/config-error";
import type { Env } from "~/env.server";
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

/**
 * With several processes, this one becomes the primary of node:cluster: it migrates and seeds
 * the database once, then forks the workers that serve on the one port (each opens its own pool
 * and listens for content changes), restarts a worker that dies, and on SIGTERM or SIGINT passes
 * the signal on and ends once every worker has (draining is each worker's own business).
 * Returns false in a worker or when one process is asked for: the caller then serves itself.
 */
export async function runClusterPrimary(env: Env): Promise<boolean> {
  const count = processCount(env);
  if (count === 1 || !cluster.isPrimary) return false;
  const prepared = await startServices(env);
  await prepared.database.close();

  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} ended (${signal ?? code}): starting another.`);
    setTimeout(fork, 1000);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (!workers.length) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  console.log(`Starting ${count} processes (WEB_CONCURRENCY).`);
  for (let i = 0; i < count; i++) fork();
  return true;
}
