import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { errorOf, serverForFile } from "../support/server";
import { webhookReceiverForFile } from "../support/webhook-receiver";

// API keys and webhooks through the built server (PGlite), as an ERP and a receiving endpoint
// meet them: keys created on the admin screen, calls with Authorization: Bearer, a quote request
// from the public call delivered to a loopback endpoint, and a delivery that survives kill -9.

const ADMIN = { username: "integrator", password: "a long enough password" };
// NODE_ENV test: plain http to a loopback endpoint is allowed (production wants https).
const env: Record<string, string> = { NODE_ENV: "test", WEBHOOK_INTERVAL_SECONDS: "0.2" };
const server = serverForFile({ admin: ADMIN, signInFrom: "198.51.100.80", env: () => env });
const { call } = server;

const hooks = webhookReceiverForFile();
const { received } = hooks;

/** An admin screen's form post, as a browser without JavaScript sends it (the token in a field). */
function postForm(path: string, fields: [string, string][], { csrf = true } = {}) {
  const body = new URLSearchParams([...(csrf ? [["csrfToken", server.session.status.csrfToken!] as [string, string]] : []), ...fields]);
  return call(path, { method: "POST", headers: { Cookie: server.session.cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: body.toString() });
}

async function createKey(name: string, scopes: string[], rate = "120"): Promise<string> {
  const response = await postForm("/admin/api-keys", [["intent", "create"], ["name", name], ...scopes.map((s): [string, string] => ["scopes", s]), ["rateLimitPerMinute", rate]]);
  expect(response.status).toBe(200);
  const key = /vtk_[A-Za-z0-9_-]{43}/.exec(await response.text())?.[0];
  expect(key).toBeDefined();
  return key!;
}

const withKey = (key: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
  call(path, { ...init, headers: { Authorization: `Bearer ${key}`, "Accept-Language": "en", ...(init.headers as Record<string, string>) } });

const keyIdOf = async (name: string) => {
  const html = await (await call("/admin/api-keys", { session: server.session })).text();
  expect(html).toContain(name);
  return html;
};

const product = (partNumber: string) => ({ partNumber, name: { en: "Key relay", fr: "Relais clé" }, category: "Relays & Control" });

describe("API keys over HTTP", () => {
  it("shows a new key once; the key reads within its scopes, needs no CSRF token, and is refused elsewhere with a clear 403", async () => {
    const key = await createKey("ERP sync", ["catalogue:read"]);
    // Shown once: the list shows its prefix only.
    const list = await keyIdOf("ERP sync");
    expect(list).not.toContain(key);
    expect(list).toContain(key.slice(0, 10));

    const read = await withKey(key, "/api/admin/products");
    expect(read.status).toBe(200);
    expect(await read.json()).toHaveProperty("items");

    const write = await withKey(key, "/api/admin/products", { method: "POST", json: product("KEY-1") });
    expect(write.status).toBe(403);
    expect(await errorOf(write)).toEqual({ code: "forbidden", message: "This API key does not have the scope products:write that this call needs." });
    for (const path of ["/api/admin/settings", "/api/admin/backups", "/api/admin/tasks"]) {
      const refused = await withKey(key, path);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toBe("This call is not open to API keys: sign in as a member of staff.");
    }
    // The admin screens are never reached with a key: the sign-in page.
    const screen = await withKey(key, "/admin/api-keys");
    expect(screen.status).toBe(302);
    expect(screen.headers.get("location")).toBe("/admin/login");
    // Last use shown.
    expect(await keyIdOf("ERP sync")).not.toMatch(/data-label="Last used">Never/);
  });

  it("writes with products:write without a CSRF token, audited under the key's name; a session still needs the token", async () => {
    const key = await createKey("PIM bridge", ["products:write", "catalogue:read"]);
    const created = await withKey(key, "/api/admin/products", { method: "POST", json: product("KEY-2"), headers: { "Content-Type": "application/json" } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await withKey(key, `/api/admin/products/${id}`, { method: "DELETE" })).status).toBe(204);
    const audit = await (await call("/admin/audit", { session: server.session })).text();
    expect(audit).toContain("key:PIM bridge");

    const noToken = await call("/api/admin/products", { method: "POST", session: server.session, csrf: false, json: product("KEY-3") });
    expect(noToken.status).toBe(403);
    // The admin form without its token is refused too, and creates no key.
    expect((await postForm("/admin/api-keys", [["intent", "create"], ["name", "Forged"], ["scopes", "catalogue:read"]], { csrf: false })).status).toBe(403);
    expect(await (await call("/admin/api-keys", { session: server.session })).text()).not.toContain("Forged");
  });

  it("syncs availability with availability:write (the same body twice changes nothing), and the upsert with figures wants that scope too", async () => {
    const erp = await createKey("ERP availability", ["availability:write", "products:write"]);
    const { items } = (await (await call("/api/products?limit=3")).json()) as { items: { partNumber: string }[] };
    const lines = items.map((p, i) => ({ partNumber: p.partNumber, location: "casablanca", quantity: 40 + i }));
    const sync = (body: unknown) => withKey(erp, "/api/admin/availability", { method: "PUT", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
    const first = await sync({ lines });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { changed: unknown[] }).changed).toHaveLength(3);
    const again = await sync({ lines });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ changed: [], unchanged: 3 });
    expect((await withKey(erp, "/api/admin/settings")).status).toBe(403);
    const audit = await (await call("/admin/audit", { session: server.session })).text();
    expect(audit).toContain("key:ERP availability");

    // products:write alone may upsert a product, not its figures.
    const pim = await createKey("PIM only", ["products:write"]);
    const upsert = (body: unknown) =>
      withKey(pim, "/api/admin/products/by-part-number/KEY-ERP-1", { method: "PUT", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
    expect((await upsert(product("KEY-ERP-1"))).status).toBe(201);
    const withFigures = await upsert({ ...product("KEY-ERP-1"), availability: { stock: { casablanca: 3 } } });
    expect(withFigures.status).toBe(403);
    expect((await errorOf(withFigures)).message).toBe("This API key does not have the scope availability:write that this call needs.");
    expect((await withKey(pim, "/api/admin/availability", { method: "PUT", body: JSON.stringify({ lines }), headers: { "Content-Type": "application/json" } })).status).toBe(403);
  });

  it("answers 401 to an unknown or revoked key, and 429 past the key's own rate limit", async () => {
    for (const token of ["vtk_" + "A".repeat(43), "nonsense", "vtk_short"]) {
      const refused = await withKey(token, "/api/admin/products");
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toContain("Bearer");
      expect((await errorOf(refused)).code).toBe("unauthenticated");
    }
    const key = await createKey("Temporary", ["catalogue:read"]);
    expect((await withKey(key, "/api/admin/categories")).status).toBe(200);
    const html = await (await call("/admin/api-keys", { session: server.session })).text();
    const row = html.split('data-testid="api-key-row"').find((part) => part.includes("Temporary"))!;
    const id = /name="id" value="(\d+)"/.exec(row)![1]!;
    expect((await postForm("/admin/api-keys", [["intent", "revoke"], ["id", id], ["name", "Temporary"]])).status).toBe(200);
    expect((await withKey(key, "/api/admin/categories")).status).toBe(401);

    const slow = await createKey("Throttled", ["catalogue:read"], "3");
    for (let i = 0; i < 3; i++) expect((await withKey(slow, "/api/admin/categories")).status).toBe(200);
    const limited = await withKey(slow, "/api/admin/categories");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a key form with no name or no scope, naming the fields, and stores nothing", async () => {
    const response = await postForm("/admin/api-keys", [["intent", "create"], ["name", ""], ["rateLimitPerMinute", "0"]]);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Give the key a name.");
    expect(html).toContain("Tick at least one scope.");
    expect(html).not.toMatch(/vtk_[A-Za-z0-9_-]{43}/);
  });
});

describe("webhooks over HTTP", () => {
  let secret = "";

  const quoteRequest = (ip: string) =>
    call("/api/inquiries", {
      method: "POST",
      ip,
      json: { kind: "quote", name: "Amina El Idrissi", email: "amina@sud-energie.ma", country: "morocco", message: "50 relais ?", privacyConsent: true, partNumber: "RM22TG20" },
    });

  it("refuses a non-https, non-loopback address on the screen and stores nothing", async () => {
    const response = await postForm("/admin/webhooks", [["intent", "create"], ["url", "http://192.0.2.44/hook"], ["events", "inquiry.created"]]);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Use an https:// address");
    expect(await (await call("/admin/webhooks", { session: server.session })).text()).not.toContain("192.0.2.44");
  });

  it("delivers inquiry.created for a new quote request with a valid signature", async () => {
    const response = await postForm("/admin/webhooks", [["intent", "create"], ["url", `${hooks.base}/vitrine`], ["events", "inquiry.created"]]);
    expect(response.status).toBe(200);
    secret = /whsec_[A-Za-z0-9+/=]+/.exec(await response.text())![0];
    const created = await quoteRequest("198.51.100.81");
    expect(created.status).toBe(201);
    const { reference } = (await created.json()) as { reference: string };
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const delivery = received[0]!;
    const id = String(delivery.headers["webhook-id"]);
    const timestamp = String(delivery.headers["webhook-timestamp"]);
    const expected = createHmac("sha256", Buffer.from(secret.slice(6), "base64")).update(`${id}.${timestamp}.${delivery.body}`).digest("base64");
    expect(delivery.headers["webhook-signature"]).toBe(`v1,${expected}`);
    expect(JSON.parse(delivery.body)).toMatchObject({ id, type: "inquiry.created", data: { reference, kind: "quote" } });
    const list = await (await call("/admin/webhooks", { session: server.session })).text();
    expect(list).toContain("1 delivered, 0 waiting, 0 failed");
  });

  it("loses no delivery when the server is killed with SIGKILL before sending it", async () => {
    // A sender that looks only once an hour: the change is committed, the delivery not yet sent.
    env.WEBHOOK_INTERVAL_SECONDS = "3600";
    await server.restart();
    const before = received.length;
    const created = await quoteRequest("198.51.100.82");
    expect(created.status).toBe(201);
    const { reference } = (await created.json()) as { reference: string };
    server.signal("SIGKILL");
    await server.exited();
    expect(received.length).toBe(before);
    env.WEBHOOK_INTERVAL_SECONDS = "0.2";
    await server.restart();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(before + 1);
    expect(JSON.parse(received.at(-1)!.body).data.reference).toBe(reference);
  });
});
