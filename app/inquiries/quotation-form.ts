import type { QuotationLineRow } from "~/db/schema";
import { computeTotals, MAX_MINOR, parseMoney, parsePercent, type ParseProblem } from "./money";

/** Incoterms 2020: a quotation's delivery term starts with one of these ("DAP Casablanca"). */
export const INCOTERMS = ["EXW", "FCA", "CPT", "CIP", "DAP", "DPU", "DDP", "FAS", "FOB", "CFR", "CIF"] as const;

export const QUOTATION_LIMITS = { text: 200, note: 4000, lineText: 300, quantity: 1_000_000 } as const;

const E = "admin.quotation.errors";

export interface FieldProblem {
  key: string;
  vars?: Record<string, string | number>;
}
/** Problems by form field name ("lines.2.unitPrice", "validUntil"). */
export type QuotationProblems = Record<string, FieldProblem>;

export interface QuotationDraft {
  currency: string;
  taxRateBp: number;
  pricesBeforeTax: boolean;
  discountBp: number;
  validUntil: string | null;
  incoterms: string;
  paymentTerms: string;
  note: string;
  lines: QuotationLineRow[];
}

export type QuotationRead = { ok: true; draft: QuotationDraft } | { ok: false; problems: QuotationProblems };

const numberProblem = (problem: ParseProblem): FieldProblem => ({ key: `${E}.number.${problem}` });

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const oneLine = (value: string) => value.replace(CONTROL, "").replace(/\s+/g, " ").trim();

/** A calendar day "YYYY-MM-DD" that exists. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today in UTC as "YYYY-MM-DD". */
export const today = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/**
 * The editor's posted fields over the stored lines (part numbers and matched products come from
 * the request, never from the form). Every refused value is named by its field.
 */
export function readQuotationForm(values: Record<string, string | undefined>, stored: QuotationLineRow[], currencies: readonly string[]): QuotationRead {
  const problems: QuotationProblems = {};
  const get = (name: string) => values[name] ?? "";
  const text = (name: string, max: number) => {
    const value = oneLine(get(name));
    if (value.length > max) problems[name] = { key: `${E}.tooLong`, vars: { max } };
    return value;
  };

  const currency = get("currency").trim();
  if (!currencies.includes(currency)) problems.currency = { key: `${E}.currency`, vars: { allowed: currencies.join(", ") } };
  const percent = (name: string, fallback: number) => {
    const raw = get(name).trim();
    if (!raw) return fallback;
    const parsed = parsePercent(raw);
    if (!parsed.ok) {
      problems[name] = parsed.problem === "tooLarge" ? { key: `${E}.percent` } : numberProblem(parsed.problem);
      return fallback;
    }
    return parsed.value;
  };
  const taxRateBp = percent("taxRate", -1);
  if (taxRateBp < 0 && !problems.taxRate) problems.taxRate = { key: `${E}.required` };
  const discountBp = percent("discount", 0);
  const validRaw = get("validUntil").trim();
  let validUntil: string | null = null;
  if (validRaw) {
    if (isDay(validRaw)) validUntil = validRaw;
    else problems.validUntil = { key: `${E}.date` };
  }
  const incoterms = text("incoterms", QUOTATION_LIMITS.text);
  if (incoterms && !(INCOTERMS as readonly string[]).includes(incoterms.split(" ")[0]!.toUpperCase())) {
    problems.incoterms = { key: `${E}.incoterms`, vars: { allowed: INCOTERMS.join(", ") } };
  }
  const paymentTerms = text("paymentTerms", QUOTATION_LIMITS.text);
  const note = get("note").replace(/\r\n?/g, "\n").replace(CONTROL, "").trim();
  if (note.length > QUOTATION_LIMITS.note) problems.note = { key: `${E}.tooLong`, vars: { max: QUOTATION_LIMITS.note } };

  const lines = stored.map((line, index): QuotationLineRow => {
    const field = (name: string) => `lines.${index}.${name}`;
    const quantityRaw = get(field("quantity")).trim();
    let quantity = line.quantity;
    if (!/^\d{1,7}$/.test(quantityRaw) || Number(quantityRaw) < 1 || Number(quantityRaw) > QUOTATION_LIMITS.quantity) {
      problems[field("quantity")] = { key: `${E}.quantity`, vars: { max: QUOTATION_LIMITS.quantity } };
    } else quantity = Number(quantityRaw);
    const priceRaw = get(field("unitPrice")).trim();
    let unitPriceMinor: number | null = null;
    if (priceRaw) {
      const parsed = parseMoney(priceRaw);
      if (!parsed.ok) problems[field("unitPrice")] = numberProblem(parsed.problem);
      else if (parsed.value * quantity > MAX_MINOR) problems[field("unitPrice")] = numberProblem("tooLarge");
      else unitPriceMinor = parsed.value;
    }
    return {
      ...line,
      quantity,
      unitPriceMinor,
      description: text(field("description"), QUOTATION_LIMITS.lineText),
      leadTime: text(field("leadTime"), QUOTATION_LIMITS.text),
      availability: text(field("availability"), QUOTATION_LIMITS.lineText),
      alternative: text(field("alternative"), QUOTATION_LIMITS.lineText),
    };
  });
  if (Object.keys(problems).length) return { ok: false, problems };
  const draft = { currency, taxRateBp, pricesBeforeTax: get("pricesBeforeTax") === "on", discountBp, validUntil, incoterms, paymentTerms, note, lines };
  if (!computeTotals(lines, discountBp, taxRateBp, draft.pricesBeforeTax)) return { ok: false, problems: { discount: numberProblem("tooLarge") } };
  return { ok: true, draft };
}

/** What a saved draft still lacks before it can be sent: a price on every line, a validity date from today on. */
export function sendProblems(draft: Pick<QuotationDraft, "lines" | "validUntil">, now: Date = new Date()): QuotationProblems {
  const problems: QuotationProblems = {};
  if (!draft.lines.length) problems.lines = { key: `${E}.noLines` };
  draft.lines.forEach((line, index) => {
    if (line.unitPriceMinor === null) problems[`lines.${index}.unitPrice`] = { key: `${E}.unpriced` };
  });
  if (!draft.validUntil) problems.validUntil = { key: `${E}.validityRequired` };
  else if (draft.validUntil < today(now)) problems.validUntil = { key: `${E}.validityPast` };
  return problems;
}

/** The reference a revision goes by: Q-2026-0042, then Q-2026-0042-R2, -R3. */
export function revisionReference(reference: string, revision: number): string {
  return revision > 1 ? `${reference}-R${revision}` : reference;
}
