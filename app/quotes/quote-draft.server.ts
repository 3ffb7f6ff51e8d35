import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { quoteDrafts } from "~/db/schema";
import type { DraftLine } from "./draft-line";
import type { ColumnMapping } from "./parts-list";

export type { DraftLine } from "./draft-line";
export { draftItem } from "./draft-line";

/** How long a draft list is kept after its last change: the quote cookie's lifetime. */
export const DRAFT_DAYS = 30;


/** An uploaded file waiting for its column mapping. */
export interface PendingFile {
  kind: "csv" | "xlsx";
  name: string;
  rows: string[][];
  guess: ColumnMapping;
}

export interface Draft {
  id: string;
  lines: DraftLine[];
  pending: PendingFile | null;
  sentInquiryId: number | null;
}

/** 144 random bits, URL- and cookie-safe: the draft's only key. */
export const newDraftId = () => randomBytes(18).toString("base64url");
export const isDraftId = (value: string | null | undefined): value is string => typeof value === "string" && /^[A-Za-z0-9_-]{24}$/.test(value);

const fresh = () => gt(quoteDrafts.updatedAt, sql`now() - make_interval(days => ${DRAFT_DAYS})`);

/** The draft the cookie names, unless it expired. */
export async function readDraft(db: Database, id: string | null): Promise<Draft | null> {
  if (!isDraftId(id)) return null;
  const [row] = await db.select().from(quoteDrafts).where(and(eq(quoteDrafts.id, id), fresh()));
  if (!row) return null;
  return { id: row.id, lines: row.lines as DraftLine[], pending: (row.pending as PendingFile | null) ?? null, sentInquiryId: row.sentInquiryId };
}

/**
 * Writes the draft (a new one when `id` is null or expired) and gives its id. A new draft also
 * forgets those left untouched for DRAFT_DAYS.
 */
export async function saveDraft(db: Database, id: string | null, values: { lines: DraftLine[]; pending?: PendingFile | null; sentInquiryId?: number | null }): Promise<string> {
  const set = { lines: values.lines, pending: values.pending ?? null, sentInquiryId: values.sentInquiryId ?? null, updatedAt: sql`now()` };
  if (isDraftId(id)) {
    const updated = await db.update(quoteDrafts).set(set).where(and(eq(quoteDrafts.id, id), fresh())).returning({ id: quoteDrafts.id });
    if (updated.length) return id;
  }
  await db.delete(quoteDrafts).where(lt(quoteDrafts.updatedAt, sql`now() - make_interval(days => ${DRAFT_DAYS})`));
  const created = newDraftId();
  await db.insert(quoteDrafts).values({ id: created, ...set });
  return created;
}
