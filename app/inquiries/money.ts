/**
 * Prices and rates as staff type them, kept exact: amounts are integers in the currency's minor
 * unit (centimes, cents; the currencies we quote in all have two), rates integers in basis points.
 * Both decimal notations are read: "1 234,50", "1.234,50", "1,234.50", "1234.50", "1234,5".
 */

/** The largest amount a line or a quotation may reach, in minor units (within exact integers). */
export const MAX_MINOR = 1_000_000_000_000_00;

export type ParseProblem = "format" | "ambiguous" | "decimals" | "negative" | "tooLarge";
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: ParseProblem };

const SPACES = /[\s\u00a0\u202f']/g;

/**
 * A non-negative decimal number as an integer scaled by 10^`decimals`. A lone separator
 * followed by exactly three digits ("1,234", "1.234") reads as a thousands separator in one
 * notation and a decimal in the other: refused as ambiguous rather than guessed.
 */
export function parseDecimal(input: string, decimals: number): Parsed<number> {
  const text = input.replace(SPACES, "");
  if (text.startsWith("-")) return { ok: false, problem: "negative" };
  if (!/^\d[\d.,]*$/.test(text) && !/^[.,]\d+$/.test(text)) return { ok: false, problem: "format" };
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  let whole = text;
  let fraction = "";
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the last one is the decimal mark, the other groups thousands.
    const mark = lastComma > lastDot ? "," : ".";
    const group = mark === "," ? "." : ",";
    const at = text.lastIndexOf(mark);
    whole = text.slice(0, at);
    fraction = text.slice(at + 1);
    if (whole.includes(mark) || !validGroups(whole, group)) return { ok: false, problem: "format" };
    whole = whole.split(group).join("");
  } else if (lastComma >= 0 || lastDot >= 0) {
    const mark = lastComma >= 0 ? "," : ".";
    const parts = text.split(mark);
    if (parts.length > 2) {
      // "1,234,567" or "1.234.567": thousands only.
      if (!validGroups(text, mark)) return { ok: false, problem: "format" };
      whole = parts.join("");
    } else {
      [whole, fraction] = [parts[0]!, parts[1]!];
      if (fraction.length === 3 && whole.length > 0 && decimals < 3) return { ok: false, problem: "ambiguous" };
    }
  }
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || whole + fraction === "") return { ok: false, problem: "format" };
  if (fraction.length > decimals) return { ok: false, problem: "decimals" };
  const digits = `${whole || "0"}${fraction.padEnd(decimals, "0")}`.replace(/^0+(?=\d)/, "");
  if (digits.length > 16) return { ok: false, problem: "tooLarge" };
  const value = Number(digits);
  if (!Number.isSafeInteger(value)) return { ok: false, problem: "tooLarge" };
  return { ok: true, value };
}

/** "1.234.567" with `group` ".": groups of three after a first group of one to three digits. */
function validGroups(text: string, group: string): boolean {
  const parts = text.split(group);
  if (parts.length === 1) return /^\d+$/.test(text);
  return /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((part) => /^\d{3}$/.test(part));
}

/** A price in minor units (two decimals), at most MAX_MINOR. */
export function parseMoney(input: string): Parsed<number> {
  const parsed = parseDecimal(input, 2);
  if (parsed.ok && parsed.value > MAX_MINOR) return { ok: false, problem: "tooLarge" };
  return parsed;
}

/** A percentage ("20", "5,5", "12.25") in basis points, 0 to 100 %. */
export function parsePercent(input: string): Parsed<number> {
  const parsed = parseDecimal(input, 2);
  if (parsed.ok && parsed.value > 10_000) return { ok: false, problem: "tooLarge" };
  return parsed;
}

/** Basis points as a percentage typed back into a form: 2000 -> "20", 550 -> "5.5" ("5,5" in French). */
export function percentText(bp: number, locale: string): string {
  const text = (bp / 100).toFixed(2).replace(/\.?0+$/, "");
  return locale === "fr" ? text.replace(".", ",") : text;
}

/** Minor units typed back into a form, without grouping: 123450 -> "1234.50" ("1234,50" in French). */
export function moneyText(minor: number | null, locale: string): string {
  if (minor === null) return "";
  const text = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
  return locale === "fr" ? text.replace(".", ",") : text;
}

const intlLocale = (locale: string) => (locale === "fr" ? "fr-FR" : "en-GB");

/** An amount for people: "1 234,50 MAD" (French), "MAD 1,234.50" (English). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  // For display only (sums are made in integers); exact to the centime up to 10^13 units.
  const format = new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency, currencyDisplay: "code", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return format.format(minor / 100);
}

export interface PricedLine {
  quantity: number;
  unitPriceMinor: number | null;
}

export interface Totals {
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** (value × bp) / 10000, rounded half up, in exact integers. */
function share(value: bigint, bp: number): bigint {
  return (value * BigInt(bp) * 2n + 10_000n) / 20_000n;
}

/**
 * The quotation's totals. Prices before tax: tax on the discounted subtotal, added. Prices
 * including tax: the total is the discounted subtotal and the tax it contains is shown.
 * Undefined when the total would leave exact integers.
 */
export function computeTotals(lines: PricedLine[], discountBp: number, taxRateBp: number, pricesBeforeTax: boolean): Totals | undefined {
  const subtotal = lines.reduce((sum, line) => sum + BigInt(line.unitPriceMinor ?? 0) * BigInt(line.quantity), 0n);
  const discount = share(subtotal, discountBp);
  const net = subtotal - discount;
  let tax: bigint;
  let total: bigint;
  if (pricesBeforeTax) {
    tax = share(net, taxRateBp);
    total = net + tax;
  } else {
    total = net;
    const beforeTax = (net * 10_000n * 2n + BigInt(10_000 + taxRateBp)) / (BigInt(10_000 + taxRateBp) * 2n);
    tax = net - beforeTax;
  }
  if (total > BigInt(Number.MAX_SAFE_INTEGER) || subtotal > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return { subtotalMinor: Number(subtotal), discountMinor: Number(discount), taxMinor: Number(tax), totalMinor: Number(total) };
}

/** A line's amount (quantity × unit price), or null while unpriced. */
export function lineAmount(line: PricedLine): number | null {
  return line.unitPriceMinor === null ? null : line.unitPriceMinor * line.quantity;
}
