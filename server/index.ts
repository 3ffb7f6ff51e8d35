import cluster from "node:cluster";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type express from "express";
import type { ServerBuild } from "react-router";
import { ConfigError } from "~/db/config-error";
import { parseEnv } from "~/env.server";
import { runAdminCli } from "./admin-cli";
import { createApp } from "./app";
import { runClusterPrimary } from "./cluster";
import { runMediaToS3 } from "./media-to-s3";
import { startServices } from "./startup";

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
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { env } = services;
  const app = createApp({
    services,
    build:
      options.build ??
      (() => import("virtual:react-router/server-build") as Promise<ServerBuild>),
    devMiddleware: options.devMiddleware,
    clientDir: path.resolve("build/client"),
  });

  const onListening = () => {
    const { port } = server.address() as AddressInfo;
    console.log(`Vitrine is serving http://${env.HOST ?? "localhost"}:${port} (${services.database.kind})`);
    // Once per site, not once per process (WEB_CONCURRENCY).
    if (env.NODE_ENV === "production" && !env.PUBLIC_URL && (cluster.worker?.id ?? 1) === 1) {
      const hosts = env.ALLOWED_HOSTS?.join(", ") ?? "the localhost names and the listening address";
      console.warn(`PUBLIC_URL is not set: canonical and sitemap URLs take the request's host when it is one of ${hosts}, else http://localhost. Set PUBLIC_URL to the site's public address.`);
    }
  };
  // Without HOST, Node listens on every interface, IPv6 included.
  const server = env.HOST ? app.listen(env.PORT, env.HOST, onListening) : app.listen(env.PORT, onListening);
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `Port ${env.PORT} is already in use: stop what uses it or set PORT to another port.`
        : `The server could not listen: ${error.message}`,
    );
    void services.database.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeAllConnections();
    void services.database.close().finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  return server;
}

// One built entry for all: `node build/server/index.js admin ...` is the administrators' CLI,
// `node build/server/index.js media-to-s3` copies DATA_DIR/media into the bucket.
if (import.meta.env.PROD) {
  const command = process.argv[2];
  void (command === "admin" ? runAdminCli(process.argv.slice(3)) : command === "media-to-s3" ? runMediaToS3() : startServer());
}
