import { sql } from "drizzle-orm";
import { normalizePartNumber, partNumberBase, partNumberKey } from "~/catalogue/index/part-number";
import { editDistance } from "~/catalogue/products/did-you-mean.server";
import { type Database, queryRows } from "~/db/client.server";
import { intArray, textArray } from "~/db/sql-arrays";

/** How a typed part number was found (issue 33). */
export type MatchHow = "exact" | "equivalent" | "didYouMean" | "none";

/** A product a line may be, with what it was found by (another maker's part for "equivalent to"). */
export interface Candidate {
  productId: number;
  partNumber: string;
  /** "equivalent": the other maker's part number and maker that named it. */
  via?: { manufacturer: string; partNumber: string };
}

export interface PartMatch {
  how: MatchHow;
  /** Best first; the first is preselected for "exact" and "equivalent", none for "did you mean". */
  candidates: Candidate[];
}

const MAX_CANDIDATES = 3;
const TRIGRAM_CANDIDATES = 10;
const MIN_NEAR_KEY = 5;

/**
 * Matches many typed part numbers at once with the forgiving search's keys (decision 052), in
 * three set-based queries whatever the number of lines: (1) our part numbers, then other makers'
 * (cross references), equal by normalised part number or by key; (2) for the rest, parts one or
 * two characters away by the trigram indexes (as "did you mean"); and parts whose key starts with
 * the typed one without a suffix ours may lack ("E2E-X5ME1 5M"). Keyed by the text as typed.
 */
export async function matchParts(db: Database, parts: string[]): Promise<Map<string, PartMatch>> {
  const typed = [...new Set(parts.filter((part) => normalizePartNumber(part)))];
  const result = new Map<string, PartMatch>(parts.map((part) => [part, { how: "none", candidates: [] }]));
  if (!typed.length) return result;
  const norms = typed.map(normalizePartNumber);
  const keys = typed.map(partNumberKey);
  const index = typed.map((_, i) => i);

  const equal = await queryRows<{ i: number; rank: number; id: number; part_number: string; maker: string | null; via: string | null }>(
    db,
    sql`with q as (select * from unnest(${intArray(index)}, ${textArray(norms)}, ${textArray(keys)}) as q(i, norm, key))
      select q.i, 0 as rank, p.id, p.part_number, null as maker, null as via from q join products p on p.part_number_normalized = q.norm where p.status = 'active'
      union all
      select q.i, 1, p.id, p.part_number, null, null from q join products p on p.part_number_key = q.key where p.status = 'active'
      union all
      select q.i, 2, p.id, p.part_number, x.manufacturer, x.part_number from q join product_cross_references x on x.part_number_normalized = q.norm
        join products p on p.id = x.product_id and p.status = 'active'
      union all
      select q.i, 3, p.id, p.part_number, x.manufacturer, x.part_number from q join product_cross_references x on x.part_number_key = q.key
        join products p on p.id = x.product_id and p.status = 'active'
      order by 1, 2, 4`,
  );
  const found = new Map<number, { how: MatchHow; candidates: Candidate[] }>();
  for (const row of equal) {
    const how: MatchHow = row.rank < 2 ? "exact" : "equivalent";
    const entry = found.get(row.i) ?? { how, candidates: [] };
    // Our own part number wins: an equivalent is only offered when no part of ours matched.
    if (entry.how !== how || entry.candidates.some((c) => c.productId === row.id)) {
      found.set(row.i, entry);
      continue;
    }
    if (entry.candidates.length < MAX_CANDIDATES)
      entry.candidates.push({ productId: row.id, partNumber: row.part_number, ...(row.maker && row.via ? { via: { manufacturer: row.maker, partNumber: row.via } } : {}) });
    found.set(row.i, entry);
  }

  const rest = index.filter((i) => !found.has(i) && keys[i]!.length >= MIN_NEAR_KEY);
  if (rest.length) {
    const restKeys = rest.map((i) => keys[i]!);
    const bases = rest.map((i) => partNumberBase(typed[i]!)?.base ?? "");
    const near = await queryRows<{ i: number; id: number; part_number: string; key: string; based: boolean }>(
      db,
      sql`with q as (select * from unnest(${intArray(rest)}, ${textArray(restKeys)}, ${textArray(bases)}) as q(i, key, base))
        select q.i, c.id, c.part_number, c.key, false as based from q cross join lateral (
          (select p.id, p.part_number, p.part_number_key as key, similarity(p.part_number_key, q.key) as s from products p
            where p.status = 'active' and p.part_number_key % q.key order by s desc limit ${TRIGRAM_CANDIDATES})
          union all
          (select p.id, p.part_number, x.part_number_key, similarity(x.part_number_key, q.key) as s from product_cross_references x
            join products p on p.id = x.product_id and p.status = 'active'
            where x.part_number_key % q.key order by s desc limit ${TRIGRAM_CANDIDATES})
        ) c
        union all
        select q.i, b.id, b.part_number, b.key, true from q cross join lateral (
          select p.id, p.part_number, p.part_number_key as key from products p
          where q.base <> '' and p.part_number_key ~>=~ q.base and p.part_number_key ~<~ (q.base || '~') and p.status = 'active'
          order by p.part_number_key limit ${MAX_CANDIDATES}
        ) b`,
    );
    const byLine = new Map<number, Array<{ id: number; partNumber: string; distance: number }>>();
    for (const row of near) {
      const key = keys[row.i]!;
      const max = key.length >= 8 ? 2 : 1;
      const distance = row.based ? 0.5 : editDistance(key, row.key, max);
      if (distance === 0 || distance > max) continue;
      const list = byLine.get(row.i) ?? [];
      list.push({ id: row.id, partNumber: row.part_number, distance });
      byLine.set(row.i, list);
    }
    for (const [i, list] of byLine) {
      const seen = new Set<number>();
      const candidates = list
        .sort((a, b) => a.distance - b.distance || a.partNumber.localeCompare(b.partNumber))
        .filter((c) => !seen.has(c.id) && seen.add(c.id))
        .slice(0, MAX_CANDIDATES)
        .map((c) => ({ productId: c.id, partNumber: c.partNumber }));
      if (candidates.length) found.set(i, { how: "didYouMean", candidates });
    }
  }
  typed.forEach((part, i) => {
    const match = found.get(i);
    if (match) result.set(part, match);
  });
  return result;
}
