import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { textArray } from "~/db/sql-arrays";
import type { ProductInput } from "~/catalogue/products/product-schema";

/*
 * The TypeScript that computes what the SQL functions of sql/ compute, so that a bulk writer
 * (app/catalogue/products/product-write.server.ts) gives the search columns itself, once per
 * distinct text, instead of leaving them to the row triggers (decisions 038 and 044). Each mirror
 * names the function it follows; the equivalence tests (tests/integration/product-write.test.ts,
 * csv-import-equivalence.test.ts, spec-terms.test.ts) compare what it writes with what the
 * triggers write. docs/catalogue-index.md lists them.
 */

/** What spec_value_text reads of a spec row. */
export interface SpecText {
  value: string;
  unit: string | null;
}

/** What the search document reads of a product's texts (besides part number and maker). */
export type SearchTextInput = Pick<ProductInput, "name" | "description">;

/** The text of a spec row whose value terms are stored with it: SQL's spec_value_text (sql/functions/spec_value_text.sql). */
export const specText = (spec: SpecText) => `${spec.value} ${spec.unit ?? ""}`;

// The spec texts whose terms a bulk change keeps between its statements (about 200 bytes each).
const SPEC_TEXTS_KEPT = 50_000;

/**
 * The value terms of every distinct spec text of the products, in one statement: a catalogue
 * repeats its spec values ("24 V DC", "IP67"), and each call of search_value_terms runs regular
 * expressions. `known`: the terms found by earlier calls of the same change (a CSV import's
 * batches), which are not asked again, and to which these are added; returned.
 */
export async function specTermsOf(tx: Database, items: Array<{ specs: SpecText[] }>, known = new Map<string, string[]>()): Promise<Map<string, string[]>> {
  if (known.size > SPEC_TEXTS_KEPT) known.clear();
  const texts = [...new Set(items.flatMap((item) => item.specs.map(specText)))].filter((text) => !known.has(text));
  if (!texts.length) return known;
  const rows = await queryRows<{ text: string; terms: string[] }>(tx, sql`select v.text, search_value_terms(v.text) as terms from unnest(${textArray(texts)}) as v(text)`);
  for (const row of rows) known.set(row.text, row.terms);
  return known;
}

/**
 * products.spec_terms of a list of value terms (`terms`: a jsonb array of text): sorted and
 * distinct, as products_spec_terms (sql/functions/products_spec_terms.sql) makes them.
 */
export const sortedTerms = (terms: SQL) => sql`(select coalesce(array_agg(distinct term order by term), '{}') from jsonb_array_elements_text(${terms}) as term)`;

/**
 * The text parts of the search document in product_search_document's order (sql/functions/product_search_document.sql): the
 * English, French and Arabic names (weight A), then the descriptions (weight B), each as SQL reads it
 * (`coalesce(name->>'en', '')`). The equivalence tests compare what is written with the SQL
 * function's document.
 */
const SEARCH_TEXT_PARTS: { config: string; weight: string; text: (input: SearchTextInput) => string }[] = [
  { config: "english", weight: "A", text: (input) => input.name.en ?? "" },
  { config: "french", weight: "A", text: (input) => input.name.fr ?? "" },
  { config: "simple", weight: "A", text: (input) => input.name.ar ?? "" },
  { config: "english", weight: "B", text: (input) => input.description.en ?? "" },
  { config: "french", weight: "B", text: (input) => input.description.fr ?? "" },
  { config: "simple", weight: "B", text: (input) => input.description.ar ?? "" },
];

/**
 * Each distinct text of each part of the products' search documents, once, and each product's
 * place in those lists (from 1, as SQL arrays count): the statement computes each text's vector
 * once, not once per product. The lists are made here rather than by a join in SQL, whose
 * estimates of a JSON parameter's rows (100) led it to nested loops over the vectors.
 */
export function searchTexts(inputs: SearchTextInput[]): { texts: string[][]; places: number[][] } {
  const lists = SEARCH_TEXT_PARTS.map(() => new Map<string, number>());
  const places = inputs.map((input) =>
    SEARCH_TEXT_PARTS.map((part, k) => {
      const list = lists[k]!;
      const text = part.text(input);
      let place = list.get(text);
      if (place === undefined) list.set(text, (place = list.size + 1));
      return place;
    }),
  );
  return { texts: lists.map((list) => [...list.keys()]), places };
}

/**
 * What a bulk change has computed of its products' texts, kept between its statements (a CSV
 * import's batches: a catalogue repeats its descriptions, and often its names, across a series),
 * so that each distinct text is read once per change rather than once per statement (decision 071).
 */
export interface KnownTexts {
  /** products.value_terms by the texts they are read from (textKey): search_value_terms(product_value_text(...)). */
  terms: Map<string, string[]>;
  /** For each part of the search document (SEARCH_TEXT_PARTS), each text's product_text_vector, as tsvector text. */
  vectors: Map<string, string>[];
  /**
   * The textKey of each product input this change has asked about (textColumnsOf, then
   * knownTerms for the same input): the key is the JSON of its texts, a few kilobytes to build.
   * The inputs of a change are not changed once it writes them.
   */
  keys: WeakMap<object, string>;
}

export const knownTexts = (): KnownTexts => ({ terms: new Map(), vectors: SEARCH_TEXT_PARTS.map(() => new Map()), keys: new WeakMap() });

/** textKey of an input, made once per input of the change. */
function keyOf(known: KnownTexts, input: Pick<ProductInput, "name" | "description" | "details">): string {
  let key = known.keys.get(input);
  if (key === undefined) known.keys.set(input, (key = textKey(input)));
  return key;
}

// The texts kept between statements, of each kind (value terms, each part's vectors): at most a
// few megabytes. Past that, the lists start again.
const TEXTS_KEPT = 20_000;

/** The texts products.value_terms is read from (product_value_text's arguments), as a key of KnownTexts.terms. */
export const textKey = (input: Pick<ProductInput, "name" | "description" | "details">) => JSON.stringify([input.name, input.description, input.details]);

/**
 * Adds to `known` what it lacks for these products, in one statement: the value terms of each
 * distinct (name, description, details), and the vector of each distinct text of each part of the
 * search document, each computed by the SQL function that the row triggers call. Returns `known`,
 * which then holds every text of `inputs` until the next call.
 */
export async function textColumnsOf(tx: Database, inputs: Array<Pick<ProductInput, "name" | "description" | "details">>, known = knownTexts()): Promise<KnownTexts> {
  if (known.terms.size > TEXTS_KEPT) known.terms.clear();
  for (const vectors of known.vectors) if (vectors.size > TEXTS_KEPT) vectors.clear();
  const terms = new Map<string, Pick<ProductInput, "name" | "description" | "details">>();
  for (const input of inputs) {
    const key = keyOf(known, input);
    if (!known.terms.has(key)) terms.set(key, { name: input.name, description: input.description, details: input.details });
  }
  const vectors: { part: number; config: string; weight: string; text: string }[] = [];
  SEARCH_TEXT_PARTS.forEach(({ config, weight, text: of }, part) => {
    const wanted = new Set<string>();
    for (const input of inputs) {
      const text = of(input);
      if (!known.vectors[part]!.has(text)) wanted.add(text);
    }
    for (const text of wanted) vectors.push({ part, config, weight, text });
  });
  if (!terms.size && !vectors.length) return known;
  const rows = await queryRows<{ part: number; key: string; terms: string[] | null; vector: string | null }>(
    tx,
    sql`select -1 as part, t.key, public.search_value_terms(public.product_value_text(t.name, t.description, t.details)) as terms, null::text as vector
        from jsonb_to_recordset(${JSON.stringify([...terms].map(([key, texts]) => ({ key, ...texts })))}::jsonb) as t(key text, name jsonb, description jsonb, details jsonb)
      union all
      select v.part, v.text, null, public.product_text_vector(v.config::regconfig, v.weight::"char", v.text)::text
        from jsonb_to_recordset(${JSON.stringify(vectors)}::jsonb) as v(part int, config text, weight text, text text)`,
  );
  for (const row of rows) {
    if (row.part < 0) known.terms.set(row.key, row.terms ?? []);
    else known.vectors[row.part]!.set(row.key, row.vector ?? "");
  }
  return known;
}

/** The value terms of a product's texts, from `known` (textColumnsOf, called for it). */
export function knownTerms(known: KnownTexts, input: Pick<ProductInput, "name" | "description" | "details">): string[] {
  const terms = known.terms.get(keyOf(known, input));
  if (!terms) throw new Error("textColumnsOf was not called for these texts");
  return terms;
}

/**
 * One row: the vectors of each part's distinct texts (searchTexts' lists), as arrays (v0 ... v5),
 * for searchDocumentOf; given as text from `known` (textColumnsOf, called for these texts).
 */
export const textVectors = (texts: string[][], known: KnownTexts) => sql`text_vectors as materialized (select ${sql.join(
  SEARCH_TEXT_PARTS.map((_, k) => {
    const vectors = texts[k]!.map((text) => {
      const vector = known.vectors[k]!.get(text);
      if (vector === undefined) throw new Error("textColumnsOf was not called for these texts");
      return vector;
    });
    return sql`(select array_agg(t.v::tsvector order by t.n) from jsonb_array_elements_text(${JSON.stringify(vectors)}::jsonb) with ordinality as t(v, n)) as ${sql.raw(`v${k}`)}`;
  }),
  sql`, `,
)})`;
/**
 * The search document of a row (alias `row`) that carries its places (p0 ... p5, from
 * searchTexts), with text_vectors joined: its head (product_search_head), then its text parts'
 * vectors, in order.
 */
export const searchDocumentOf = (head: SQL, row: string) =>
  sql`${head} || ${sql.raw(SEARCH_TEXT_PARTS.map((_, k) => `text_vectors.v${k}[${row}.p${k}]`).join(" || "))}`;
/** The places as columns of `r` (jsonb_to_recordset's column list), and their names. */
export const placeColumns = sql.raw(SEARCH_TEXT_PARTS.map((_, k) => `p${k} int`).join(", "));
export const placeNames = sql.raw(SEARCH_TEXT_PARTS.map((_, k) => `p${k}`).join(", "));
/** The places of a product, as JSON keys of its row. */
export const placeKeys = (places: number[]) => Object.fromEntries(places.map((place, k) => [`p${k}`, place]));
