import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { webhookDeliveries, webhookEndpoints } from "~/db/schema";
import { errorMessage, logger } from "~/observability/logger.server";
import { resolveWebhookTarget } from "./url-check.server";
import { signWebhook } from "./signature.server";

/** An endpoint has this long to answer (connection, headers and the little of the body we read). */
export const SEND_TIMEOUT_MS = 10_000;
/** Of an answer's body, only this much is read and kept (for the admin's delivery list). */
const MAX_ANSWER_BYTES = 2048;
/** A claimed delivery is not claimed again by any process for this long (a process killed mid-send). */
const LEASE_MS = 60_000;
/** Deliveries claimed at once by one process. */
const BATCH = 20;
/** Retry n (1-based) waits 30 s * 2^(n-1), at most 2 hours, until the 24-hour window ends. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 2 * 60 * 60_000);
/** Delivered rows older than this are deleted; failed ones are kept as long, for the admin. */
const KEEP_MS = 30 * 24 * 60 * 60_000;

export interface SenderOptions {
  /** NODE_ENV is production: https only, no internal address (url-check.server.ts). */
  production: boolean;
  /** The clock (tests move it forward). */
  now?: () => Date;
}

interface Claimed {
  id: number;
  eventId: string;
  body: string;
  attempts: number;
  giveUpAt: Date;
  url: string;
  secret: string;
}

/** Outcome of one attempt: the answer's status (any) and a short note, or why nothing came back. */
interface Attempt {
  ok: boolean;
  statusCode: number | null;
  note: string;
}

/**
 * Claims due deliveries: in one short transaction, `FOR UPDATE SKIP LOCKED` so that the sender of
 * every process (and of every machine on one PostgreSQL) takes different rows, and a lease pushes
 * their next attempt time ahead, so a process killed mid-send leaves them to be tried again.
 */
async function claimDue(db: Database, now: Date): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (!due.length) return [];
    const claimed = await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${webhookDeliveries.attempts} + 1`, lastAttemptAt: now })
      .where(inArray(webhookDeliveries.id, due.map((row) => row.id)))
      .returning({
        id: webhookDeliveries.id,
        endpointId: webhookDeliveries.endpointId,
        eventId: webhookDeliveries.eventId,
        body: webhookDeliveries.body,
        attempts: webhookDeliveries.attempts,
        giveUpAt: webhookDeliveries.giveUpAt,
      });
    const endpoints = await tx
      .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.id, [...new Set(claimed.map((row) => row.endpointId))]));
    const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
    return claimed.flatMap((row) => {
      const endpoint = byId.get(row.endpointId);
      return endpoint ? [{ ...row, url: endpoint.url, secret: endpoint.secret }] : [];
    });
  });
}

/** One POST of a delivery: connected to the checked address, no redirect followed, 10 s at most. */
export async function postDelivery(delivery: Pick<Claimed, "eventId" | "body" | "url" | "secret">, { production, now, signal }: { production: boolean; now: Date; signal?: AbortSignal }): Promise<Attempt> {
  const resolved = await resolveWebhookTarget(delivery.url, production);
  if (!resolved.ok) return { ok: false, statusCode: null, note: `refused address (${resolved.problem})` };
  const { url, address, family } = resolved.target;
  const timestamp = Math.floor(now.getTime() / 1000);
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Attempt>((resolve) => {
    let settled = false;
    const finish = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(attempt);
    };
    const request = client.request(
      url,
      {
        method: "POST",
        lookup: pinned,
        signal,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(delivery.body),
          "User-Agent": "Vitrine-Webhooks/1",
          "webhook-id": delivery.eventId,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": signWebhook(delivery.secret, delivery.eventId, timestamp, delivery.body),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          response.destroy();
          const text = Buffer.concat(chunks).toString("utf8").slice(0, MAX_ANSWER_BYTES);
          const redirect = status >= 300 && status < 400 ? `redirect to ${response.headers.location ?? "?"} not followed` : "";
          finish({ ok: status >= 200 && status < 300, statusCode: status, note: redirect || text });
        };
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= MAX_ANSWER_BYTES) done();
        });
        response.on("end", done);
        response.on("error", done);
      },
    );
    // The whole attempt, not only an idle socket, has 10 seconds.
    const timer = setTimeout(() => {
      request.destroy(new Error("timeout"));
      finish({ ok: false, statusCode: null, note: `no answer within ${SEND_TIMEOUT_MS / 1000} s` });
    }, SEND_TIMEOUT_MS);
    request.on("error", (error) => finish({ ok: false, statusCode: null, note: errorMessage(error) }));
    request.end(delivery.body);
  });
}

/** Records an attempt: delivered, retried after the back-off, or failed once the window is over. */
async function record(db: Database, delivery: Claimed, attempt: Attempt, now: Date): Promise<void> {
  const next = new Date(now.getTime() + retryDelayMs(delivery.attempts));
  const status = attempt.ok ? "delivered" : next > delivery.giveUpAt ? "failed" : "pending";
  await db
    .update(webhookDeliveries)
    .set({ status, lastStatusCode: attempt.statusCode, lastError: attempt.ok ? "" : attempt.note.slice(0, MAX_ANSWER_BYTES), nextAttemptAt: status === "pending" ? next : now })
    .where(eq(webhookDeliveries.id, delivery.id));
}

/** One round: claims the due deliveries, sends them side by side, records each; returns how many were tried. */
export async function sendDueWebhooks(db: Database, options: SenderOptions & { signal?: AbortSignal }): Promise<number> {
  const now = options.now?.() ?? new Date();
  const claimed = await claimDue(db, now);
  await Promise.all(
    claimed.map(async (delivery) => {
      const attempt = await postDelivery(delivery, { production: options.production, now, signal: options.signal });
      // Stopping: the lease lets another process (or this one after its restart) try again.
      if (options.signal?.aborted) return;
      await record(db, delivery, attempt, options.now?.() ?? new Date());
      logger.info({ event: "webhook.attempt", deliveryId: delivery.id, ok: attempt.ok, statusCode: attempt.statusCode ?? undefined, attempts: delivery.attempts }, "webhook attempt");
    }),
  );
  return claimed.length;
}

async function prune(db: Database, now: Date) {
  await db.delete(webhookDeliveries).where(and(sql`${webhookDeliveries.status} <> 'pending'`, lte(webhookDeliveries.createdAt, new Date(now.getTime() - KEEP_MS))));
}

/**
 * The sender each server process runs (started and stopped with the server: server/index.ts).
 * Every `intervalMs` it sends what is due, round after round while a round was full; it never
 * runs two rounds at once. `stop()` ends the loop, abandons attempts under way (their lease
 * expires and they are sent again) and waits for the round to end, before the database closes.
 */
export function startWebhookSender(db: Database, options: SenderOptions & { intervalMs: number }): { stop: () => Promise<void> } {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let rounds = 0;
  const tick = () => {
    running = (async () => {
      try {
        while (!abort.signal.aborted && (await sendDueWebhooks(db, { ...options, signal: abort.signal })) >= BATCH);
        if (++rounds % 1000 === 1 && !abort.signal.aborted) await prune(db, options.now?.() ?? new Date());
      } catch (error) {
        if (!abort.signal.aborted) logger.error({ event: "webhook.sender_failed", error: errorMessage(error) }, "The webhook sender could not run a round.");
      }
    })();
    void running.then(() => {
      if (!abort.signal.aborted) timer = setTimeout(tick, options.intervalMs);
    });
  };
  tick();
  return {
    async stop() {
      abort.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
