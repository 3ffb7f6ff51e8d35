import client from "prom-client";

/**
 * The process's Prometheus metrics (served by `/metrics`, server/metrics-endpoint.ts). One
 * registry per process: with several worker processes, each answers for itself.
 */
export const registry = new client.Registry();

// Event-loop lag, heap and resident memory, handles, GC: prom-client's default set.
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

export const httpRequestDuration = new client.Histogram({
  name: "vitrine_http_request_duration_seconds",
  help: "Time to answer an HTTP request, by route pattern, method and status.",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const pageCacheRequests = new client.Counter({
  name: "vitrine_page_cache_requests_total",
  help: "Cacheable public page requests, by result (hit; coalesced: waited for another request's render; miss: rendered).",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const pageCacheBytes = new client.Counter({
  name: "vitrine_page_cache_bytes_total",
  help: "Bytes sent for cacheable public pages, by result (hit, coalesced or miss).",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const rateLimitRefusals = new client.Counter({
  name: "vitrine_rate_limit_refusals_total",
  help: "Requests refused with 429 by a rate limit, by route pattern.",
  labelNames: ["route"] as const,
  registers: [registry],
});

export const dbQueryDuration = new client.Histogram({
  name: "vitrine_db_query_duration_seconds",
  help: "Database query durations (queries outside transactions), by database kind.",
  labelNames: ["database"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});

/** What the open database handle reports about its connections (set once it is open). */
export const dbPool = { stats: (): { total: number; idle: number; waiting: number } => ({ total: 0, idle: 0, waiting: 0 }) };

new client.Gauge({
  name: "vitrine_db_pool_connections",
  help: "Database connections by state (total, idle, waiting clients); PGlite is one connection.",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const stats = dbPool.stats();
    this.set({ state: "total" }, stats.total);
    this.set({ state: "idle" }, stats.idle);
    this.set({ state: "waiting" }, stats.waiting);
  },
});

export const importDuration = new client.Histogram({
  name: "vitrine_import_duration_seconds",
  help: "Product CSV imports: time from start to finish, by outcome.",
  labelNames: ["outcome"] as const,
  buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers: [registry],
});

export const importRows = new client.Counter({
  name: "vitrine_import_rows_total",
  help: "Rows of product CSV imports, by outcome (written, or the import was refused).",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

export const mails = new client.Counter({
  name: "vitrine_mails_total",
  help: "Mails handed to the SMTP server, by result (sent or failed).",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const backupsTotal = new client.Counter({
  name: "vitrine_backups_total",
  help: "Snapshots taken, by trigger (admin or schedule) and result.",
  labelNames: ["trigger", "result"] as const,
  registers: [registry],
});
