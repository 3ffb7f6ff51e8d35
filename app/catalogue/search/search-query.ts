import { normalizePartNumber, partNumberBase, partNumberKey } from "~/catalogue/index/part-number";

/**
 * A free-text query read for the catalogue: the part number it may be, the words left once the
 * values are taken out (as a tsquery, synonyms expanded) and the values as canonical terms
 * ("24V" -> 24v). The SQL function search_values (migration 0004) reads the values, both for the
 * stored terms and for the query, so both sides agree.
 */
export interface SearchQuery {
  /** Letters and digits of the whole query, upper case ("" when none). */
  partNumber: string;
  /** The part number as buyers may type it (partNumberKey: O/0, I/1, a DC voltage any way; "" when none). */
  partKey?: string;
  /** The key without a trailing voltage, length or packaging suffix ours may lack (partNumberBase). */
  partBase?: { base: string; suffix: string };
  /** Prefix tsquery of the words, synonym groups as alternatives ("" when no words). */
  tsquery: string;
  /** Canonical value terms, each of which a product must carry (in its text or a spec value). */
  values: string[];
  /**
   * For value terms that name a quantity, the stored ranges holding it ("230vac" -> "100–240 V AC"):
   * a product carrying one carries the value too. `keys` are their facet_values keys (checked on a
   * product's product_facets row), `ranges` the same values per attribute with the number in the
   * attribute's unit (found through product_specs' index on attribute and number).
   */
  covered?: Record<string, HeldBy>;
  /**
   * With words and values: true when none of the planner's most common words (its statistics of
   * the search documents) makes up the words, so they match few products and rankedRows reads
   * their matches first; false when they may be common; undefined without statistics.
   */
  wordsSeldom?: boolean;
}

/** The stored ranges that hold a searched value (SearchQuery.covered). */
export interface HeldBy {
  keys: number[];
  ranges: Array<{ attributeId: number; number: number; values: string[] }>;
}

/** A synonym group is a list of equivalent words or phrases ("SSR", "solid-state relay"). */
export type SynonymGroup = string[];

const MAX_WORDS = 8;

const ARABIC_FROM = "أإآٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹";
const ARABIC_TO = "ااااهي01234567890123456789";
const ARABIC_FOLD = new Map([...ARABIC_FROM].map((char, i) => [char, ARABIC_TO[i]!]));

/**
 * Text as the search reads it, Arabic side (decision 067): tashkeel (U+064B-U+065F, U+0670) and
 * tatweel removed, the alef forms أ إ آ ٱ as ا, ta marbuta ة as ه, alef maqsura ى as ي, and
 * Arabic-Indic digits (٠-٩, ۰-۹) as 0-9. The mirror of the SQL f_search_fold's Arabic part
 * (sql/functions/f_search_fold.sql; tests/integration/arabic-search.test.ts compares them).
 */
export function foldSearchText(text: string): string {
  return text.replace(/[\u064B-\u065F\u0670\u0640]/g, "").replace(/[أإآٱةى٠-٩۰-۹]/g, (char) => ARABIC_FOLD.get(char) ?? char);
}

/**
 * An Arabic word lightly stemmed, as the stored text vectors are (decision 067): the article and
 * the particles joined to it (ال، وال، فال، بال، كال، لل) taken off a word of three letters or
 * more, and the plural ending ات off a stem of three letters or more ("الحساسات" -> "حساس"). The
 * mirror of the SQL f_arabic_stem (sql/functions/f_arabic_stem.sql; compared by
 * tests/integration/arabic-search.test.ts). Other words come back as they are.
 */
export function arabicStem(text: string): string {
  return text.replace(/(^|[^\u0621-\u064A])(?:[وفبك]?ال|لل)(?=[\u0621-\u064A]{3})/g, "$1").replace(/([\u0621-\u064A]{3,})ات(?![\u0621-\u064A])/g, "$1");
}

/**
 * "Relais à fermeture" -> ["relais", "a", "fermeture"]: lower case, accents removed, Arabic folded
 * (foldSearchText), Latin or Arabic letters and digits.
 */
export function searchWords(text: string): string[] {
  return foldSearchText(text)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && /^(?:[a-z0-9]+|[\u0621-\u064A0-9]+)$/.test(word));
}

// Units left alone by search_values ("V", "mA") and one-character words are matched whole: as
// prefixes ("v:*") they would match a large share of the index.
const UNIT_WORDS = new Set(["v", "a", "w", "ma", "mv", "kv", "kw", "va", "hz", "khz", "ohm", "vdc", "vac", "vcc", "vca", "dc", "ac", "cc", "ca", "bar", "rpm"]);
const lexeme = (word: string) => (word.length < 2 || UNIT_WORDS.has(word) ? word : `${arabicStem(word)}:*`);

// Every word of a phrase, in any order: "<->" would make the index recheck each row's document
// (slow on large result sets), and the words of a synonym phrase rarely appear apart. The words of
// a synonym group are whole words: matched whole.
const phrase = (words: string[]) => words.map(arabicStem).join(" & ");
const alternatives = (group: string[][]) => {
  const unique = [...new Map(group.map((words) => [words.join(" "), words])).values()];
  return unique.map((words) => (words.length > 1 ? `(${phrase(words)})` : phrase(words))).join(" | ");
};

// A French or English plural matches a synonym written in the singular ("capteurs inductifs" ->
// "capteur inductif"): a final s or x dropped, on both sides (not "ss": "press", "class"); an
// Arabic word with its article or plural ending matches one written without ("الحساسات" -> "حساس").
const singular = (word: string) => (word.length > 3 && /[sx]$/.test(word) && !word.endsWith("ss") ? word.slice(0, -1) : arabicStem(word));

/**
 * The words as a prefix tsquery where every phrase of a synonym group found in them (longest
 * first) becomes the alternatives of its group: "ssr heater" -> "(ssr:* | (solid:* & state:* &
 * relay:*) | ...) & heater:*". Only letters, digits and tsquery operators: safe to bind.
 */
export function wordsTsquery(words: string[], groups: SynonymGroup[]): string {
  const entries = groups
    .map((group) => group.map(searchWords).filter((words) => words.length > 0))
    .filter((group) => group.length > 1)
    .flatMap((group) => group.map((words) => ({ words, group })))
    .sort((a, b) => b.words.length - a.words.length);
  const parts: string[] = [];
  let i = 0;
  while (i < words.length && parts.length < MAX_WORDS) {
    const found = entries.find((entry) => entry.words.every((word, k) => words[i + k] !== undefined && singular(words[i + k]!) === singular(word)));
    if (found) {
      parts.push(`(${alternatives(found.group)})`);
      i += found.words.length;
    } else {
      parts.push(lexeme(words[i]!));
      i += 1;
    }
  }
  return parts.join(" & ");
}

/** The query read from its text, the rest and values search_values found in it, and synonyms. */
export function buildSearchQuery(q: string, read: { rest: string; terms: string[] }, groups: SynonymGroup[]): SearchQuery {
  return {
    partNumber: normalizePartNumber(q),
    partKey: partNumberKey(q),
    partBase: partNumberBase(q) ?? undefined,
    tsquery: wordsTsquery(searchWords(read.rest), groups),
    values: [...new Set(read.terms)].slice(0, MAX_WORDS),
  };
}

/** True when the query asks for nothing (no part number, words or values). */
export const isEmptySearch = (search: SearchQuery) => !search.partNumber && !search.tsquery && search.values.length === 0;
