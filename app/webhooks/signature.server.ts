import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// The Standard Webhooks layout (https://www.standardwebhooks.com): headers webhook-id,
// webhook-timestamp (Unix seconds) and webhook-signature "v1,<base64 HMAC-SHA256>", signed over
// "<id>.<timestamp>.<body>" with the bytes of the secret after its "whsec_" prefix.

export const SECRET_PREFIX = "whsec_";

/** A new endpoint secret: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => SECRET_PREFIX + randomBytes(32).toString("base64");

/** `v1,<signature>` of a delivery. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** Whether one of the space-separated signatures of `header` is the right one (what a receiver does). */
export function verifyWebhook(secret: string, id: string, timestamp: number, body: string, header: string): boolean {
  const expected = Buffer.from(signWebhook(secret, id, timestamp, body));
  return header.split(" ").some((given) => {
    const bytes = Buffer.from(given);
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  });
}
