import { formatRow, UTF8_BOM } from "~/csv/csv-format";
import type { Database } from "~/db/client.server";
import { listAllInquiries } from "./admin-inbox.server";
import type { InboxFilters } from "./inbox-filters";

type Inquiry = Awaited<ReturnType<typeof listAllInquiries>>[number];
const yesNo = (value: unknown) => (value ? "yes" : "no");

/** The export's columns, in order: the header and how each row fills it, side by side. */
const COLUMNS: ReadonlyArray<readonly [header: string, cell: (r: Inquiry) => string | number | null]> = [
  ["id", (r) => r.id],
  ["kind", (r) => r.kind],
  ["reference", (r) => r.reference],
  ["status", (r) => r.status],
  ["date", (r) => r.createdAt.toISOString()],
  ["read", (r) => yesNo(r.readAt)],
  ["subject", (r) => r.subject],
  ["name", (r) => r.name],
  ["company", (r) => r.company],
  ["email", (r) => r.email],
  ["phone", (r) => r.phone],
  ["website", (r) => r.website],
  ["country", (r) => r.country],
  ["product_interest", (r) => r.productInterest],
  ["part_number", (r) => r.partNumber],
  ["items", (r) => (r.items ?? []).map((item) => `${item.partNumber} x ${item.quantity}`).join("; ")],
  ["message", (r) => r.message],
  ["privacy_consent", (r) => yesNo(r.privacyConsent)],
  ["locale", (r) => r.locale],
];

/** The inbox (as filtered) as CSV: UTF-8 with its mark, every cell formula-guarded. */
export async function exportInquiriesCsv(db: Database, filters: InboxFilters): Promise<string> {
  const rows = await listAllInquiries(db, filters);
  let out = UTF8_BOM + formatRow(COLUMNS.map(([header]) => header));
  for (const r of rows) out += formatRow(COLUMNS.map(([, cell]) => cell(r)));
  return out;
}

export const inquiriesCsvFilename = (now = new Date()) => `inquiries-${now.toISOString().slice(0, 10)}.csv`;
