// Requests per second of a public page served from the page cache, against a static file of the
// same size from the same server (DESIGN budget: at least half the static rate).
// Usage: start the built server (npm start), then
//   node bench/page-cache.mjs http://127.0.0.1:3000 /products [/fr/products/1 ...]
// The static twin is written to build/client/ for the run and removed afterwards.
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

const [base, ...pages] = process.argv.slice(2);
if (!base || !pages.length) throw new Error("usage: node bench/page-cache.mjs BASE_URL PATH...");
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const run = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, duration: DURATION, connections: CONNECTIONS, headers: { "Accept-Encoding": "gzip" } }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

for (const page of pages) {
  const url = new URL(page, base).toString();
  const html = await (await fetch(url)).text();
  // An entry is stored once compressed, a moment after the first answer.
  let warm;
  for (let attempt = 0; attempt < 50; attempt++) {
    warm = await fetch(url);
    await warm.text();
    if (warm.headers.get("x-page-cache") === "hit") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (warm.headers.get("x-page-cache") !== "hit") throw new Error(`${page} is not served from the cache (${warm.headers.get("x-page-cache")})`);
  const file = path.resolve("build/client", `bench-static-${process.pid}.html`);
  fs.writeFileSync(file, html);
  try {
    const cached = await run(url);
    const staticFile = await run(new URL(path.basename(file), base).toString());
    const ratio = cached.requests.average / staticFile.requests.average;
    console.log(
      `${page} (${(html.length / 1024).toFixed(0)} KB): cached ${cached.requests.average.toFixed(0)} req/s (p99 ${cached.latency.p99} ms), ` +
        `static ${staticFile.requests.average.toFixed(0)} req/s (p99 ${staticFile.latency.p99} ms), ratio ${ratio.toFixed(2)}`,
    );
  } finally {
    fs.rmSync(file, { force: true });
  }
}
