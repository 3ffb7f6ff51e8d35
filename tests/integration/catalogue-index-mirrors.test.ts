import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizePartNumber } from "~/catalogue/index/part-number";
import { sortedTerms, specTermsOf, specText } from "~/catalogue/index/search-columns.server";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { textArray } from "~/db/sql-arrays";
import { createTestDatabase } from "../support/database";

// The TypeScript mirrors of app/catalogue/index give what the SQL they follow gives, on the seeded
// catalogue (docs/catalogue-index.md). The search document's mirror (searchTexts, textVectors) is
// proved by the write-path equivalence tests (product-write.test.ts, csv-import-equivalence.test.ts).

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe("catalogue index mirrors", () => {
  it("specText is spec_value_text, and specTermsOf the stored value terms of every spec row", async () => {
    const rows = await queryRows<{ value: string; unit: string | null; text: string; terms: string[] }>(
      handle.db,
      sql`select value, unit, spec_value_text(value, unit) as text, value_terms as terms from product_specs`,
    );
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((row) => specText(row) !== row.text)).toEqual([]);
    const terms = await specTermsOf(handle.db, [{ specs: rows }]);
    expect(rows.filter((row) => JSON.stringify(terms.get(specText(row))) !== JSON.stringify(row.terms))).toEqual([]);
  });

  it("sortedTerms is products_spec_terms", async () => {
    const rows = await queryRows<{ id: number; mirrored: string[]; stored: string[] }>(
      handle.db,
      sql`select p.id, ${sortedTerms(sql`(select coalesce(jsonb_agg(term), '[]') from product_specs s, unnest(s.value_terms) term where s.product_id = p.id)`)} as mirrored,
          (select t.terms from products_spec_terms(array[p.id]) t) as stored
        from products p`,
    );
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((row) => JSON.stringify(row.mirrored) !== JSON.stringify(row.stored))).toEqual([]);
  });

  it("normalizePartNumber is part_number_normalized", async () => {
    const rows = await queryRows<{ part: string; normalized: string }>(handle.db, sql`select part_number as part, part_number_normalized as normalized from products`);
    const odd = ["rm22-tg.20 /x", "40.52.9.024", "É-12_ß", " a b "];
    const made = await queryRows<{ part: string; normalized: string }>(
      handle.db,
      sql`select x as part, upper(regexp_replace(x, '[^A-Za-z0-9]', '', 'g')) as normalized from unnest(${textArray(odd)}) x`,
    );
    expect([...rows, ...made].filter((row) => normalizePartNumber(row.part) !== row.normalized)).toEqual([]);
  });
});
