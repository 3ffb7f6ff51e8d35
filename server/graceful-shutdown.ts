import type { Server } from "node:http";
import { logger } from "~/observability/logger.server";
import type { DrainState } from "./health";

export interface ShutdownOptions {
  /** Seconds `/readyz` answers 503 while everything is still served, so a load balancer stops sending. */
  delaySeconds: number;
  /** Seconds in-flight requests get to finish before their connections are cut. */
  timeoutSeconds: number;
  /** Runs last (close the database, stop timers). */
  release: () => Promise<void>;
}

/**
 * SIGTERM / SIGINT: readiness turns 503 at once; after `delaySeconds` the server stops
 * accepting connections, in-flight requests finish (at most `timeoutSeconds`), then the
 * database closes and the process exits 0. A second signal stops it at once. In a cluster
 * each worker drains itself; the primary only forwards the signal.
 */
export function handleShutdownSignals(server: Server, drain: DrainState, options: ShutdownOptions): void {
  const stop = async (signal: string) => {
    if (drain.draining) return;
    drain.draining = true;
    logger.info({ event: "draining", signal, delaySeconds: options.delaySeconds, timeoutSeconds: options.timeoutSeconds }, "draining");
    if (options.delaySeconds > 0) await new Promise((resolve) => setTimeout(resolve, options.delaySeconds * 1000));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<"deadline">((resolve) => {
      timer = setTimeout(() => resolve("deadline"), options.timeoutSeconds * 1000);
    });
    if ((await Promise.race([closed, deadline])) === "deadline") {
      logger.warn({ timeoutSeconds: options.timeoutSeconds }, "shutdown deadline reached: cutting the remaining connections");
      server.closeAllConnections();
    }
    clearTimeout(timer);
    try {
      await options.release();
    } finally {
      logger.info({ event: "stopped" }, "stopped");
      logger.flush?.();
      process.exit(0);
    }
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}
