import { and, count, eq, inArray } from "drizzle-orm";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { inquiries } from "~/db/schema";
import type { Inquiry } from "./admin-inbox.server";
import { enqueueWebhookEvent } from "~/webhooks/outbox.server";
import { inquiryEventData } from "./inquiry-events.server";
import { OPEN_QUOTE_STATUSES, type QuoteStatus } from "./quote-status";

export type QuoteStatusOutcome =
  | { status: "changed" | "unchanged"; inquiry: Inquiry }
  | { status: "not_found" }
  | { status: "not_a_quote" };

/**
 * Moves a quote request to `next`. Any step may follow any other (staff correct mistakes too);
 * a contact message has no status. Audited with the status before and after when it changes.
 */
export async function setQuoteStatus(db: Database, id: number, next: QuoteStatus, by: AdminActor): Promise<QuoteStatusOutcome> {
  const [before] = await db.select({ kind: inquiries.kind, status: inquiries.status, reference: inquiries.reference }).from(inquiries).where(eq(inquiries.id, id));
  if (!before) return { status: "not_found" };
  if (before.kind !== "quote") return { status: "not_a_quote" };
  const [after] = await db.transaction(async (tx) => {
    const rows = await tx.update(inquiries).set({ status: next }).where(eq(inquiries.id, id)).returning();
    if (rows[0] && before.status !== next) {
      await enqueueWebhookEvent(tx, "quote.status_changed", { ...inquiryEventData(rows[0]), previousStatus: before.status });
    }
    return rows;
  });
  if (!after) return { status: "not_found" };
  if (before.status === next) return { status: "unchanged", inquiry: after };
  await recordAudit(db, by, {
    action: "inquiry.quote_status",
    entity: "inquiry",
    entityId: id,
    before: { status: before.status, reference: before.reference },
    after: { status: next, reference: after.reference },
  });
  return { status: "changed", inquiry: after };
}

/** Quote requests still open (new or quoted): the number on the inbox tab. */
export async function countOpenQuotes(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(inquiries)
    .where(and(eq(inquiries.kind, "quote"), inArray(inquiries.status, [...OPEN_QUOTE_STATUSES])));
  return row?.total ?? 0;
}
