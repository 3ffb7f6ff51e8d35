import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { textArray } from "~/db/sql-arrays";
import { webhookDeliveries, webhookEndpoints } from "~/db/schema";
import type { WebhookEventType } from "./events";

/** Retries stop this long after the event (or after a resend). */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;

export const newEventId = () => `msg_${randomBytes(16).toString("base64url")}`;

/** What every delivery's body is: `{"id", "type", "timestamp", "data"}`. */
export interface WebhookPayload<T = unknown> {
  id: string;
  type: WebhookEventType;
  timestamp: string;
  data: T;
}

/**
 * THE way a change announces itself to the webhook endpoints (issue 34, decision 058): call it
 * with the change's own transaction, after the change is written, e.g.
 *
 *   await db.transaction(async (tx) => {
 *     ...write the change...
 *     await enqueueWebhookEvent(tx, "availability.changed", { partNumber, stock });
 *   });
 *
 * One delivery row per active endpoint subscribed to `type` is written into the outbox in that
 * transaction, so the event exists exactly when the change does (rolled back with it, kept by
 * a crash after the commit). Nothing is sent here: the sender of each server process
 * (sender.server.ts) sends it afterwards. Costs one INSERT ... SELECT, which writes nothing when
 * no endpoint listens.
 */
export async function enqueueWebhookEvent(tx: Database, type: WebhookEventType, data: unknown, now = new Date()): Promise<void> {
  await enqueueWebhookEvents(tx, type, [data], now);
}

/** Whether an active endpoint listens to `type` (a bulk writer skips building events nobody takes). */
export async function hasListeners(tx: Database, type: WebhookEventType): Promise<boolean> {
  const [listening] = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), sql`${type} = any(${webhookEndpoints.events})`))
    .limit(1);
  return Boolean(listening);
}

/** The same for many events of one type at once (a bulk write: one statement whatever their number). */
export async function enqueueWebhookEvents(tx: Database, type: WebhookEventType, items: readonly unknown[], now = new Date()): Promise<void> {
  if (!items.length || !(await hasListeners(tx, type))) return;
  const timestamp = now.toISOString();
  const bodies = items.map((data) => {
    const id = newEventId();
    return { id, body: JSON.stringify({ id, type, timestamp, data } satisfies WebhookPayload) };
  });
  const giveUpAt = new Date(now.getTime() + RETRY_WINDOW_MS).toISOString();
  // One row per subscribed endpoint and event, the same event id and body for every endpoint.
  await tx.execute(sql`
    insert into ${webhookDeliveries} (endpoint_id, event_id, event_type, body, next_attempt_at, give_up_at)
    select e.id, ev.id, ${type}, ev.body, ${timestamp}::timestamptz, ${giveUpAt}::timestamptz
    from ${webhookEndpoints} e
    cross join unnest(${textArray(bodies.map((b) => b.id))}, ${textArray(bodies.map((b) => b.body))}) as ev(id, body)
    where e.active and ${type} = any(e.events)`);
}
