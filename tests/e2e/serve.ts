// Starts the built server for the browser tests on a fresh data directory. The directory is named
// after the port, under .tmp/, and emptied at the next start too: Playwright may end this process
// without a signal it can handle, and the leftovers must not pile up.
import fs from "node:fs";
import path from "node:path";
import { spawnBuiltServer } from "../support/built-server";

const dataDir = path.resolve(".tmp", `e2e-${process.env.PORT ?? "4317"}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const child = spawnBuiltServer([], { stdio: "inherit", env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" } });
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => {
  cleanup();
  process.exit(code ?? 0);
});
