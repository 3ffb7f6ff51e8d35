/**
 * How long GET /healthz takes while the built server imports a large product CSV on the embedded
 * database (issue 11: never over 500 ms, p99 target 100 ms, and the import succeeds).
 *   npm run build && npx tsx bench/healthz-during-import.ts --rows 30000
 * Starts `node build/server/index.js` on a fresh DATA_DIR (.tmp/bench-healthz) and BENCH_PORT
 * (4432), writes an N-row CSV of new products from the demo catalogue's export, uploads it, and
 * asks /healthz one request after another (every 20 ms) until the import answers.
 */
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { formatRow } from "~/csv/csv-format";
import { parseCsvText } from "~/csv/csv-records.server";
import { argument } from "./database";

const rows = argument("rows", 30_000);
const port = argument("port", Number(process.env.BENCH_PORT ?? 4432));
const dataDir = ".tmp/bench-healthz";
const base = `http://127.0.0.1:${port}`;
const credentials = { username: "benchadmin", password: "bench-password-1234" };

await rm(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ["build/server/index.js"], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", ADMIN_USERNAME: credentials.username, ADMIN_PASSWORD: credentials.password, DATABASE_URL: "" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve, reject) => {
  let out = "";
  server.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes("serving")) resolve();
  });
  server.once("exit", (code) => reject(new Error(`server exited (${code}):\n${out}`)));
});

try {
  const login = await fetch(`${base}/api/admin/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(credentials) });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  const { csrfToken } = (await login.json()) as { csrfToken: string };

  const exported = await (await fetch(`${base}/api/admin/products/export`, { headers: { Cookie: cookie } })).text();
  const [header, ...templates] = parseCsvText(exported);
  const partNumber = header!.indexOf("part_number");
  const lines = [formatRow(header!)];
  for (let i = 0; i < rows; i++) {
    const cells = [...templates[i % templates.length]!];
    cells[partNumber] = `HZ-${i.toString(36).toUpperCase().padStart(5, "0")}`;
    lines.push(formatRow(cells));
  }
  const csv = lines.join("");
  console.log(`CSV: ${rows} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB`);

  let importing = true;
  const timings: number[] = [];
  const failures: string[] = [];
  const poll = (async () => {
    while (importing) {
      const started = performance.now();
      const response = await fetch(`${base}/healthz`);
      await response.arrayBuffer();
      timings.push(performance.now() - started);
      if (response.status !== 200) failures.push(String(response.status));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();

  const started = performance.now();
  const response = await fetch(`${base}/api/admin/products/import`, {
    method: "POST",
    headers: { Cookie: cookie, "X-CSRF-Token": csrfToken, "Content-Type": "text/csv" },
    body: csv,
  });
  const report = (await response.json()) as { applied?: boolean; counts?: Record<string, number> };
  const seconds = (performance.now() - started) / 1000;
  importing = false;
  await poll;

  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(1);
  console.log(`import: HTTP ${response.status}, applied ${report.applied}, counts ${JSON.stringify(report.counts)}, ${seconds.toFixed(1)} s`);
  console.log(`/healthz during the import: ${timings.length} requests, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${timings.at(-1)!.toFixed(1)} ms, non-200: ${failures.length}`);
} finally {
  server.kill("SIGTERM");
}
