// Starts the built server for the browser tests on a fresh data directory, removed afterwards.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-e2e-"));
const child = spawn(process.execPath, ["build/server/index.js"], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" },
});
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => {
  cleanup();
  process.exit(code ?? 0);
});
