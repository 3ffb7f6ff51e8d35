import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./paths";

/**
 * Runs `node build/server/index.js admin ...` (what `npm run admin` runs) with only the given
 * environment on top of the runner's (its DATABASE_URL aside), feeding `stdin` as its input.
 */
export function runAdminCli(
  args: string[],
  env: Record<string, string>,
  stdin: string,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const child = spawn(process.execPath, [path.join(root, "build/server/index.js"), "admin", ...args], {
    cwd: root,
    env: { ...rest, NODE_ENV: "production", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  child.stdin.end(stdin);
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    }),
  );
}
