import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * `pg_dump` and `psql` of the machine: `PG_BIN_DIR` when set, else the newest
 * /usr/lib/postgresql/N/bin (Debian, Ubuntu), else the PATH. pg_dump must be at least as new
 * as the server; it says so itself when it is not.
 */
export function pgTool(name: "pg_dump" | "psql"): string {
  const dirs: string[] = [];
  if (process.env.PG_BIN_DIR) dirs.push(process.env.PG_BIN_DIR);
  const debian = "/usr/lib/postgresql";
  if (fs.existsSync(debian)) {
    const versions = fs.readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    dirs.push(...versions.map((v) => path.join(debian, v, "bin")));
  }
  dirs.push(...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean));
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Not here; try the next directory.
    }
  }
  throw new Error(`${name} was not found: install the PostgreSQL client tools or set PG_BIN_DIR`);
}

/** The URL without its password (which goes in PGPASSWORD, out of the process list). */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(tool)} failed (exit ${code}): ${stderr.trim().split("\n").slice(-3).join(" ")}`)),
    );
  });
}

/**
 * Plain SQL that recreates the database's objects and rows: `--clean --if-exists` so that it
 * replaces what is there, no owners or grants so that any role can restore it.
 */
export function pgDump(databaseUrl: string, toFile: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  return run(pgTool("pg_dump"), ["--format=plain", "--clean", "--if-exists", "--no-owner", "--no-privileges", `--file=${toFile}`, `--dbname=${url}`], env);
}

/** Runs a pg_dump file in one transaction, stopping at the first error (nothing half-restored). */
export function psqlRestore(databaseUrl: string, sqlFile: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  return run(pgTool("psql"), ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", "--single-transaction", `--file=${sqlFile}`, `--dbname=${url}`], env);
}
