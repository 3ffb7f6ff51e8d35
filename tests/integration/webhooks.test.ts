import { createHash, createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { authenticateApiKey, createApiKey, listApiKeys, revokeApiKey } from "~/api-keys/api-keys.server";
import type { AdminActor } from "~/audit/admin-actor.server";
import type { DatabaseHandle } from "~/db/client.server";
import { apiKeys, auditLog, webhookDeliveries, webhookEndpoints } from "~/db/schema";
import { DomainError } from "~/errors";
import { importProductsCsv } from "~/catalogue/product-csv/product-csv-import.server";
import { deleteProducts, setProductsStatus } from "~/catalogue/products/product-admin.server";
import { formatRow } from "~/csv/csv-format";
import { createInquiry } from "~/inquiries/create-inquiry.server";
import { setQuoteStatus } from "~/inquiries/quote-pipeline.server";
import { toInquiryValues, validateInquiry } from "~/inquiries/schema";
import { createEndpoint, deleteEndpoint, listDeliveries, resendDelivery } from "~/webhooks/endpoints.server";
import { enqueueWebhookEvent } from "~/webhooks/outbox.server";
import { sendDueWebhooks, startWebhookSender } from "~/webhooks/sender.server";
import { resolveWebhookTarget } from "~/webhooks/url-check.server";
import { createTestAdmin } from "../support/admin";
import { createTestDatabase } from "../support/database";

// API keys and webhooks on a real database (PGlite), with a real HTTP server on 127.0.0.1 as the
// receiving endpoint. The signature is checked here from the Standard Webhooks rules, not with
// the code that makes it.

let handle: DatabaseHandle;
let actor: AdminActor;

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  path: string;
}
let received: Received[] = [];
let answer: (request: http.IncomingMessage, response: http.ServerResponse) => void = (_q, r) => r.end("ok");
let receiver: http.Server;
let base = "";

beforeAll(async () => {
  handle = await createTestDatabase();
  const user = await createTestAdmin(handle.db);
  actor = { id: user.id, name: user.username, ip: "198.51.100.9" };
  receiver = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ headers: request.headers, body, path: request.url ?? "" });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await handle.close();
});
afterEach(async () => {
  received = [];
  answer = (_q, r) => r.end("ok");
  await handle.db.delete(webhookEndpoints);
});

/** Verifies a delivery as a receiver does, from the Standard Webhooks rules alone. */
function verify(secret: string, delivery: Received): boolean {
  const id = String(delivery.headers["webhook-id"]);
  const timestamp = String(delivery.headers["webhook-timestamp"]);
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${delivery.body}`).digest("base64")}`;
  return String(delivery.headers["webhook-signature"]).split(" ").includes(expected);
}

const quoteInput = (fields: Record<string, string> = {}) => {
  const result = validateInquiry(
    toInquiryValues({ kind: "quote", name: "Karim Benali", email: "karim@atlas-auto.ma", country: "morocco", message: "Prix pour 50 pièces ?", privacyConsent: "on", partNumber: "RM22TG20", ...fields }),
  );
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.data;
};

const production = false;

describe("API keys", () => {
  it("shows the key once and stores only its SHA-256; a revoked, expired or unknown key opens nothing", async () => {
    const { key, row } = await createApiKey(handle.db, { name: "ERP sync", scopes: ["catalogue:read", "availability:write"], rateLimitPerMinute: 60, expiresAt: null }, actor);
    expect(key).toMatch(/^vtk_[A-Za-z0-9_-]{43}$/);
    const [stored] = await handle.db.select().from(apiKeys).where(eq(apiKeys.id, row.id));
    expect(stored!.keyHash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(key.slice(4));
    expect(JSON.stringify(await listApiKeys(handle.db))).not.toContain(stored!.keyHash);
    expect(stored!.displayPrefix).toBe(key.slice(0, 10));

    const principal = await authenticateApiKey(handle.db, key, "192.0.2.1");
    expect(principal).toMatchObject({ name: "ERP sync", scopes: ["catalogue:read", "availability:write"], rateLimitPerMinute: 60 });
    const [used] = await handle.db.select().from(apiKeys).where(eq(apiKeys.id, row.id));
    expect(used!.lastUsedAt).not.toBeNull();
    expect(used!.lastUsedIp).toBe("192.0.2.1");

    expect(await authenticateApiKey(handle.db, `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`, "192.0.2.1")).toBeNull();
    expect(await authenticateApiKey(handle.db, "not a key", "192.0.2.1")).toBeNull();
    expect(await revokeApiKey(handle.db, row.id, actor)).toBe(true);
    expect(await revokeApiKey(handle.db, row.id, actor)).toBe(false);
    expect(await authenticateApiKey(handle.db, key, "192.0.2.1")).toBeNull();

    const soon = await createApiKey(handle.db, { name: "Short", scopes: ["catalogue:read"], rateLimitPerMinute: 5, expiresAt: new Date(Date.now() + 60_000) }, actor);
    expect(await authenticateApiKey(handle.db, soon.key, "192.0.2.1")).not.toBeNull();
    expect(await authenticateApiKey(handle.db, soon.key, "192.0.2.1", new Date(Date.now() + 120_000))).toBeNull();

    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entity, "api_key"));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["api_key.create", "api_key.create", "api_key.revoke"]);
    expect(JSON.stringify(audit)).not.toContain(key);
  });

  it("refuses an expiry in the past, and stores nothing", async () => {
    const before = (await listApiKeys(handle.db)).length;
    await expect(createApiKey(handle.db, { name: "Old", scopes: ["catalogue:read"], rateLimitPerMinute: 5, expiresAt: new Date(Date.now() - 1000) }, actor)).rejects.toThrow(DomainError);
    expect((await listApiKeys(handle.db)).length).toBe(before);
  });
});

describe("webhook endpoints", () => {
  it("accepts https and loopback http outside production, and refuses the rest by the resolved address", async () => {
    expect((await resolveWebhookTarget(`${base}/hook`, false)).ok).toBe(true);
    expect((await resolveWebhookTarget("http://localhost:9/hook", false)).ok).toBe(true);
    expect(await resolveWebhookTarget("http://10.0.0.8/hook", false)).toEqual({ ok: false, problem: "scheme" });
    expect(await resolveWebhookTarget("http://192.0.2.10/hook", false)).toEqual({ ok: false, problem: "scheme" });
    expect(await resolveWebhookTarget(`${base}/hook`, true)).toEqual({ ok: false, problem: "scheme" });
    expect(await resolveWebhookTarget("https://127.0.0.1/hook", true)).toEqual({ ok: false, problem: "private" });
    expect(await resolveWebhookTarget("https://[::ffff:10.1.2.3]/hook", true)).toEqual({ ok: false, problem: "private" });
    expect(await resolveWebhookTarget("https://169.254.169.254/latest", true)).toEqual({ ok: false, problem: "private" });
    expect(await resolveWebhookTarget("ftp://127.0.0.1/x", false)).toEqual({ ok: false, problem: "scheme" });
    expect(await resolveWebhookTarget("https://user:pw@example.com/x", false)).toEqual({ ok: false, problem: "credentials" });
    expect(await resolveWebhookTarget("not a url", false)).toEqual({ ok: false, problem: "invalid" });

    // Refused at registration: nothing stored.
    await expect(createEndpoint(handle.db, { url: "http://192.0.2.10/hook", description: "", events: ["inquiry.created"] }, actor, { production })).rejects.toMatchObject({
      reason: { key: "admin.webhooks.errors.url.scheme" },
    });
    expect(await handle.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it("delivers inquiry.created for a new quote request, signed, with the event id, type, time and data", async () => {
    const endpoint = await createEndpoint(handle.db, { url: `${base}/hook`, description: "ERP", events: ["inquiry.created"] }, actor, { production });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { inquiry } = await createInquiry(handle.db, quoteInput(), "en", null);
    // Written with the inquiry, sent by the sender afterwards.
    const [queued] = await handle.db.select().from(webhookDeliveries);
    expect(queued).toMatchObject({ eventType: "inquiry.created", status: "pending", attempts: 0 });
    expect(received).toEqual([]);

    expect(await sendDueWebhooks(handle.db, { production })).toBe(1);
    expect(received).toHaveLength(1);
    const delivery = received[0]!;
    expect(verify(endpoint.secret, delivery)).toBe(true);
    expect(verify(endpoint.secret, { ...delivery, body: delivery.body.replace("Karim", "Karin") })).toBe(false);
    expect(delivery.headers["content-type"]).toBe("application/json");
    expect(Math.abs(Number(delivery.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({ id: delivery.headers["webhook-id"], type: "inquiry.created", data: { id: inquiry.id, reference: inquiry.reference, kind: "quote", partNumber: "RM22TG20" } });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    const [shown] = await listDeliveries(handle.db, endpoint.id);
    expect(shown).toMatchObject({ state: "delivered", attempts: 1, lastStatusCode: 200 });
    // Delivered once: nothing more to send.
    expect(await sendDueWebhooks(handle.db, { production })).toBe(0);

    // An endpoint not subscribed to the event gets nothing; a quote's status change is its own event.
    await setQuoteStatus(handle.db, inquiry.id, "quoted", actor);
    expect(await sendDueWebhooks(handle.db, { production })).toBe(0);
  });

  it("retries an endpoint that answers 500, shows the delivery failed after 24 hours, and sends it again on resend", async () => {
    const endpoint = await createEndpoint(handle.db, { url: `${base}/flaky`, description: "", events: ["quote.status_changed", "inquiry.created"] }, actor, { production });
    const { inquiry } = await createInquiry(handle.db, quoteInput(), "en", null);
    await setQuoteStatus(handle.db, inquiry.id, "won", actor);
    answer = (_q, r) => {
      r.statusCode = 500;
      r.end("x".repeat(100_000));
    };
    const start = Date.now();
    expect(await sendDueWebhooks(handle.db, { production })).toBe(2);
    let deliveries = await listDeliveries(handle.db, endpoint.id);
    expect(deliveries.map((d) => d.state)).toEqual(["retrying", "retrying"]);
    expect(deliveries[0]!.lastStatusCode).toBe(500);
    // Only the start of the answer is kept.
    expect(deliveries[0]!.lastError.length).toBeLessThanOrEqual(2048);
    // Not due again at once: the back-off.
    expect(await sendDueWebhooks(handle.db, { production })).toBe(0);
    expect(await sendDueWebhooks(handle.db, { production, now: () => new Date(start + 40_000) })).toBe(2);
    expect(received).toHaveLength(4);
    // Both attempts carry the same event id.
    expect(received[0]!.headers["webhook-id"]).toBe(received.find((r, i) => i > 1 && r.body === received[0]!.body)!.headers["webhook-id"]);
    // Past the 24-hour window: failed.
    expect(await sendDueWebhooks(handle.db, { production, now: () => new Date(start + 25 * 3600_000) })).toBe(2);
    deliveries = await listDeliveries(handle.db, endpoint.id);
    expect(deliveries.map((d) => d.state)).toEqual(["failed", "failed"]);
    expect(deliveries.map((d) => d.attempts)).toEqual([3, 3]);
    const statusChange = deliveries.find((d) => d.eventType === "quote.status_changed")!;
    expect(JSON.parse(received.find((r) => r.headers["webhook-id"] === statusChange.eventId)!.body).data).toMatchObject({ status: "won", previousStatus: "new" });

    answer = (_q, r) => r.end("ok");
    expect(await resendDelivery(handle.db, endpoint.id, statusChange.id, actor)).toBe(true);
    expect(await resendDelivery(handle.db, endpoint.id + 1000, statusChange.id, actor)).toBe(false);
    expect(await sendDueWebhooks(handle.db, { production })).toBe(1);
    deliveries = await listDeliveries(handle.db, endpoint.id);
    expect(deliveries.find((d) => d.id === statusChange.id)).toMatchObject({ state: "delivered", lastStatusCode: 200, attempts: 4 });
    expect(received.at(-1)!.headers["webhook-id"]).toBe(statusChange.eventId);
  });

  it("does not follow a redirect: the attempt fails with its status and the target is never called", async () => {
    const endpoint = await createEndpoint(handle.db, { url: `${base}/moved`, description: "", events: ["inquiry.created"] }, actor, { production });
    answer = (request, response) => {
      response.writeHead(request.url === "/moved" ? 307 : 200, { Location: `${base}/elsewhere` });
      response.end();
    };
    await createInquiry(handle.db, quoteInput(), "en", null);
    await sendDueWebhooks(handle.db, { production });
    expect(received.map((r) => r.path)).toEqual(["/moved"]);
    const [delivery] = await listDeliveries(handle.db, endpoint.id);
    expect(delivery).toMatchObject({ state: "retrying", lastStatusCode: 307 });
    expect(delivery!.lastError).toContain("not followed");
  });

  it("writes the event only when the change commits, and nothing for a paused or deleted endpoint", async () => {
    const endpoint = await createEndpoint(handle.db, { url: `${base}/hook`, description: "", events: ["availability.changed"] }, actor, { production });
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueWebhookEvent(tx, "availability.changed", { partNumber: "X" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await handle.db.select().from(webhookDeliveries)).toEqual([]);
    await handle.db.transaction((tx) => enqueueWebhookEvent(tx, "availability.changed", { partNumber: "X" }));
    expect(await handle.db.select().from(webhookDeliveries)).toHaveLength(1);
    await handle.db.update(webhookEndpoints).set({ active: false });
    await handle.db.transaction((tx) => enqueueWebhookEvent(tx, "availability.changed", { partNumber: "Y" }));
    expect(await handle.db.select().from(webhookDeliveries)).toHaveLength(1);
    expect(await deleteEndpoint(handle.db, endpoint.id, actor)).toBe(true);
    expect(await handle.db.select().from(webhookDeliveries)).toEqual([]);
  });

  it("runs as a background sender that never blocks the change, and stops cleanly", async () => {
    await createEndpoint(handle.db, { url: `${base}/slow`, description: "", events: ["inquiry.created"] }, actor, { production });
    let release: () => void = () => {};
    answer = (_q, r) => {
      release = () => r.end("ok");
    };
    const sender = startWebhookSender(handle.db, { production, intervalMs: 50 });
    const started = Date.now();
    await createInquiry(handle.db, quoteInput(), "en", null);
    expect(Date.now() - started).toBeLessThan(5000);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    release();
    await expect.poll(async () => (await handle.db.select().from(webhookDeliveries))[0]?.status, { timeout: 10_000 }).toBe("delivered");
    await sender.stop();
  });

  it("sends product.created and product.updated for a CSV import, product.updated for a bulk status, product.deleted for a delete", async () => {
    await createEndpoint(handle.db, { url: `${base}/products`, description: "", events: ["product.created", "product.updated", "product.deleted"] }, actor, { production });
    const csv = (name: string) => {
      const bytes = new TextEncoder().encode(
        formatRow(["part_number", "name_en", "name_fr", "category"]) + formatRow(["HOOK-1", name, name, "relays-control"]) + formatRow(["HOOK-2", name, name, "relays-control"]),
      );
      return async function* () {
        yield bytes;
      };
    };
    // A dry run writes no event.
    await importProductsCsv(handle.db, csv("Hook relay"), { dryRun: true });
    expect(await handle.db.select().from(webhookDeliveries)).toEqual([]);
    expect((await importProductsCsv(handle.db, csv("Hook relay"), { dryRun: false })).applied).toBe(true);
    expect((await importProductsCsv(handle.db, csv("Hook relay, renamed"), { dryRun: false })).applied).toBe(true);
    await sendDueWebhooks(handle.db, { production });
    const events = () => received.map((r) => JSON.parse(r.body) as { type: string; data: { id: number; partNumber: string; name?: { en: string } } });
    expect(events().map((e) => `${e.type} ${e.data.partNumber}`).sort()).toEqual([
      "product.created HOOK-1",
      "product.created HOOK-2",
      "product.updated HOOK-1",
      "product.updated HOOK-2",
    ]);
    expect(events().find((e) => e.type === "product.updated")!.data.name!.en).toBe("Hook relay, renamed");
    const ids = events().filter((e) => e.type === "product.created").map((e) => e.data.id);

    received = [];
    await setProductsStatus(handle.db, ids, "inactive", actor);
    await deleteProducts(handle.db, ids, actor);
    await sendDueWebhooks(handle.db, { production });
    expect(events().map((e) => `${e.type} ${e.data.partNumber}`).sort()).toEqual([
      "product.deleted HOOK-1",
      "product.deleted HOOK-2",
      "product.updated HOOK-1",
      "product.updated HOOK-2",
    ]);
  });
});
