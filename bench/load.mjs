// Load on the nine public URLs of issue 11 (home and lists in both languages, a product, the
// contact page, the product API): autocannon, 200 connections, 60 s by default.
// Usage: start the built server (npm start), then
//   node bench/load.mjs http://127.0.0.1:3000
// BENCH_CONNECTIONS and BENCH_SECONDS change the load. Prints req/s, latency percentiles, errors,
// timeouts and non-2xx answers, and for each timeout where the request waited: for the connection
// (TCP connect not done: the listen queue), for the answer's first byte (connected, request
// written, nothing back: the server), or for the rest of the answer (bytes came: the transfer or
// the load generator itself).
import autocannon from "autocannon";

const base = process.argv[2];
if (!base) throw new Error("usage: node bench/load.mjs BASE_URL");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION = Number(process.env.BENCH_SECONDS ?? 60);

const { items } = await (await fetch(new URL("/api/products?limit=1", base))).json();
const id = items[0].id;
const paths = ["/", "/fr", "/products", "/fr/products", `/products/${id}`, `/fr/products/${id}`, "/contact", "/fr/contact", "/api/products?limit=24"];
// Warm: the first request of each page renders it; it is stored compressed a moment later.
for (const path of paths) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(new URL(path, base));
    await response.arrayBuffer();
    if (response.headers.get("x-page-cache") !== "miss") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Each connection autocannon opens: when it began, when TCP connected, its bytes and requests.
const stalls = [];
const started = performance.now();
function watchConnections(client) {
  const connect = client._connect.bind(client);
  client._connect = () => {
    // After a timeout, autocannon destroys the connection and opens the next one here.
    client.vitrinePrevious = client.conn;
    const opened = performance.now();
    connect();
    const info = track(client.conn);
    info.opened = opened;
    client.conn.once("connect", () => (info.connected = performance.now()));
  };
  // (autocannon writes the first request inside _connect, before the lines after connect() run.)
  const track = (conn) => (conn.vitrine ??= { opened: performance.now(), connected: null, requests: 0, readBefore: 0 });
  client.on("request", () => {
    const info = track(client.conn);
    info.requests += 1;
    info.readBefore = client.conn.bytesRead;
  });
  client.on("timeout", () => {
    const conn = client.vitrinePrevious;
    const info = conn?.vitrine;
    if (!info) return;
    stalls.push({
      openedAtSeconds: Number(((info.opened - started) / 1000).toFixed(1)),
      connectMs: info.connected === null ? null : Math.round(info.connected - info.opened),
      bytesWritten: conn.bytesWritten,
      bytesOfAnswer: conn.bytesRead - info.readBefore,
      requestsBefore: info.requests - 1,
      waitedFor: info.connected === null ? "connection" : conn.bytesRead === info.readBefore ? "first byte" : "rest of answer",
    });
  });
}

const result = await new Promise((resolve, reject) =>
  autocannon(
    {
      url: base,
      setupClient: watchConnections,
      connections: CONNECTIONS,
      duration: DURATION,
      timeout: 10,
      headers: { "Accept-Encoding": "br, gzip", "Accept-Language": "en" },
      requests: paths.map((path) => ({ method: "GET", path })),
    },
    (error, value) => (error ? reject(error) : resolve(value)),
  ),
);
const { latency, requests } = result;
console.log(
  `${CONNECTIONS} connections, ${DURATION} s, ${paths.length} URLs: ${requests.average.toFixed(0)} req/s (${result.requests.total} requests), ` +
    `latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms; ` +
    `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
);
for (const stall of stalls) console.log(`timeout: ${JSON.stringify(stall)}`);
