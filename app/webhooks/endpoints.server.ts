import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { webhookDeliveries, webhookEndpoints } from "~/db/schema";
import { DomainError } from "~/errors";
import { type DeliveryState, WEBHOOK_EVENTS } from "./events";
import { RETRY_WINDOW_MS } from "./outbox.server";
import { newWebhookSecret } from "./signature.server";
import { resolveWebhookTarget } from "./url-check.server";

export const endpointInputSchema = z.object({
  url: z.string().trim().min(1, "admin.webhooks.errors.urlRequired").max(2000, "admin.webhooks.errors.urlTooLong"),
  description: z.string().trim().max(200, "admin.webhooks.errors.descriptionTooLong").default(""),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, "admin.webhooks.errors.eventsRequired"),
});
export type EndpointInput = z.infer<typeof endpointInputSchema>;

export type EndpointRow = Omit<typeof webhookEndpoints.$inferSelect, "secret"> & { pending: number; failed: number; delivered: number };

const audit = (db: Database, actor: AdminActor, action: string, id: number, after: unknown) =>
  recordAudit(db, actor, { action, entity: "webhook_endpoint", entityId: id, after });

/** Registers an endpoint; its secret is in the answer only (the sender keeps it to sign). */
export async function createEndpoint(db: Database, input: EndpointInput, actor: AdminActor, { production }: { production: boolean }) {
  const target = await resolveWebhookTarget(input.url, production);
  if (!target.ok) {
    const key = `admin.webhooks.errors.url.${target.problem}`;
    throw new DomainError("invalid", { key }, { fields: { url: { key } } });
  }
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ url: target.target.url.href, description: input.description, events: [...new Set(input.events)], secret })
    .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url, events: webhookEndpoints.events });
  await audit(db, actor, "webhook.create", row!.id, { url: row!.url, events: row!.events });
  return { id: row!.id, url: row!.url, secret };
}

export async function listEndpoints(db: Database): Promise<EndpointRow[]> {
  const { secret: _secret, ...columns } = getTableColumns(webhookEndpoints);
  const counted = (status: string) =>
    sql<number>`(select count(*)::int from ${webhookDeliveries} d where d.endpoint_id = ${webhookEndpoints.id} and d.status = ${status})`;
  return db
    .select({ ...columns, pending: counted("pending"), failed: counted("failed"), delivered: counted("delivered") })
    .from(webhookEndpoints)
    .orderBy(desc(webhookEndpoints.id));
}

export async function getEndpoint(db: Database, id: number) {
  const { secret: _secret, ...columns } = getTableColumns(webhookEndpoints);
  const [row] = await db.select(columns).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

/** Pauses or resumes an endpoint (paused: no new deliveries are written for it). */
export async function setEndpointActive(db: Database, id: number, active: boolean, actor: AdminActor): Promise<boolean> {
  const [row] = await db.update(webhookEndpoints).set({ active }).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  if (!row) return false;
  await audit(db, actor, active ? "webhook.resume" : "webhook.pause", id, { active });
  return true;
}

/** Deletes an endpoint and its deliveries. */
export async function deleteEndpoint(db: Database, id: number, actor: AdminActor): Promise<boolean> {
  const [row] = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ url: webhookEndpoints.url });
  if (!row) return false;
  await audit(db, actor, "webhook.delete", id, { url: row.url });
  return true;
}

export interface DeliveryRow {
  id: number;
  eventId: string;
  eventType: string;
  state: DeliveryState;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string;
  createdAt: Date;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
}

export const DELIVERIES_SHOWN = 100;

/** An endpoint's newest deliveries; `retrying` is a pending one whose last attempt failed. */
export async function listDeliveries(db: Database, endpointId: number): Promise<DeliveryRow[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    state: row.status === "pending" && row.attempts > 0 ? "retrying" : row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt,
    lastAttemptAt: row.lastAttemptAt,
    nextAttemptAt: row.nextAttemptAt,
  }));
}

/** Sends a delivery again now (the same event id and body), with a new 24-hour window. */
export async function resendDelivery(db: Database, endpointId: number, deliveryId: number, actor: AdminActor, now = new Date()): Promise<boolean> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: now, giveUpAt: new Date(now.getTime() + RETRY_WINDOW_MS) })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning({ eventId: webhookDeliveries.eventId });
  if (!row) return false;
  await audit(db, actor, "webhook.resend", endpointId, { delivery: deliveryId, eventId: row.eventId });
  return true;
}
