import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { inquiries, quotations } from "~/db/schema";
import { parseDecimal } from "./money";

export interface PipelineValue {
  currency: string;
  from: string;
  to: string;
  /** Latest sent quotations of requests still open (new or quoted). */
  openMinor: number;
  /** Latest sent quotations of every request quoted in the period, whatever became of them. */
  quotedMinor: number;
  won: { count: number; minor: number };
  lost: { count: number; minor: number };
  /** Totals in currencies without an exchange rate: left out of the sums above, shown apart. */
  unconverted: Array<{ currency: string; minor: number }>;
}

/** `minor` of `currency` in the company's currency by the settings' rate, or undefined without one. */
export function toCompanyCurrency(minor: number, currency: string, company: string, rates: Record<string, string>): number | undefined {
  if (currency === company) return minor;
  const rate = rates[currency] ? parseDecimal(rates[currency]!, 6) : undefined;
  if (!rate?.ok) return undefined;
  return Number((BigInt(minor) * BigInt(rate.value) * 2n + 1_000_000n) / 2_000_000n);
}

/**
 * The pipeline's value over the days `from`..`to` (inclusive, UTC): each quote request counts
 * once, with its latest sent revision, when that revision was sent in the period.
 */
export async function pipelineValue(db: Database, from: string, to: string, company: string, rates: Record<string, string>): Promise<PipelineValue> {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const rows = await db
    .select({ inquiryId: quotations.inquiryId, revision: quotations.revision, currency: quotations.currency, totalMinor: quotations.totalMinor, sentAt: quotations.sentAt, status: inquiries.status })
    .from(quotations)
    .innerJoin(inquiries, eq(inquiries.id, quotations.inquiryId))
    .where(eq(quotations.status, "sent"));
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if ((latest.get(row.inquiryId)?.revision ?? 0) < row.revision) latest.set(row.inquiryId, row);
  const result: PipelineValue = { currency: company, from, to, openMinor: 0, quotedMinor: 0, won: { count: 0, minor: 0 }, lost: { count: 0, minor: 0 }, unconverted: [] };
  const left = new Map<string, number>();
  const start = new Date(`${from}T00:00:00Z`);
  for (const row of latest.values()) {
    if (!row.sentAt || row.sentAt < start || row.sentAt >= end) continue;
    const value = toCompanyCurrency(row.totalMinor, row.currency, company, rates);
    if (value === undefined) {
      left.set(row.currency, (left.get(row.currency) ?? 0) + row.totalMinor);
      continue;
    }
    result.quotedMinor += value;
    if (row.status === "new" || row.status === "quoted") result.openMinor += value;
    const decided = row.status === "won" ? result.won : row.status === "lost" ? result.lost : undefined;
    if (decided) {
      decided.count += 1;
      decided.minor += value;
    }
  }
  result.unconverted = [...left].map(([currency, minor]) => ({ currency, minor }));
  return result;
}
