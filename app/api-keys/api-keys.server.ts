import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, getTableColumns, isNull } from "drizzle-orm";
import { z } from "zod";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { apiKeys } from "~/db/schema";
import { DomainError } from "~/errors";
import { API_KEY_PREFIX, API_KEY_RATE_LIMIT, API_SCOPES, type ApiScope } from "./scopes";

/**
 * A key is the prefix and 32 random bytes in base64url (256 bits). Only SHA-256 of it is stored:
 * a fast hash is enough for a secret of that entropy, which no dictionary or brute force reaches
 * (decision 058), and it lets every call find its key by one indexed lookup.
 */
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);
export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

export const apiKeyInputSchema = z.object({
  name: z.string().trim().min(1, "admin.apiKeys.errors.nameRequired").max(100, "admin.apiKeys.errors.nameTooLong"),
  scopes: z.array(z.enum(API_SCOPES)).min(1, "admin.apiKeys.errors.scopesRequired"),
  rateLimitPerMinute: z.coerce
    .number("admin.apiKeys.errors.rateLimit")
    .int("admin.apiKeys.errors.rateLimit")
    .min(API_KEY_RATE_LIMIT.min, "admin.apiKeys.errors.rateLimit")
    .max(API_KEY_RATE_LIMIT.max, "admin.apiKeys.errors.rateLimit"),
  expiresAt: z.date().nullable(),
});
export type ApiKeyInput = z.infer<typeof apiKeyInputSchema>;

export type ApiKeyRow = Omit<typeof apiKeys.$inferSelect, "keyHash">;

/** Creates a key; the key itself is in the answer only, never stored. */
export async function createApiKey(db: Database, input: ApiKeyInput, actor: AdminActor, now = new Date()): Promise<{ key: string; row: ApiKeyRow }> {
  if (input.expiresAt && input.expiresAt <= now) {
    throw new DomainError("invalid", { key: "admin.apiKeys.errors.expiryPast" }, { fields: { expiresAt: { key: "admin.apiKeys.errors.expiryPast" } } });
  }
  const key = API_KEY_PREFIX + randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(apiKeys)
    .values({
      name: input.name,
      displayPrefix: key.slice(0, API_KEY_PREFIX.length + 6),
      keyHash: hashApiKey(key),
      scopes: [...new Set(input.scopes)],
      rateLimitPerMinute: input.rateLimitPerMinute,
      expiresAt: input.expiresAt,
      createdBy: actor.name,
    })
    .returning();
  const { keyHash: _hash, ...shown } = row!;
  await recordAudit(db, actor, {
    action: "api_key.create",
    entity: "api_key",
    entityId: shown.id,
    after: { name: shown.name, scopes: shown.scopes, rateLimitPerMinute: shown.rateLimitPerMinute, expiresAt: shown.expiresAt },
  });
  return { key, row: shown };
}

/** Every key, the live ones first, newest first; never the hash. */
export async function listApiKeys(db: Database): Promise<ApiKeyRow[]> {
  const { keyHash: _hash, ...columns } = getTableColumns(apiKeys);
  return db.select(columns).from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Revokes a key at once (every process reads the row on each call); false when there is no live key with this id. */
export async function revokeApiKey(db: Database, id: number, actor: AdminActor): Promise<boolean> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, name: apiKeys.name });
  if (!row) return false;
  await recordAudit(db, actor, { action: "api_key.revoke", entity: "api_key", entityId: row.id, after: { name: row.name } });
  return true;
}

export interface ApiKeyPrincipal {
  id: number;
  name: string;
  scopes: ApiScope[];
  rateLimitPerMinute: number;
}

/** The live key a bearer token names (not revoked, not expired), its last use recorded; else null. */
export async function authenticateApiKey(db: Database, token: string, ip: string, now = new Date()): Promise<ApiKeyPrincipal | null> {
  if (!KEY_SHAPE.test(token)) return null;
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, hashApiKey(token)));
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now)) return null;
  // The last use is kept to the minute: a busy key does not write on every call.
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= 60_000 || row.lastUsedIp !== ip) {
    await db.update(apiKeys).set({ lastUsedAt: now, lastUsedIp: ip }).where(eq(apiKeys.id, row.id));
  }
  return { id: row.id, name: row.name, scopes: row.scopes.filter((s): s is ApiScope => (API_SCOPES as readonly string[]).includes(s)), rateLimitPerMinute: row.rateLimitPerMinute };
}
