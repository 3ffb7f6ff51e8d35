/** The events an endpoint may subscribe to (issue 34). */
export const WEBHOOK_EVENTS = [
  "inquiry.created",
  "quote.status_changed",
  "quotation.sent",
  "product.created",
  "product.updated",
  "product.deleted",
  "availability.changed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const isWebhookEvent = (value: unknown): value is WebhookEventType =>
  typeof value === "string" && (WEBHOOK_EVENTS as readonly string[]).includes(value);

/** The delivery states the admin shows. */
export const DELIVERY_STATES = ["pending", "retrying", "delivered", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
