import { computedOnce } from "~/cache/computed-once";
import { defaultLocale, type Locale } from "./locales";

/** A locale's UI strings, flattened: "nav.products" -> "Products". */
export type Messages = Record<string, string>;

type Nested = { [key: string]: string | Nested };

export function flattenMessages(tree: Nested, prefix = "", out: Messages = {}): Messages {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[path] = value;
    else flattenMessages(value, path, out);
  }
  return out;
}

/**
 * Messages as they travel in loader data: one JSON text. The browser decodes React Router's
 * hydration data item by item, and a flat object of 600 strings cost about 200 ms of a phone's
 * main thread there; one string costs a JSON.parse (issue 14, decision 041).
 */
export type PackedMessages = string;

export const packMessages = (messages: Messages): PackedMessages => JSON.stringify(messages);

// Each packed text is parsed once: the server has a dozen per language (shared, staff, page texts)
// until content changes, the browser the root's and the pages'. The bound only drops texts that
// content changes have replaced.
const unpacked = computedOnce<PackedMessages, Messages>(128);

export function unpackMessages(packed: PackedMessages | undefined): Messages {
  if (!packed) return {};
  return unpacked(packed, () => JSON.parse(packed) as Messages);
}

export type TranslateVars = Record<string, string | number>;

/**
 * The values of `vars` each in its own bidirectional isolate (U+2068 FIRST STRONG ISOLATE ... U+2069),
 * for a right-to-left page: a reference "Q-2026-0042", a part number or an e-mail address put into
 * an Arabic sentence keeps its own left-to-right order and does not reorder the words around it.
 * Numbers are left as they are (a plural form is chosen from them; digits keep their order anyway).
 */
export function isolateVars(vars: TranslateVars): TranslateVars {
  return Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, typeof value === "string" && value !== "" ? `\u2068${value}\u2069` : value]));
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural form ("one", "other", ...) of `count` in `locale`: French "0 article", English "0 articles". */
export function pluralForm(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

/**
 * The message for `key` with `{name}` placeholders filled in. A message with plural forms is an
 * object of them in the catalogue (`{"one": "{count} article", "other": "{count} articles"}`,
 * flattened to `key.one`, `key.other`): `vars.count` picks the form by the language's rules.
 * A missing key shows the key itself, which the browser tests look for, rather than an empty gap.
 */
export function translate(messages: Messages, key: string, vars?: TranslateVars, locale: Locale = defaultLocale): string {
  const count = vars?.count;
  const message =
    messages[key] ?? (typeof count === "number" ? (messages[`${key}.${pluralForm(locale, count)}`] ?? messages[`${key}.other`]) : undefined);
  if (message === undefined) return key;
  if (!vars) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

export interface Translator {
  locale: Locale;
  messages: Messages;
  t: (key: string, vars?: TranslateVars) => string;
}

export function createTranslator(locale: Locale, messages: Messages): Translator {
  return { locale, messages, t: (key, vars) => translate(messages, key, vars, locale) };
}
