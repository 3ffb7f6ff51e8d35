import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/client.server";
import { type SpecAttribute, storedBounds } from "~/catalogue/products/attributes.server";
import { loadCatalogueContext } from "~/catalogue/products/resolve-filters.server";
import { quantityOf } from "~/catalogue/specs/spec-values";
import { type Dimension, findUnit } from "~/catalogue/specs/quantities";
import type { HeldBy } from "./search-query";

/*
 * A value searched for ("230VAC") is also found inside the ranges of the catalogue: a supply rated
 * 100–240 V AC covers 230 V AC. search_values reads the query into terms in base units ("230v",
 * "230vac"); each such term becomes the facet_values keys of the quantity values whose range holds
 * it (the facet value keeps the lower bound as its number, its text gives the upper one), and the
 * search then matches products carrying one of those keys (product_facets' GIN index).
 */

/** search_values' unit words and the dimension each measures (numbers already in the base unit). */
const TERM_UNITS: Record<string, { dimension: Dimension; symbol: string }> = {
  v: { dimension: "voltage", symbol: "V" },
  a: { dimension: "current", symbol: "A" },
  w: { dimension: "power", symbol: "W" },
  hz: { dimension: "frequency", symbol: "Hz" },
  ohm: { dimension: "resistance", symbol: "Ω" },
  bar: { dimension: "pressure", symbol: "bar" },
  rpm: { dimension: "speed", symbol: "rpm" },
  degc: { dimension: "temperature", symbol: "°C" },
  n: { dimension: "force", symbol: "N" },
  s: { dimension: "time", symbol: "s" },
  m: { dimension: "length", symbol: "m" },
};

const TERM = /^(-?\d+(?:\.\d+)?)(va|v|a|w|hz|ohm|bar|rpm|degc|n|s|m)(dc|ac)?$/;

/** A searched value term as a number in the base unit of its dimension, with AC/DC if it says. */
export function readValueTerm(term: string): { number: number; dimension: Dimension; base: string; current: "AC" | "DC" | null } | null {
  const match = TERM.exec(term);
  const unit = match && TERM_UNITS[match[2]!];
  if (!match || !unit) return null;
  return { number: Number(match[1]), dimension: unit.dimension, base: unit.symbol, current: match[3] === "ac" ? "AC" : match[3] === "dc" ? "DC" : null };
}

const MAX_KEYS = 500;

/**
 * For each value term that names a quantity, the facet_values keys of the stored ranges (and
 * numbers) that hold it and agree on AC/DC (an AC/DC value holds both). Terms without any stay out.
 */
export async function coveringKeys(db: Database, terms: string[]): Promise<Record<string, HeldBy>> {
  const read = terms.flatMap((term) => {
    const value = readValueTerm(term);
    return value ? [{ term, ...value }] : [];
  });
  if (!read.length) return {};
  const { attributes } = await loadCatalogueContext(db);
  const wanted = read.flatMap((value) =>
    attributes.flatMap((attribute) => {
      const number = inAttributeUnit(attribute, value);
      return number === null ? [] : [{ term: value.term, current: value.current, attribute, number }];
    }),
  );
  if (!wanted.length) return {};
  const rows = await queryRows<{ i: number; id: number; value: string }>(
    db,
    sql.join(
      wanted.map((w, i) => sql`(select ${i}::int as i, id, value from facet_values where dimension = ${`spec:${w.attribute.id}`} and number <> 'NaN' and number <= ${w.number})`),
      sql` union all `,
    ),
  );
  const covered: Record<string, HeldBy> = {};
  for (const row of rows) {
    const w = wanted[row.i]!;
    const bounds = storedBounds(w.attribute, row.value);
    if (!bounds || bounds.max < w.number) continue;
    const current = quantityOf(w.attribute, row.value)?.current ?? null;
    if (w.current && current && current !== "AC/DC" && current !== w.current) continue;
    const held = (covered[w.term] ??= { keys: [], ranges: [] });
    if (held.keys.length >= MAX_KEYS) continue;
    held.keys.push(row.id);
    let range = held.ranges.find((r) => r.attributeId === w.attribute.id);
    if (!range) held.ranges.push((range = { attributeId: w.attribute.id, number: w.number, values: [] }));
    range.values.push(row.value);
  }
  return covered;
}

/** The searched number in the attribute's stored unit, when the attribute measures that dimension. */
function inAttributeUnit(attribute: SpecAttribute, value: { number: number; dimension: Dimension; base: string }): number | null {
  if (attribute.type !== "quantity" || attribute.dimension !== value.dimension) return null;
  const base = findUnit(value.dimension, value.base);
  const stored = attribute.unit ? findUnit(value.dimension, attribute.unit) : undefined;
  if (!base || !stored) return null;
  return (value.number * base.factor) / stored.factor;
}
