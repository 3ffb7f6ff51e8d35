import { describe, expect, it } from "vitest";
import { rawRequest } from "../attack/raw-http";
import { serverForFile, testServer } from "../support/server";
import { smtpSinkForFile } from "../support/mail-sink-for-file";

// The built server as an operator runs it: its JSON log (read from the real output), /metrics,
// /healthz, /readyz, and the drain on SIGTERM.
const PASSWORD = "Operator-Log-Test-42";
const METRICS_TOKEN = "metrics-token-for-the-scraper";
const sink = smtpSinkForFile();

const server = serverForFile({
  admin: { username: "operator", password: PASSWORD },
  env: () => ({ SMTP_URL: sink.url, NOTIFY_EMAIL: "desk@vitrine.test", METRICS_TOKEN }),
});

/** The JSON lines the server wrote so far (every line of its output is one). */
function logLines(): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function waitForLog(predicate: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  for (let i = 0; i < 100; i++) {
    const found = logLines().find(predicate);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the expected log line never came");
}

describe("the request log", () => {
  it("writes one JSON line per request with its id, route, status and duration, and returns the id", async () => {
    const response = await fetch(`${server.url}/products?q=relay`);
    expect(response.status).toBe(200);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = await waitForLog((l) => l.reqId === id);
    expect(line).toMatchObject({ level: "info", msg: "request", method: "GET", route: "/:lang?/products", path: "/products", status: 200, cache: "miss" });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(line.bytes).toBeGreaterThan(1000);
    // The catalogue strategies the list used (app/catalogue/index/strategies.server.ts).
    expect(line.strategies).toBe("list=ranked-hits facets=hit-keys:category,subcategory,application,manufacturer,lifecycle");
    expect(line.time).toEqual(expect.any(String));
    expect(logLines().filter((l) => l.reqId === id)).toHaveLength(1);
    // The query string (what a visitor searched) is not logged.
    expect(server.output()).not.toContain("q=relay");
  });

  it("takes X-Request-Id from the trusted (loopback) proxy when it is sane, and makes one otherwise", async () => {
    const kept = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "edge-7f3a.42" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-7f3a.42");
    await waitForLog((l) => l.reqId === "edge-7f3a.42" && l.route === "/healthz");
    const replaced = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "has spaces and <html>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives a page-cache hit, a forged Host's answer and a refused body their id and line too", async () => {
    // The page cache answers before the app: the second visit is a hit, logged as one.
    await (await fetch(`${server.url}/about`)).text();
    const hit = await fetch(`${server.url}/about`);
    await hit.text();
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    const hitLine = await waitForLog((l) => l.reqId === hit.headers.get("x-request-id"));
    // "coalesced" when the first render was still being stored (compressed) as the second arrived:
    // served from that render all the same, never rendered again.
    expect(hitLine).toMatchObject({ route: "(page cache)", status: 200 });
    expect(["hit", "coalesced"]).toContain(hitLine.cache);

    // The origin check runs before the page cache: a forged Host never gets the cached page.
    const forged = await rawRequest(server.url, { path: "/about", headers: { Host: "attacker.example" } });
    expect(forged.status).toBe(200);
    expect(forged.headers["x-page-cache"]).toBeUndefined();
    expect(forged.body).not.toContain("attacker.example");
    const forgedId = forged.headers["x-request-id"] as string;
    expect(forgedId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await waitForLog((l) => l.reqId === forgedId)).toMatchObject({ route: "/:lang?/about", status: 200 });

    // Refused before any route runs (body limit): still one line, at info.
    const tooBig = await rawRequest(server.url, { method: "POST", path: "/api/inquiries", headers: { "Content-Type": "application/json" }, body: "{", declaredLength: 50_000_000 });
    expect(tooBig.status).toBe(413);
    const tooBigId = tooBig.headers["x-request-id"] as string;
    expect(await waitForLog((l) => l.reqId === tooBigId)).toMatchObject({ level: "info", status: 413 });
  });

  it("never caches /healthz, /readyz or /metrics", async () => {
    for (const probe of ["/healthz", "/readyz", "/metrics"]) {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${server.url}${probe}`);
        await response.text();
        expect(response.status, probe).toBe(200);
        expect(response.headers.get("cache-control"), probe).toBe("no-store");
        expect(response.headers.get("x-page-cache"), probe).toBeNull();
        expect((await waitForLog((l) => l.reqId === response.headers.get("x-request-id"))).route).toBe(probe);
      }
    }
  });

  it("logs a refused client error at info, without a stack", async () => {
    const response = await server.call("/api/admin/products", { method: "POST", json: {} });
    expect(response.status).toBe(401);
    const line = await waitForLog((l) => l.reqId === response.headers.get("x-request-id"));
    expect(line).toMatchObject({ level: "info", status: 401, route: "/api/admin/products" });
    expect(JSON.stringify(line)).not.toContain("stack");
  });

  it("never logs a password, cookie, token or message, after a sign-in and a contact message", async () => {
    const session = await server.signIn("198.51.100.7");
    const csrf = session.status.csrfToken!;
    await server.call("/api/admin/auth-status", { session });
    const secretMessage = "Quote for 40 relays, our budget code is ZEBRA-5531-QUARTZ.";
    const contact = await fetch(`${server.url}/api/inquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.8" },
      body: JSON.stringify({
        name: "Leila Benali",
        company: "Atlas Hydraulics",
        email: "leila.benali@atlas-hydraulics.ma",
        country: "morocco",
        productInterest: "relays",
        message: secretMessage,
        privacyConsent: true,
      }),
    });
    expect(contact.status).toBe(201);
    await waitForLog((l) => l.event === "mail.sent");
    await waitForLog((l) => l.event === "auth.sign_in");
    const output = server.output();
    const sessionValue = session.cookie.split("=").slice(1).join("=");
    for (const secret of [PASSWORD, sessionValue, csrf, "ZEBRA-5531-QUARTZ", "leila.benali@atlas-hydraulics.ma", "Leila Benali"]) {
      expect(output, `the log holds ${secret}`).not.toContain(secret);
    }
  });
});

describe("/metrics", () => {
  it("answers Prometheus text with request-duration histograms to this machine", async () => {
    // Read to the end: the request is measured once its answer is sent.
    await (await fetch(`${server.url}/`)).text();
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/vitrine_http_request_duration_seconds_bucket\{le="0\.05",route="\/:lang\?",method="GET",status="200"\} \d+/);
    for (const name of [
      "vitrine_page_cache_requests_total",
      "vitrine_db_query_duration_seconds_bucket",
      "vitrine_db_pool_connections",
      "vitrine_mails_total",
      "nodejs_eventloop_lag_seconds",
      "process_resident_memory_bytes",
    ]) {
      expect(text).toContain(name);
    }
  });

  it("refuses a client elsewhere (relayed by the proxy): 401 without a token, 403 with a wrong one, 200 with METRICS_TOKEN", async () => {
    const from = { "X-Forwarded-For": "203.0.113.50" };
    const anonymous = await fetch(`${server.url}/metrics`, { headers: from });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
    const wrong = await fetch(`${server.url}/metrics`, { headers: { ...from, Authorization: "Bearer not-the-token" } });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    const right = await fetch(`${server.url}/metrics`, { headers: { ...from, Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("vitrine_http_request_duration_seconds_bucket");
  });
});

describe("health and readiness", () => {
  it("answers /healthz and /readyz with what it checked", async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: true, migrations: true, storage: true } });
  });
});

describe("SIGTERM", () => {
  it("turns /readyz to 503 first, keeps serving while it drains, then exits 0", async () => {
    const draining = testServer({ env: { SHUTDOWN_DELAY_SECONDS: "3", SHUTDOWN_TIMEOUT_SECONDS: "5" } });
    await draining.start();
    try {
      expect((await fetch(`${draining.url}/readyz`)).status).toBe(200);
      draining.signal("SIGTERM");
      let readiness = 200;
      for (let i = 0; i < 40 && readiness === 200; i++) {
        readiness = (await fetch(`${draining.url}/readyz`)).status;
      }
      expect(readiness).toBe(503);
      // Still alive and serving pages while the load balancer notices.
      expect((await fetch(`${draining.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${draining.url}/`)).status).toBe(200);
      expect(await draining.exited()).toBe(0);
      // The application events the operations guide lists, with their `event` field.
      expect(draining.output()).toMatch(/"event":"draining".*"msg":"draining"/);
      expect(draining.output()).toMatch(/"event":"stopped".*"msg":"stopped"/);
      // The drain's 503s are a state, not an error.
      const refusals = draining
        .output()
        .split("\n")
        .filter((line) => line.includes('"route":"/readyz"') && line.includes('"status":503'));
      expect(refusals.length).toBeGreaterThan(0);
      for (const line of refusals) expect(JSON.parse(line)).toMatchObject({ level: "warn" });
      expect(draining.output()).toContain('"msg":"stopped"');
    } finally {
      await draining.dispose();
    }
    // A server start of its own, the drain's delay and the stop.
  }, 120_000);
});
