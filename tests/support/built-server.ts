import { type ChildProcess, spawn, type SpawnOptions } from "node:child_process";
import path from "node:path";
import { root } from "./paths";

/** What `npm start` and `npm run admin` run (`npm run build` first). The one place tests name it. */
const entry = path.join(root, "build/server/index.js");

/**
 * The environment a built server gets in a test: the runner's, minus its DATABASE_URL, in
 * production mode, as one process (with DATABASE_URL the default would be one per core) unless
 * the test asks for WEB_CONCURRENCY.
 */
export function builtServerEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  // The test's own DATABASE_URL is for the test runner; a server gets only what the test gives.
  // It logs at the default level (the runner's own process is silent: tests/support/quiet-logs.ts).
  const { DATABASE_URL: _ignored, LOG_LEVEL: _level, ...rest } = process.env;
  return { ...rest, NODE_ENV: "production", WEB_CONCURRENCY: "1", ...env };
}

/** Starts `node build/server/index.js ARGS` from the repository root. */
export function spawnBuiltServer(args: string[], options: SpawnOptions): ChildProcess {
  return spawn(process.execPath, [entry, ...args], { cwd: root, ...options });
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built server (or its admin command) to its end, feeding `stdin`; killed after a minute. */
export function runBuiltServer(args: string[], env: Record<string, string>, stdin = ""): Promise<Finished> {
  const child = spawnBuiltServer(args, { env: builtServerEnv(env), stdio: ["pipe", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
  child.stdin!.end(stdin);
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    }),
  );
}
