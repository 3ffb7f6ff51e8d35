import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type express from "express";
import type { ServerBuild } from "react-router";
import { ConfigError } from "~/db/config-error";
import { scheduleTidying } from "~/db/upkeep.server";
import { parseEnv } from "~/env.server";
import { logger } from "~/observability/logger.server";
import { runAdminCli } from "./admin-cli";
import { complain } from "./cli-output";
import { createApp } from "./app";
import { runsScheduledBackups, runClusterPrimary } from "./cluster";
import { handleShutdownSignals } from "./graceful-shutdown";
import type { DrainState } from "./health";
import { runMediaToS3 } from "./media-to-s3";
import { runRestoreCli } from "./restore-cli";
import { runSpecsCheck } from "./specs-check";
import { startServices } from "./startup";
import { startWebhookSender } from "~/webhooks/sender.server";

export interface StartOptions {
  devMiddleware?: express.RequestHandler;
  build?: () => Promise<ServerBuild>;
}

/** The embedded database's thread: built next to this file, or its source in development. */
function pgliteWorkerUrl(): URL {
  return new URL(import.meta.env.PROD ? "./pglite-worker.js" : "./pglite-worker.ts", import.meta.url);
}

/** Boots the whole site: configuration, database, HTTP server, clean shutdown. */
export async function startServer(options: StartOptions = {}) {
  let services;
  try {
    const env = parseEnv();
    // WEB_CONCURRENCY > 1: this process only starts and watches the serving ones.
    if (await runClusterPrimary(env)) return;
    services = await startServices(env, pgliteWorkerUrl());
  } catch (error) {
    if (error instanceof ConfigError) {
      // The log collector gets the JSON line; whoever started the process reads the sentence.
      logger.fatal({ event: "config_error" }, error.message);
      logger.flush?.();
      complain(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { env } = services;
  const drain: DrainState = { draining: false };
  const app = createApp({
    services,
    build:
      options.build ??
      (() => import("virtual:react-router/server-build") as Promise<ServerBuild>),
    devMiddleware: options.devMiddleware,
    clientDir: path.resolve("build/client"),
    drain,
  });

  const onListening = () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ event: "listening", port, pid: process.pid, database: services.database.kind }, `Vitrine is serving http://${env.HOST ?? "localhost"}:${port} (${services.database.kind})`);
    // Once per site, not once per process (WEB_CONCURRENCY).
    if (env.NODE_ENV === "production" && !env.PUBLIC_URL && (cluster.worker?.id ?? 1) === 1) {
      const hosts = env.ALLOWED_HOSTS?.join(", ") ?? "the localhost names and the listening address";
      logger.warn({ event: "public_url_missing" }, `PUBLIC_URL is not set: canonical and sitemap URLs take the request's host when it is one of ${hosts}, else http://localhost. Set PUBLIC_URL to the site's public address.`);
    }
  };
  // Not app.listen: Express 5 calls its callback on an error too, as if the server listened.
  const server = http.createServer(app);
  // An idle kept-alive connection is closed by the client or the proxy in front, not by us: Node's
  // 5 s default closes it while a client may be sending its next request on it, which that client
  // reads as a reset (proxies keep theirs 60 s). headersTimeout must exceed it (Node's rule).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.once("listening", onListening);
  server.on("error", (error: NodeJS.ErrnoException) => {
    const message =
      error.code === "EADDRINUSE"
        ? `Port ${env.PORT} is already in use: stop what uses it or set PORT to another port.`
        : `The server could not listen: ${error.message}`;
    logger.fatal({ event: "listen_error" }, message);
    complain(message);
    void services.database.close().finally(() => process.exit(1));
  });
  // Without HOST, Node listens on every interface, IPv6 included.
  if (env.HOST) server.listen(env.PORT, env.HOST);
  else server.listen(env.PORT);

  // With several processes, one of them only (cluster.ts) takes the scheduled backups.
  const stopSchedule =
    env.BACKUP_INTERVAL_MINUTES && runsScheduledBackups() ? services.backups.schedule(env.BACKUP_INTERVAL_MINUTES, env.BACKUP_KEEP) : async () => {};
  // PGlite has no autovacuum (decision 040).
  const stopTidying = scheduleTidying(services.database.db);
  // Every process sends webhook deliveries; they share the outbox (decision 058).
  const sender = startWebhookSender(services.database.db, { production: env.NODE_ENV === "production", intervalMs: env.WEBHOOK_INTERVAL_SECONDS * 1000 });
  handleShutdownSignals(server, drain, {
    delaySeconds: env.SHUTDOWN_DELAY_SECONDS,
    timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
    async release() {
      await Promise.all([stopSchedule(), stopTidying(), sender.stop()]);
      await services.database.close();
    },
  });
  return server;
}

// One built entry for all: `node build/server/index.js admin ...` is the administrators' CLI,
// `node build/server/index.js restore FILE` restores a snapshot (the server stopped),
// `node build/server/index.js media-to-s3` copies DATA_DIR/media into the bucket,
// `node build/server/index.js specs-check [--apply]` checks (and converts) stored specification values.
const command = process.argv[2];
if (import.meta.env.PROD) {
  void (command === "admin"
    ? runAdminCli(process.argv.slice(3))
    : command === "restore"
      ? runRestoreCli(process.argv.slice(3))
      : command === "media-to-s3"
        ? runMediaToS3()
        : command === "specs-check"
          ? runSpecsCheck(process.argv.slice(3))
          : startServer());
}
