import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type ServerProcess, startServerProcess } from "./server";

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export interface ServerWithDatabase {
  server: ServerProcess;
  /** The environment that points at this server's database (for the admin CLI, a restart). */
  databaseEnv: Record<string, string>;
  restart: (env?: Record<string, string>) => Promise<ServerProcess>;
  stop: () => Promise<void>;
}

/**
 * The built server on its own new database (a PGlite data directory, or a PostgreSQL database
 * when the suite runs with DATABASE_URL), with that database's environment for the admin CLI and
 * a restart on the same data. `stop()` removes it.
 */
export async function startServerWithDatabase(env: Record<string, string>): Promise<ServerWithDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-admin-"));
  const databaseEnv: Record<string, string> = { DATA_DIR: dataDir };
  let pgDatabase: string | undefined;
  if (process.env.DATABASE_URL) {
    pgDatabase = `vitrine_admin_${randomBytes(5).toString("hex")}`;
    await adminQuery(`CREATE DATABASE ${pgDatabase}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${pgDatabase}`;
    databaseEnv.DATABASE_URL = url.toString();
  }
  const fresh: ServerWithDatabase = {
    server: await startServerProcess({ ...databaseEnv, ...env }),
    databaseEnv,
    async restart(next = env) {
      await fresh.server.stop();
      fresh.server = await startServerProcess({ ...databaseEnv, ...next });
      return fresh.server;
    },
    async stop() {
      await fresh.server.stop();
      if (pgDatabase) await adminQuery(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return fresh;
}
