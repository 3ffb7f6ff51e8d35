import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { serverSecrets } from "~/db/schema";

const cache = new WeakMap<Database, Map<string, Promise<Buffer>>>();

/**
 * A 256-bit secret the server made for itself, kept in the database so that every process and
 * every restart signs and checks with the same key; made on first use.
 */
export function serverSecret(db: Database, name: string): Promise<Buffer> {
  let secrets = cache.get(db);
  if (!secrets) cache.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = (async () => {
      await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
      const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
      return Buffer.from(row!.value, "base64url");
    })();
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}

function mac(secret: Buffer, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

/** `payload.signature`, the payload in base64url JSON: readable, not forgeable. */
export function signValue(secret: Buffer, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
}

/** The value signed by `signValue` with this secret, or undefined for anything else. */
export function verifyValue(secret: Buffer, token: string | undefined | null): unknown {
  if (typeof token !== "string" || token.length > 2048) return undefined;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}
