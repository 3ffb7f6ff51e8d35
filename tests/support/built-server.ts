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

/** The loopback address and a port the system picks: where every test server listens. */
export const listening = { HOST: "127.0.0.1", PORT: "0" };

export interface ServerProcess {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
  /** Sends a signal (SIGTERM: drain and stop) without waiting. */
  signal: (signal: NodeJS.Signals) => void;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

/**
 * How long a server may take to listen by default. On empty storage it seeds the demo catalogue
 * first: about 20 s on a quiet 2-core machine, over 70 s when other suites share it.
 */
export const START_TIMEOUT_MS = 150_000;

/** Starts the built server and resolves once it listens. */
export function startServerProcess(env: Record<string, string>, timeoutMs = START_TIMEOUT_MS): Promise<ServerProcess> {
  const child = spawnBuiltServer([], { env: builtServerEnv({ ...listening, ...env }), stdio: ["ignore", "pipe", "pipe"] });
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
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before listening:\n${output}`));
    });
  });
}
