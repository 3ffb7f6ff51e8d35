import { count, desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { logger } from "~/observability/logger.server";

/** Who did something: a signed-in administrator, an API key, or a name for the shell and start-up. */
export interface AuditActor {
  id?: number | null;
  name: string;
  /** The client's address, as the server sees it behind its trusted proxy (none for the shell). */
  ip?: string;
}

/** What was done: the action and what it touched. */
export interface AuditEvent {
  /** `area.verb`, for example `auth.sign_in` or `product.update`. */
  action: string;
  entity?: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

// Long values (a 1 MB username typed into the sign-in form) are cut so the log stays readable.
const MAX_TEXT = 200;
const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/** The one way anything is written to the audit log: sign-ins, sign-outs and every admin write. */
export async function recordAudit(db: Database, actor: AuditActor | null, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorName: cut(actor?.name ?? ""),
    action: event.action,
    entity: event.entity ?? "",
    entityId: event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
    before: event.before ?? null,
    after: event.after ?? null,
    ip: actor?.ip ?? "",
  });
  // The application event, without names or values (a failed sign-in's "username" may be a password).
  logger.info({ event: event.action, entity: event.entity, entityId: event.entityId ?? undefined, actorId: actor?.id ?? undefined }, "audited");
}

export type AuditEntry = typeof auditLog.$inferSelect;

/** Newest first, one page at a time. */
export async function listAuditEntries(
  db: Database,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [entries, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { entries, total: totals?.total ?? 0 };
}
