import type { Locale } from "./locales";

const rules = new Map<Locale, Intl.PluralRules>();

/**
 * The key of a counted message: `base.one` or `base.other`, by the language's rules (French
 * says "0 devis ouvert" and "1 devis ouvert", English "0 open quotes" and "1 open quote").
 */
export function pluralKey(locale: Locale, base: string, count: number): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return `${base}.${rule.select(count) === "one" ? "one" : "other"}`;
}
