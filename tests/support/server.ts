import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { root } from "./paths";

export interface ServerProcess {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
  /** Sends a signal (SIGTERM: drain and stop) without waiting. */
  signal: (signal: NodeJS.Signals) => void;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

const entry = path.join(root, "build/server/index.js");

function baseEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  // The test's own DATABASE_URL is for the test runner; a server gets only what the test gives.
  // It logs at the default level (the test runner's own processes are silent).
  const { DATABASE_URL: _ignored, LOG_LEVEL: _level, ...rest } = process.env;
  return { ...rest, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", ...env };
}

/** Starts the built server (`npm run build` first) and resolves once it listens. */
export function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [entry], { cwd: root, env: baseEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving (http:\/\/[^\s]+?):(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${match[2]}`,
          output: () => output,
          stop: async () => {
            if (child.exitCode === null) child.kill("SIGTERM");
            await exited;
          },
          signal: (signal) => void child.kill(signal),
          exited,
        });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before listening:\n${output}`));
    });
  });
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export function runFailingServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const child: ChildProcess = spawn(process.execPath, [entry], { cwd: root, env: baseEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (c: Buffer) => (stdout += c));
  child.stderr!.on("data", (c: Buffer) => (stderr += c));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    }),
  );
}

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export interface ServerStorage {
  /** DATA_DIR, and DATABASE_URL when the suite runs on PostgreSQL: what a server or the CLI needs. */
  env: Record<string, string>;
  dataDir: string;
  /** Removes the data directory (and the PostgreSQL database). */
  dispose: () => Promise<void>;
}

/** New, empty storage for a server: a data directory, and its own PostgreSQL database when DATABASE_URL is set. */
export async function createServerStorage(): Promise<ServerStorage> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-server-"));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let database: string | undefined;
  if (process.env.DATABASE_URL) {
    database = `vitrine_server_${randomBytes(5).toString("hex")}`;
    await adminQuery(`CREATE DATABASE ${database}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  return {
    env,
    dataDir,
    async dispose() {
      if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface FreshServer extends ServerProcess {
  dataDir: string;
  /** Stops the server and removes its data directory (and its PostgreSQL database). */
  dispose: () => Promise<void>;
}

/** The built server on fresh storage, as `npm start` runs it. */
export async function startFreshServer(env: Record<string, string> = {}): Promise<FreshServer> {
  const storage = await createServerStorage();
  const server = await startServerProcess({ ...storage.env, ...env });
  return {
    ...server,
    dataDir: storage.dataDir,
    async dispose() {
      await server.stop();
      await storage.dispose();
    },
  };
}
