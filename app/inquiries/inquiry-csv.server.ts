import { formatRow, UTF8_BOM } from "~/csv/csv-format";
import type { Database } from "~/db/client.server";
import { listAllInquiries } from "./admin-inbox.server";
import type { InboxFilters } from "./inbox-filters";

const HEADER = [
  "id",
  "kind",
  "reference",
  "status",
  "date",
  "read",
  "subject",
  "name",
  "company",
  "email",
  "phone",
  "website",
  "country",
  "product_interest",
  "part_number",
  "items",
  "message",
  "privacy_consent",
  "locale",
];

/** The inbox (as filtered) as CSV: UTF-8 with its mark, every cell formula-guarded. */
export async function exportInquiriesCsv(db: Database, filters: InboxFilters): Promise<string> {
  const rows = await listAllInquiries(db, filters);
  let out = UTF8_BOM + formatRow(HEADER);
  for (const r of rows) {
    out += formatRow([
      r.id,
      r.kind,
      r.reference,
      r.status,
      r.createdAt.toISOString(),
      r.readAt ? "yes" : "no",
      r.subject,
      r.name,
      r.company,
      r.email,
      r.phone,
      r.website,
      r.country,
      r.productInterest,
      r.partNumber,
      (r.items ?? []).map((item) => `${item.partNumber} x ${item.quantity}`).join("; "),
      r.message,
      r.privacyConsent ? "yes" : "no",
      r.locale,
    ]);
  }
  return out;
}

export const inquiriesCsvFilename = (now = new Date()) => `inquiries-${now.toISOString().slice(0, 10)}.csv`;
