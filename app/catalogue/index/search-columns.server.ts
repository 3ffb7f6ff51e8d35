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
 * The value terms of products' texts, for a statement whose rows (`r`) carry name, description and
 * details: search_value_terms runs once per distinct text of the statement (a catalogue repeats
 * its descriptions across a series), in a CTE the statement joins on product_value_text.
 */
export const productTextTerms = sql`text_terms as materialized (
  select t.text, public.search_value_terms(t.text) as terms
  from (select distinct public.product_value_text(r.name, r.description, r.details) as text from r) t)`;
export const productTermsJoin = sql`join text_terms on text_terms.text = public.product_value_text(r.name, r.description, r.details)`;

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

/** One row: the vectors of each part's distinct texts, as arrays (v0 ... v5), for searchDocumentOf. */
export const textVectors = (texts: string[][]) => sql`text_vectors as materialized (select ${sql.join(
  SEARCH_TEXT_PARTS.map(
    ({ config, weight }, k) => sql`(select array_agg(public.product_text_vector(${sql.raw(`'${config}'`)}, ${sql.raw(`'${weight}'`)}, t.text) order by t.n)
      from jsonb_array_elements_text(${JSON.stringify(texts[k])}::jsonb) with ordinality as t(text, n)) as ${sql.raw(`v${k}`)}`,
  ),
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
