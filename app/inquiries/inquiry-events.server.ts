import type { inquiries } from "~/db/schema";

/** What `inquiry.created` and `quote.status_changed` carry (webhooks, decision 058). */
export function inquiryEventData(row: typeof inquiries.$inferSelect) {
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    status: row.status,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    country: row.country,
    subject: row.subject,
    message: row.message,
    partNumber: row.partNumber,
    productId: row.productId,
    items: row.items,
    locale: row.locale,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
