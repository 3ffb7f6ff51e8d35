/**
 * Lighthouse (mobile, its default emulation: slow 4G, 4x CPU slowdown) on every public page type
 * in both languages, each run N times (default 3); prints the median scores as a Markdown table.
 *   node bench/lighthouse.mjs http://127.0.0.1:4451 [http://127.0.0.1:4452 ...] [--runs 3] [--product 5] [--category timers] [--keep DIR]
 * --keep DIR keeps every run's JSON report there (the LCP element, network priorities, chains).
 * Several servers (a before and an after): each page's runs alternate between them, so that both
 * see the same machine; one table per server.
 * Against the built server (`npm run build`, then `PORT=4451 npm start`). Lighthouse 12.8 (13 needs
 * Node 22) through npx, with Debian's Chromium. Budget (DESIGN): performance 98+, the others 100.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const bases = args.filter((a) => a.startsWith("http"));
if (!bases.length) bases.push("http://127.0.0.1:4451");
const runs = Number(option("runs", "3"));
const product = option("product", "5");
const category = option("category", "timers");
const keep = option("keep", undefined);

const pages = [
  ["home", "/"],
  ["product list", "/products"],
  ["category list", `/products?category=${category}`],
  ["product page", `/products/${product}`],
  ["contact", "/contact"],
];
const urls = pages.flatMap(([name, p]) => [
  [name, "en", p],
  [name, "fr", p === "/" ? "/fr" : `/fr${p}`],
]);

/**
 * One Lighthouse run into `out`. Lighthouse sometimes fails to record a trace on a busy machine
 * (NO_NAVSTART, "Something went wrong with recording the trace"): such a run is tried again, up to
 * three times in all, and each retry is said on stderr; any other failure stops the benchmark.
 */
async function lighthouse(url, out) {
  for (let attempt = 1; ; attempt++) {
    try {
      await run(
        "npx",
        [
          "-y",
          "lighthouse@12.8.2",
          url,
          "--chrome-path=/usr/bin/chromium",
          "--chrome-flags=--headless --no-sandbox --disable-gpu",
          "--only-categories=performance,accessibility,best-practices,seo",
          "--output=json",
          `--output-path=${out}`,
          "--quiet",
        ],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      return;
    } catch (error) {
      const traceLost = /NO_NAVSTART|recording the trace/.test(String(error.stderr ?? error.message));
      if (!traceLost || attempt >= 3) throw error;
      console.error(`${url}: Lighthouse lost the trace (attempt ${attempt}), running it again`);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const dir = keep ?? (await mkdtemp(path.join(os.tmpdir(), "vitrine-lighthouse-")));
if (keep) await mkdir(keep, { recursive: true });
const rowsOf = new Map(bases.map((base) => [base, []]));
try {
  for (const [name, locale, p] of urls) {
    const resultsOf = new Map(bases.map((base) => [base, []]));
    for (let i = 0; i < runs; i++) {
      for (const [b, base] of bases.entries()) {
        const results = resultsOf.get(base);
        const server = bases.length > 1 ? `s${b}-` : "";
        const out = path.join(dir, `${server}${locale}${p.replace(/[^a-z0-9]+/gi, "-")}-${results.length}.json`);
        await lighthouse(base + p, out);
        const report = JSON.parse(await readFile(out, "utf8"));
        const score = (key) => Math.round(report.categories[key].score * 100);
        results.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          fcp: report.audits["first-contentful-paint"].numericValue,
          lcp: report.audits["largest-contentful-paint"].numericValue,
          tbt: report.audits["total-blocking-time"].numericValue,
          cls: report.audits["cumulative-layout-shift"].numericValue,
        });
      }
    }
    for (const base of bases) {
      const results = resultsOf.get(base);
      const m = (key) => median(results.map((r) => r[key]));
      const row = {
        page: `${name} (${locale}) \`${p}\``,
        performance: m("performance"),
        all: results.map((r) => r.performance).join(" / "),
        accessibility: m("accessibility"),
        bestPractices: m("bestPractices"),
        seo: m("seo"),
        fcp: `${(m("fcp") / 1000).toFixed(1)} s`,
        lcp: `${(m("lcp") / 1000).toFixed(1)} s`,
        tbt: `${Math.round(m("tbt"))} ms`,
        cls: m("cls").toFixed(3),
      };
      rowsOf.get(base).push(row);
      console.error(`${bases.length > 1 ? `${base} ` : ""}${row.page}: ${row.performance} (${row.all})`);
    }
  }
} finally {
  if (!keep) await rm(dir, { recursive: true, force: true });
}

for (const [base, rows] of rowsOf) {
  console.log(`Lighthouse 12.8.2 mobile, ${base}, median of ${runs} (${new Date().toISOString()})\n`);
  console.log("| page | performance (median; runs) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(`| ${r.page} | **${r.performance}** (${r.all}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`);
  }
  const worst = Math.min(...rows.map((r) => r.performance));
  console.log(`\nperformance: lowest median ${worst} (budget 98); other categories ${rows.every((r) => r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100) ? "all 100" : "NOT all 100"} (budget 100)\n`);
}
