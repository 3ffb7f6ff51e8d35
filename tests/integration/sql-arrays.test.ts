import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { arrayLiteral } from "~/db/sql-arrays";
import { createTestDatabase } from "../support/database";

// The product writer sends each column of its child rows as one array literal that `unnest` reads
// back (decision 073): every value must come back as it was, in its place.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const awkward = ["", " ", "NULL", "null", 'say "hi"', "back\\slash", "\\", '"', "{braces}", "a,b", "tab\there", "line\nbreak", "24 V DC", "Ø 12 mm", "مرحل", "‘quoted’ – dash", "  padded  "];

describe("arrayLiteral", () => {
  it("gives back every text, NULL and number in its place through unnest", async () => {
    const texts = [...awkward, null, undefined, "end"];
    const numbers = texts.map((_, i) => (i % 3 === 0 ? null : i % 3 === 1 ? -i * 1.25 : i));
    const rows = await queryRows<{ t: string | null; x: number | null }>(
      handle.db,
      sql`select t, x from unnest(${arrayLiteral(texts)}::text[], ${arrayLiteral(numbers)}::double precision[]) with ordinality as r(t, x, n) order by n`,
    );
    expect(rows.map((r) => r.t)).toEqual(texts.map((t) => t ?? null));
    expect(rows.map((r) => (r.x === null ? null : Number(r.x)))).toEqual(numbers);
  });

  it("carries JSON texts into jsonb and array literals into text[], row by row", async () => {
    const labels = [{ en: 'a "b"', fr: "c\\d" }, null, { en: "مرحل", fr: "{x}, y" }];
    const terms = [["24v", "dc"], [], ['"q"', "b\\s", "NULL", ""]];
    const rows = await queryRows<{ label: unknown; terms: string[] | null }>(
      handle.db,
      sql`select r.label, r.terms::text[] as terms from unnest(${arrayLiteral(labels.map((l) => (l ? JSON.stringify(l) : null)))}::jsonb[],
        ${arrayLiteral(terms.map((t) => arrayLiteral(t)))}::text[]) with ordinality as r(label, terms, n) order by n`,
    );
    expect(rows.map((r) => r.label)).toEqual(labels);
    expect(rows.map((r) => r.terms)).toEqual(terms);
  });

  it("is JSON's text when no string needs another escape, and written by hand otherwise", async () => {
    expect(arrayLiteral([])).toBe("{}");
    expect(arrayLiteral([true, false, 0, -2.5, null, undefined])).toBe("{true,false,0,-2.5,null,null}");
    expect(arrayLiteral(['a "b"', "c\\d", "NULL"])).toBe('{"a \\"b\\"","c\\\\d","NULL"}');
    // A control character: JSON would write \n, which array_in reads as "n".
    expect(arrayLiteral(["line\nbreak", 'q"'])).toBe('{"line\nbreak","q\\""}');
    // Numbers that are not finite are NULL, as JSON has them.
    expect(arrayLiteral([1, Number.NaN])).toBe("{1,null}");
    expect(arrayLiteral(["x\ty", Number.POSITIVE_INFINITY])).toBe('{"x\ty",NULL}');
    const [row] = await queryRows<{ n: (number | null)[] }>(handle.db, sql`select ${arrayLiteral([1, Number.NaN, 2.5])}::double precision[] as n`);
    expect(row!.n.map((n) => (n === null ? null : Number(n)))).toEqual([1, null, 2.5]);
  });
});
