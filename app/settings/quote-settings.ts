import { parseDecimal } from "~/inquiries/money";

// Intl formats any three letters as a currency: the list of the ones it knows tells real codes.
let known: Set<string> | undefined;

/** An ISO 4217 code Intl knows ("MAD", "EUR"), in capitals. */
export function isCurrencyCode(code: string): boolean {
  known ??= new Set(Intl.supportedValuesOf("currency"));
  return /^[A-Z]{3}$/.test(code) && known.has(code);
}

export interface QuoteSettings {
  /** The first is the company's currency: the pipeline is counted in it. */
  quoteCurrencies: string[];
  taxRateBp: number;
  pricesBeforeTax: boolean;
  /** One unit of each other currency in the company's, as typed ("10.85"), six decimals at most. */
  exchangeRates: Record<string, string>;
}

const E = "admin.quoteSettings.errors";
export type QuoteSettingsRead = { ok: true; value: QuoteSettings } | { ok: false; problems: Record<string, { key: string; vars?: Record<string, string | number> }> };

/**
 * The quotation settings' form: currencies "MAD, EUR, USD", the tax rate, the prices' basis and
 * one rate a line ("EUR = 10.85"). Every problem is named by its field.
 */
export function readQuoteSettingsForm(values: Record<string, string | undefined>): QuoteSettingsRead {
  const problems: Record<string, { key: string; vars?: Record<string, string | number> }> = {};
  const currencies = [...new Set((values.quoteCurrencies ?? "").split(/[\s,;]+/).map((code) => code.trim().toUpperCase()).filter(Boolean))];
  const unknown = currencies.filter((code) => !isCurrencyCode(code));
  if (!currencies.length) problems.quoteCurrencies = { key: `${E}.currencies` };
  else if (unknown.length) problems.quoteCurrencies = { key: `${E}.currencyCode`, vars: { codes: unknown.join(", ") } };
  else if (currencies.length > 12) problems.quoteCurrencies = { key: `${E}.currencies` };
  const tax = parseDecimal((values.taxRate ?? "").trim(), 2);
  if (!tax.ok || tax.value > 10_000) problems.taxRate = { key: `${E}.taxRate` };
  const exchangeRates: Record<string, string> = {};
  for (const line of (values.exchangeRates ?? "").split(/\r?\n/).map((l) => l.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]{3})\s*=\s*(\S+)$/.exec(line);
    const rate = match ? parseDecimal(match[2]!, 6) : undefined;
    if (!match || !rate?.ok || rate.value === 0 || !currencies.includes(match[1]!.toUpperCase())) {
      problems.exchangeRates = { key: `${E}.rate`, vars: { line: line.slice(0, 60) } };
      break;
    }
    const value = rate.value;
    exchangeRates[match[1]!.toUpperCase()] = `${Math.floor(value / 1e6)}.${String(value % 1e6).padStart(6, "0")}`.replace(/\.?0+$/, "");
  }
  if (Object.keys(problems).length) return { ok: false, problems };
  return { ok: true, value: { quoteCurrencies: currencies, taxRateBp: tax.ok ? tax.value : 0, pricesBeforeTax: values.pricesBeforeTax === "on", exchangeRates } };
}
