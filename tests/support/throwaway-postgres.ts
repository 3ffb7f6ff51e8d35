import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface TestPostgres {
  url: string;
  stop: () => Promise<void>;
}

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}

// initdb refuses to run as root: as root, the cluster is run by the postgres user (as .ci/run does).
const asPostgres = (command: string, args: string[]) =>
  process.getuid?.() === 0 ? execFileSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "pipe" }) : execFileSync(command, args, { stdio: "pipe" });

/**
 * A database of its own on PostgreSQL: a new database on DATABASE_URL's server when the suite
 * runs with one, else a throwaway PostgreSQL 15 cluster (127.0.0.1, a free port, a temporary
 * directory), stopped and removed by stop().
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const shared = process.env.DATABASE_URL;
  if (shared) {
    const name = `vitrine_multi_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: shared });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(shared);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async stop() {
        const cleanup = new pg.Client({ connectionString: shared });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-pg-"));
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const port = await freePort();
  const data = path.join(dir, "data");
  asPostgres(path.join(PG_BIN, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  asPostgres(path.join(PG_BIN, "pg_ctl"), ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`, "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        asPostgres(path.join(PG_BIN, "pg_ctl"), ["-D", data, "-m", "immediate", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
