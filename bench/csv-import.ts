/**
 * The product CSV import at scale (DESIGN: 100,000 rows in under a minute, in constant memory).
 * Writes an N-row CSV (default 100,000) of new products modelled on the demo catalogue, then
 * times against a fresh PGlite: dry run (all creates), real import, dry run again (all
 * unchanged), and a real import where every row changes (all updates), with peak RSS and heap.
 *   npx tsx bench/csv-import.ts --rows 100000
 * PGlite in .tmp/bench-csv (deleted first), or PostgreSQL when DATABASE_URL is set (an empty
 * database is expected there).
 *   --distinct-texts: every row's names and descriptions end with its own number, so that no two
 *   rows share a text (the worst case for work done once per distinct text; the demo templates
 *   otherwise repeat every few hundred rows, as a catalogue's series repeat their descriptions).
 *   --profile: where the seconds go. Reading and parsing the file alone is timed first; on
 *   PostgreSQL with the pg_stat_statements extension in the database (and the server started
 *   with shared_preload_libraries=pg_stat_statements, pg_stat_statements.track=all,
 *   track_functions=all), each real import is followed by its heaviest statements, nested
 *   ones (triggers, foreign-key checks) included, and the time spent in each SQL function.
 *   --only <runs>: only these of the four runs, by number, comma-separated (`--only 2` is the
 *   import of new products alone, `--only 1,2` with its dry run first; run 4 needs run 2).
 *   --cpu-profile <dir>: a V8 CPU profile of this process during each run (`<dir>/run-<n>.cpuprofile`,
 *   for Chrome's DevTools or `node bench/cpu-profile-summary.mjs <file>`); on PGlite `--thread`,
 *   the database's thread is not in it.
 * Each run also prints its CPU seconds: this process's (`process.cpuUsage()`, which includes PGlite
 * in the process or on its thread), and on PostgreSQL the database backends' (`utime + stime` from
 * `/proc`, when the cluster runs on this machine): on a shared machine, wall seconds move with the
 * load, CPU seconds much less. And how busy each side was: this thread's event loop, and with
 * --profile on PostgreSQL the database's top-level statements (what neither covers is one waiting
 * for the other).
 */
import { createReadStream, createWriteStream, readFileSync } from "node:fs";
import { mkdir, rm, writeFile as writeFileContents } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { performance } from "node:perf_hooks";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { contentChanged } from "~/cache/content-cache.server";
import { exportProductsCsv } from "~/catalogue/product-csv/product-csv-export.server";
import { importProductsCsv } from "~/catalogue/product-csv/product-csv-import.server";
import { formatRow } from "~/csv/csv-format";
import { parseCsvText, readCsvRecords } from "~/csv/csv-records.server";
import { decodeSource } from "~/csv/csv-source.server";
import { sql } from "drizzle-orm";
import { argument } from "./database";

const rows = argument("rows", 100_000);
const profile = process.argv.includes("--profile");
const distinctTexts = process.argv.includes("--distinct-texts");
const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex >= 0 ? new Set((process.argv[onlyIndex + 1] ?? "").split(",").map(Number)) : undefined;
const dataDir = ".tmp/bench-csv";
if (!process.env.DATABASE_URL) await rm(dataDir, { recursive: true, force: true });
process.env.BENCH_DATA_DIR = dataDir;
const { openBenchDatabase } = await import("./database");
const handle = await openBenchDatabase();
const { db } = handle;

// The demo products as exported are the templates: valid cells for every column.
const exported = await new Response(exportProductsCsv(db, { q: "", category: "", status: "", lifecycle: "" })).text();
const [header, ...templates] = parseCsvText(exported);
const column = (name: string) => header!.indexOf(name);

async function writeFile(file: string, change: (cells: string[]) => void) {
  const out = createWriteStream(file);
  out.write(formatRow(header!));
  for (let i = 0; i < rows; i++) {
    const cells = [...templates[i % templates.length]!];
    cells[column("part_number")] = `BENCH-${i.toString(36).toUpperCase().padStart(5, "0")}`;
    if (distinctTexts) for (const name of ["name_en", "name_fr", "description_en", "description_fr"]) cells[column(name)] += ` ${i}`;
    change(cells);
    if (!out.write(formatRow(cells))) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

const created = path.resolve(`.tmp/bench-csv-${handle.kind}-create.csv`);
const updated = path.resolve(`.tmp/bench-csv-${handle.kind}-update.csv`);
await writeFile(created, () => {});
await writeFile(updated, (cells) => {
  cells[column("name_fr")] += " (mis à jour)";
});

/** Reading, decoding and parsing the file alone: the floor under any import of it. */
async function parseOnly(file: string) {
  const started = performance.now();
  const text = decodeSource(() => createReadStream(file, { highWaterMark: 256 * 1024 }), "utf-8");
  let records = 0;
  for await (const _record of readCsvRecords(text, { separator: ",", maxCellChars: 100_000, maxCells: header!.length })) records++;
  console.log(`parse only: ${records - 1} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const statistics =
  profile && handle.kind === "postgres"
    ? await db
        .execute(sql`select 1 from pg_extension where extname = 'pg_stat_statements'`)
        .then((r) => (r as unknown as { rows: unknown[] }).rows.length > 0)
        .catch(() => false)
    : false;

/** The heaviest statements (nested ones included) and SQL functions since the last reset. */
async function printProfile() {
  if (!statistics) return;
  const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  const statements = rowsOf(
    await db.execute(sql`select round((total_exec_time / 1000)::numeric, 1) as s, calls, rows, left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 110) as query
      from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat%' order by total_exec_time desc limit 14`),
  );
  console.log("  statements (seconds, calls, rows, statement; nested statements are counted in their callers too):");
  for (const r of statements) console.log(`    ${r.s} s | ${r.calls} | ${r.rows} | ${r.query}`);
  const functions = rowsOf(
    await db.execute(sql`select funcname, calls, round(total_time::numeric / 1000, 1) as total, round(self_time::numeric / 1000, 1) as self
      from pg_stat_user_functions order by self_time desc limit 8`),
  );
  console.log("  functions (calls, total s, self s):");
  for (const r of functions) console.log(`    ${r.funcname} | ${r.calls} | ${r.total} | ${r.self}`);
}

/** The seconds this database spent in top-level statements since the last reset (pg_stat_statements). */
async function databaseSeconds(): Promise<number | undefined> {
  if (!statistics) return undefined;
  const r = await db.execute(sql`select coalesce(sum(total_exec_time), 0) / 1000 as s from pg_stat_statements
    where toplevel and dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat%'`);
  return Number((r as unknown as { rows: { s: string }[] }).rows[0]!.s);
}

async function resetProfile() {
  if (!statistics) return;
  // This database's statements only: the cluster may serve other work.
  await db.execute(sql`select pg_stat_statements_reset(0, (select oid from pg_database where datname = current_database()), 0)`);
  await db.execute(sql`select pg_stat_reset()`);
}

/** The CPU seconds (user + system) of the database's backends serving this benchmark, when they run on this machine. */
async function backendSeconds(): Promise<number | undefined> {
  if (handle.kind !== "postgres") return undefined;
  const pids = (
    (await db.execute(sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`)) as unknown as { rows: { pid: number }[] }
  ).rows.map((r) => r.pid);
  const ticks = 100; // USER_HZ
  let total = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 14th and 15th of the line.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      total += (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      return undefined;
    }
  }
  return total;
}

const profileIndex = process.argv.indexOf("--cpu-profile");
const profileDir = profileIndex >= 0 ? process.argv[profileIndex + 1] : undefined;
const inspector = profileDir ? new Session() : undefined;
if (inspector && profileDir) {
  await mkdir(profileDir, { recursive: true });
  inspector.connect();
  await inspector.post("Profiler.enable");
}

let runNumber = 0;
async function measure(label: string, file: string, dryRun: boolean) {
  runNumber++;
  if (only && !only.has(runNumber)) return;
  contentChanged();
  if (!dryRun) await resetProfile();
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let peakRss = process.memoryUsage().rss;
  let peakHeap = heapBefore;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 50);
  const backendsBefore = await backendSeconds();
  await inspector?.post("Profiler.start");
  const cpuBefore = process.cpuUsage();
  const loopBefore = performance.eventLoopUtilization();
  const started = performance.now();
  let progressReports = 0;
  const outcome = await importProductsCsv(db, () => createReadStream(file, { highWaterMark: 256 * 1024 }), { dryRun, onProgress: () => progressReports++ });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const loop = performance.eventLoopUtilization(loopBefore);
  if (inspector) {
    const { profile: cpuProfile } = await inspector.post("Profiler.stop");
    await writeFileContents(path.join(profileDir!, `run-${runNumber}.cpuprofile`), JSON.stringify(cpuProfile));
  }
  const backendsAfter = await backendSeconds();
  clearInterval(timer);
  if (outcome.fileError) throw new Error(JSON.stringify(outcome.fileError));
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  // DESIGN: 100,000 rows in under a minute (scaled to the row count), in constant memory.
  const budget = (60 * rows) / 100_000;
  const backends = backendsBefore !== undefined && backendsAfter !== undefined ? (backendsAfter - backendsBefore).toFixed(1) : "-";
  console.log(
    `| ${label} | ${outcome.counts.rows} | ${JSON.stringify({ create: outcome.counts.create, update: outcome.counts.update, unchanged: outcome.counts.unchanged, error: outcome.counts.error })} | ${seconds.toFixed(1)} (budget ${budget.toFixed(0)}, ratio ${(seconds / budget).toFixed(2)}) | ${((cpu.user + cpu.system) / 1e6).toFixed(1)} | ${backends} | ${mb(peakRss)} | ${mb(peakHeap - heapBefore)} | ${progressReports} |`,
  );
  // How much of the run each side was busy: this thread (the event loop's utilisation), and on
  // PostgreSQL with --profile the database (its top-level statements' time): what the two did not
  // overlap is waiting, one for the other.
  const databaseBusy = dryRun ? undefined : await databaseSeconds();
  console.log(
    `  busy: this thread ${(loop.utilization * 100).toFixed(0)} % of the run (${((loop.active) / 1000).toFixed(1)} s)${databaseBusy === undefined ? "" : `, the database's top-level statements ${databaseBusy.toFixed(1)} s (${((databaseBusy / seconds) * 100).toFixed(0)} %)`}`,
  );
  if (!dryRun) await printProfile();
}

console.log(`${rows} rows${distinctTexts ? " (distinct texts)" : ""}, ${handle.kind}, Node ${process.version}, ${os.cpus()[0]?.model} x${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB`);
console.log("| run | rows | outcome | seconds | CPU s, this process | CPU s, database backends | peak RSS MB | peak heap growth MB | progress reports |");
console.log("|---|---:|---|---:|---:|---:|---:|---:|---:|");
if (profile) await parseOnly(created);
await measure("dry run, new products", created, true);
await measure("import, new products", created, false);
await measure("dry run, same file again", created, true);
await measure("import, every row changed", updated, false);
await handle.close();
