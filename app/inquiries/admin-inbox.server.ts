import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { inquiries, inquiryReplies, tasks } from "~/db/schema";
import { INBOX_PER_PAGE, type InboxFilters } from "./inbox-filters";
import { OPEN_QUOTE_STATUSES } from "./quote-status";

export type Inquiry = typeof inquiries.$inferSelect;
export type InquiryReply = typeof inquiryReplies.$inferSelect;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function dayAfter(date: string): Date {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** The WHERE clause of the inbox filters (shared by the list, its count and the CSV export). */
function whereOf(filters: InboxFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.kind) conditions.push(eq(inquiries.kind, filters.kind));
  if (filters.status === "read") conditions.push(isNotNull(inquiries.readAt));
  if (filters.status === "unread") conditions.push(isNull(inquiries.readAt));
  if (filters.quote === "open") conditions.push(inArray(inquiries.status, [...OPEN_QUOTE_STATUSES]));
  else if (filters.quote) conditions.push(eq(inquiries.status, filters.quote));
  if (filters.country) conditions.push(eq(inquiries.country, filters.country));
  if (filters.from) conditions.push(gte(inquiries.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) conditions.push(lt(inquiries.createdAt, dayAfter(filters.to)));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(
      or(
        ilike(inquiries.name, pattern),
        ilike(inquiries.company, pattern),
        ilike(inquiries.email, pattern),
        ilike(inquiries.subject, pattern),
        ilike(inquiries.message, pattern),
        ilike(inquiries.partNumber, pattern),
        ilike(inquiries.reference, pattern),
        // Quote lists keep their part numbers in the items' JSON.
        sql`${inquiries.items}::text ilike ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

const summaryColumns = {
  id: inquiries.id,
  kind: inquiries.kind,
  subject: inquiries.subject,
  name: inquiries.name,
  company: inquiries.company,
  email: inquiries.email,
  country: inquiries.country,
  productInterest: inquiries.productInterest,
  partNumber: inquiries.partNumber,
  items: inquiries.items,
  reference: inquiries.reference,
  status: inquiries.status,
  readAt: inquiries.readAt,
  createdAt: inquiries.createdAt,
};

export type InquirySummary = Pick<Inquiry, keyof typeof summaryColumns>;

/** One page of the inbox, newest first. */
export async function listInquiries(db: Database, filters: InboxFilters) {
  const where = whereOf(filters);
  const [items, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(INBOX_PER_PAGE)
      .offset((filters.page - 1) * INBOX_PER_PAGE),
    db.select({ total: count() }).from(inquiries).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { items, total, page: filters.page, pages: Math.max(1, Math.ceil(total / INBOX_PER_PAGE)) };
}

/** Every inquiry the filters match, for the CSV export (newest first). */
export function listAllInquiries(db: Database, filters: InboxFilters): Promise<Inquiry[]> {
  return db.select().from(inquiries).where(whereOf(filters)).orderBy(desc(inquiries.createdAt), desc(inquiries.id));
}

export async function countUnreadInquiries(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(inquiries).where(isNull(inquiries.readAt));
  return row?.total ?? 0;
}

export async function getInquiry(db: Database, id: number): Promise<Inquiry | undefined> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  return row;
}

/** An inquiry with its replies (oldest first) and the tasks made from it, or undefined. */
export async function getInquiryDetail(db: Database, id: number) {
  const inquiry = await getInquiry(db, id);
  if (!inquiry) return undefined;
  const [replies, linkedTasks] = await Promise.all([
    db.select().from(inquiryReplies).where(eq(inquiryReplies.inquiryId, id)).orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id)),
    db
      .select({ id: tasks.id, title: tasks.title, status: tasks.status })
      .from(tasks)
      .where(eq(tasks.inquiryId, id))
      .orderBy(asc(tasks.id)),
  ]);
  return { inquiry, replies, tasks: linkedTasks };
}

/** Marks an inquiry read or unread; undefined when there is no such inquiry. Audited when it changes. */
export async function setInquiryRead(db: Database, id: number, read: boolean, by: AdminActor): Promise<Inquiry | undefined> {
  // Conditional, so that two tabs opening the same message change (and audit) it once.
  const [after] = await db
    .update(inquiries)
    .set({ readAt: read ? new Date() : null })
    .where(and(eq(inquiries.id, id), read ? isNull(inquiries.readAt) : isNotNull(inquiries.readAt)))
    .returning();
  if (!after) return getInquiry(db, id);
  await recordAudit(db, by, {
    action: read ? "inquiry.mark_read" : "inquiry.mark_unread",
    entity: "inquiry",
    entityId: id,
    after: { readAt: after.readAt },
  });
  return after;
}

/** Deletes an inquiry with its replies (tasks made from it stay, unlinked); false when absent. */
export async function deleteInquiry(db: Database, id: number, by: AdminActor): Promise<boolean> {
  const before = await getInquiry(db, id);
  if (!before) return false;
  await db.delete(inquiries).where(eq(inquiries.id, id));
  // Only what identifies the message: copying its personal data into the log would undo the deletion.
  const { kind, subject, createdAt } = before;
  await recordAudit(db, by, { action: "inquiry.delete", entity: "inquiry", entityId: id, before: { kind, subject, createdAt } });
  return true;
}
