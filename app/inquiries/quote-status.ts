import { z } from "zod";

/** A quote request's pipeline: new -> quoted -> won or lost, or closed at any step. */
export const QUOTE_STATUSES = ["new", "quoted", "won", "lost", "closed"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Still waiting for staff or for the buyer: the count on the admin tab. */
export const OPEN_QUOTE_STATUSES: readonly QuoteStatus[] = ["new", "quoted"];

/** PATCH /api/admin/inquiries/{id} {status}: moves a quote request. */
export const quoteStatusChangeSchema = z.object({ status: z.enum(QUOTE_STATUSES) }).strict();

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === "string" && (QUOTE_STATUSES as readonly string[]).includes(value);
}

/** A quote request's reference: Q-2026-0042 (four digits at least). */
export const quoteReferencePattern = /^Q-\d{4}-\d{4,}$/;
