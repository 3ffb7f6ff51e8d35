// Resident memory of the built server: at idle after start, then during and after a load on the
// public URLs (bench/load.mjs's nine, warmed first), read from /proc/PID/status (VmRSS: all the
// threads of a process, the PGlite thread included; with several processes, each one).
// Usage: `npm run build`, then
//   node bench/memory.mjs                          # embedded database, fresh data directory
//   DATABASE_URL=postgres://... node bench/memory.mjs
// BENCH_PORT (4433), BENCH_CONNECTIONS (200), BENCH_SECONDS (30), BENCH_IDLE_SECONDS (20: the
// wait after "serving" before the idle figure). The server is started as `npm start` starts it
// (the command of package.json's start script), with NODE_ENV=production.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 4433);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION = Number(process.env.BENCH_SECONDS ?? 30);
const IDLE = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-memory-"));
const start = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8")).scripts.start;
const server = spawn("sh", ["-c", start], {
  cwd: new URL("..", import.meta.url),
  env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
  stdio: ["ignore", "pipe", "pipe"],
});
let output = "";
server.stdout.on("data", (chunk) => (output += chunk));
server.stderr.on("data", (chunk) => (output += chunk));
const stop = () => {
  // The shell and the server (the server passes the signal on to its workers).
  if (server.exitCode === null) {
    try {
      for (const pid of processes().slice(0, 1)) process.kill(pid, "SIGTERM");
    } catch {
      // Already gone.
    }
    server.kill("SIGTERM");
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stop);

/** The server's processes: the one started, and its children (cluster workers). */
function processes() {
  const pids = [server.pid];
  for (const pid of pids) {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    }
  }
  // The shell that ran the start script, if it did not exec node itself, is not the server.
  return pids.filter((pid) => fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "sh");
}
const rssMb = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
};
const sample = () => Object.fromEntries(processes().map((pid) => [pid, rssMb(pid)]));
const describe = (figures) =>
  Object.entries(figures)
    .map(([pid, mb], index) => `${index === 0 ? "main" : `worker ${pid}`} ${mb} MB`)
    .join(", ");

// With LOG_LEVEL=warn the "listening" line is not written: wait for an answer instead.
for (let i = 0; i < 600; i++) {
  if (server.exitCode !== null) throw new Error(`The server ended:\n${output}`);
  const ok = await fetch(`${base}/healthz`).then((response) => response.ok, () => false);
  if (ok) break;
  await sleep(500);
}
await sleep(IDLE * 1000);
const idle = sample();

const { items } = await (await fetch(`${base}/api/products?limit=1`)).json();
const paths = ["/", "/fr", "/products", "/fr/products", `/products/${items[0].id}`, `/fr/products/${items[0].id}`, "/contact", "/fr/contact", "/api/products?limit=24"];
for (const page of paths) await (await fetch(`${base}${page}`)).arrayBuffer();

const peak = {};
const timer = setInterval(() => {
  for (const [pid, mb] of Object.entries(sample())) peak[pid] = Math.max(peak[pid] ?? 0, mb);
}, 250);
const result = await new Promise((resolve, reject) =>
  autocannon(
    {
      url: base,
      connections: CONNECTIONS,
      duration: DURATION,
      timeout: 10,
      headers: { "Accept-Encoding": "br, gzip", "Accept-Language": "en" },
      requests: paths.map((page) => ({ method: "GET", path: page })),
    },
    (error, value) => (error ? reject(error) : resolve(value)),
  ),
);
clearInterval(timer);
await sleep(5000);
const after = sample();

console.log(`database: ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded (PGlite)"}; start: ${start}; load average ${os.loadavg().map((n) => n.toFixed(1)).join(" ")}`);
console.log(`idle (${IDLE} s after start): ${describe(idle)}`);
console.log(`peak during ${CONNECTIONS} connections x ${DURATION} s: ${describe(peak)} (${result.requests.average.toFixed(0)} req/s, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`);
console.log(`5 s after the load: ${describe(after)}`);
stop();
process.exit(0);
