import type { Locale } from "./locales";

const rules = new Map<Locale, Intl.PluralRules>();

/** "key.one" or "key.other" for a count, by the language's plural rules (French 0 and 1 are "one"). */
export function pluralKey(key: string, locale: Locale, count: number): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return `${key}.${rule.select(count) === "one" ? "one" : "other"}`;
}
