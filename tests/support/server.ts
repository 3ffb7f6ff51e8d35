import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { root } from "./paths";

export interface ServerProcess {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

const entry = path.join(root, "build/server/index.js");

function baseEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  // The test's own DATABASE_URL is for the test runner; a server gets only what the test gives.
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return { ...rest, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", ...env };
}

/** Starts the built server (`npm run build` first) and resolves once it listens. */
export function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [entry], { cwd: root, env: baseEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
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
