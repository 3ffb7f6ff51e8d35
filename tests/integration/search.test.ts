import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseProductFilters } from "~/catalogue/products/product-filters";
import { listProducts } from "~/catalogue/products/products.server";
import { productOrder, rankedMatches } from "~/catalogue/products/product-query.server";
import { searchSuggestions } from "~/catalogue/products/search.server";
import { bestMatchCondition, searchBranches, searchCondition } from "~/catalogue/search/search-sql.server";
import { resolveSearch } from "~/catalogue/search/search-terms.server";
import { dropContentCaches } from "~/cache/content-cache.server";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { nameOrder } from "~/db/schema";
import { createTestDatabase } from "../support/database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const search = (q: string, locale: "en" | "fr" = "en", more = "") =>
  listProducts(handle.db, parseProductFilters(new URLSearchParams(`q=${encodeURIComponent(q)}&page=20${more}`)), locale);

const terms = async (text: string) =>
  (await queryRows<{ terms: string[] }>(handle.db, sql`select terms from search_values(${text})`))[0]!.terms;

describe("search_values: one canonical term per way of writing a value", () => {
  // Every example of issue 15, and the French ways of writing them.
  const same: Array<[string[], string[]]> = [
    [["24V", "24 V", "24v", "24 V DC", "24 VDC", "24Vdc", "24 V CC", "24 V d.c."], ["24v"]],
    [["24 V DC", "24 VDC", "24Vdc", "24 V CC"], ["24v", "24vdc"]],
    [["12VDC", "12 V DC", "12 V CC"], ["12v", "12vdc"]],
    [["230VAC", "230 V AC", "230 V CA", "230 VAC"], ["230v", "230vac"]],
    [["25A", "25 A"], ["25a"]],
    [["0.5 A", "0,5 A", "500 mA", "500mA"], ["0.5a"]],
    [["4-20mA", "4–20 mA", "4 - 20 mA"], ["0.004-0.02a"]],
    [["IP67", "IP 67", "ip67"], ["ip67"]],
    [["M12", "M12x1", "m12"], ["m12"]],
    [["1 NO", "1NO", "SPST-NO"], ["1no"]],
    [["1 NC", "1NC", "SPST-NC"], ["1nc"]],
    [["2 CO", "2CO", "DPDT", "2 C/O", "2 RT"], ["2co"]],
    [["1 kΩ", "1000 ohm", "1 kohm"], ["1000ohm"]],
  ];
  for (const [inputs, expected] of same) {
    it(`${inputs.join(" = ")} -> ${expected.join(", ")}`, async () => {
      for (const input of inputs) expect(await terms(input), input).toEqual(expect.arrayContaining(expected));
    });
  }

  it("reads thousands, decimal commas and ranges, and leaves part numbers and words alone", async () => {
    expect(await terms("4,000 V RMS")).toEqual(["4000v"]);
    expect(await terms("4 000 V eff")).toEqual(["4000v"]);
    expect(await terms("24–280 V AC")).toEqual(["24-280v", "24-280vac"]);
    expect(await terms("-40 °C")).toEqual(["-40degc"]);
    expect(await terms("RM1A48D50")).toEqual([]);
    expect(await terms("de 24 à 280 V")).toEqual(["280v"]);
    expect(await terms("no moving parts")).toEqual([]);
    const [read] = await queryRows<{ rest: string }>(handle.db, sql`select rest from search_values('relay 24V 10A')`);
    expect(read!.rest.trim()).toBe("relay");
  });
});

describe("search by value (issue 15, Done when)", () => {
  it("24V, 12VDC and 230VAC find at least 90 % of what the spaced forms find", async () => {
    for (const [squashed, ...spaced] of [
      ["24V", "24 V", "24 V DC"],
      ["12VDC", "12 V DC", "12 VDC"],
      ["230VAC", "230 V AC", "230 V CA"],
    ] as const) {
      const found = (await search(squashed)).total;
      for (const form of spaced) {
        const reference = (await search(form)).total;
        expect(reference, form).toBeGreaterThan(0);
        expect(found, `${squashed} vs ${form}`).toBeGreaterThanOrEqual(Math.ceil(reference * 0.9));
      }
    }
  });

  it("SSR 25A and relais statique 25 A find the three 25 A solid-state relays", async () => {
    const expected = ["10PCV2425", "D2425", "NRGC1A60C25KGU"];
    for (const [q, locale] of [["SSR 25A", "en"], ["relais statique 25 A", "fr"], ["relais statique 25 A", "en"], ["solid state relay 25 A", "en"]] as const) {
      const result = await search(q, locale);
      expect(result.items.map((p) => p.partNumber).sort(), `${q} (${locale})`).toEqual(expected);
    }
  });

  it("the best match for 25A carries a 25 A rating; a 25 mm stroke does not come first for 25 A", async () => {
    for (const q of ["25A", "25 A", "25 a"]) {
      const [best] = (await search(q)).items;
      const specs = await queryRows<{ value: string }>(handle.db, sql`select value from product_specs where product_id = ${best!.id}`);
      expect(specs.map((s) => s.value), q).toContain("25 A");
    }
  });

  it("relay 24V 10A finds relays with a 24 V coil and a 10 A contact", async () => {
    const result = await search("relay 24V 10A");
    expect(result.total).toBeGreaterThan(0);
    for (const item of result.items) {
      const specs = await queryRows<{ terms: string[] }>(handle.db, sql`select value_terms as terms from product_specs where product_id = ${item.id}`);
      const text = await queryRows<{ terms: string[] }>(handle.db, sql`select value_terms as terms from products where id = ${item.id}`);
      const all = [...specs.flatMap((s) => s.terms), ...text[0]!.terms];
      // 24 V itself, or a voltage range that holds it ("12-240v": a 12–240 V AC/DC coil takes 24 V).
      const holds24 = all.some((term) => {
        const range = /^(-?[\d.]+)-([\d.]+)v$/.exec(term);
        return range !== null && Number(range[1]) <= 24 && Number(range[2]) >= 24;
      });
      expect(all.includes("24v") || holds24, `${item.partNumber}: ${all.join(" ")}`).toBe(true);
      expect(all, item.partNumber).toContain("10a");
    }
  });

  it("0,5 A, 0.5 A and 500 mA find the same products; so do IP67 and IP 67", async () => {
    const base = (await search("0.5 A")).items.map((p) => p.id);
    expect((await search("0,5 A")).items.map((p) => p.id)).toEqual(base);
    expect((await search("500 mA")).items.map((p) => p.id)).toEqual(base);
    const ip = (await search("IP67")).items.map((p) => p.id);
    expect(ip.length).toBeGreaterThan(0);
    expect((await search("IP 67")).items.map((p) => p.id)).toEqual(ip);
  });

  it("keeps part numbers first: exact, then prefix, and fragments", async () => {
    expect((await search("D2425")).items[0]!.partNumber).toBe("D2425");
    expect((await search("d24")).items[0]!.partNumber.startsWith("D24")).toBe(true);
    expect((await search("1A60C25")).items.map((p) => p.partNumber)).toContain("NRGC1A60C25KGU");
  });

  it("capteur inductif, as French buyers write it, finds the inductive sensors the catalogue calls détecteurs", async () => {
    const names = (await search("capteur inductif M12", "fr")).items.map((item) => item.name.fr ?? "");
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /inductif/i.test(name))).toBe(true);
    expect(names.some((name) => /M12/.test(name))).toBe(true);
  });

  it("suggestions read values and synonyms too", async () => {
    const suggestions = await searchSuggestions(handle.db, "SSR 25A", "en");
    expect(suggestions.products.map((p) => p.partNumber).sort()).toEqual(["10PCV2425", "D2425", "NRGC1A60C25KGU"]);
  });
});

describe("matches ranked in tiers: a full tier leaves out the kinds that rank below it", () => {
  const ranked = async (q: string, perBranch: number) =>
    ((await rankedMatches(handle.db, await resolveSearch(handle.db, q, "en"), "en", 1000, perBranch)) ?? []).sort((a, b) => a - b);
  const idsWhere = async (condition: SQL) =>
    (await queryRows<{ id: number }>(handle.db, sql`select id from products where status = 'active' and ${condition} order by id`)).map((row) => row.id);

  it("part-number prefixes: a fragment further in is read only while they are fewer than the tier holds", async () => {
    const prefixed = await idsWhere(sql`part_number_normalized like 'RGC%'`);
    const fragments = await idsWhere(sql`part_number_normalized like '%RGC%' and part_number_normalized not like 'RGC%'`);
    expect(prefixed.length).toBeGreaterThan(1);
    expect(fragments.length).toBeGreaterThan(0);
    expect(await ranked("RGC", prefixed.length)).toEqual(prefixed);
    expect(await ranked("RGC", prefixed.length + fragments.length)).toEqual(expect.arrayContaining([...prefixed, ...fragments]));
    // Ranked as before when the tier is not full: the prefixes first.
    const list = (await search("rgc")).items.map((item) => item.partNumber);
    expect(list.slice(0, prefixed.length).every((partNumber) => partNumber.startsWith("RGC"))).toBe(true);
  });

  it("a full tier of part-number prefixes is ordered by name (the words are not ranked then)", async () => {
    const prefixed = await idsWhere(sql`part_number_normalized like 'RGC%'`);
    const byName = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from products where status = 'active' and part_number_normalized like 'RGC%' order by ${nameOrder("en")}, id`,
    );
    const search = await resolveSearch(handle.db, "RGC", "en");
    expect(await rankedMatches(handle.db, search, "en", 1000, prefixed.length)).toEqual(byName.map((row) => row.id));
  });

  it("another maker's part number is read even when our prefixes fill their tier", async () => {
    const prefixed = await idsWhere(sql`part_number_normalized like 'RI%'`);
    const [equivalent] = await queryRows<{ id: number }>(
      handle.db,
      sql`select product_id as id from product_cross_references where part_number_normalized like 'RI%' limit 1`,
    );
    expect(prefixed.length).toBeGreaterThan(0);
    expect(prefixed).not.toContain(equivalent!.id);
    const found = await ranked("RI", prefixed.length);
    expect(found).toEqual(expect.arrayContaining([...prefixed, equivalent!.id]));
  });

  it("the whole search condition (every branch OR'd) finds what the ranked branches find, words and values together", async () => {
    const query = (await resolveSearch(handle.db, "relay 24 V", "en"))!;
    const all = await idsWhere(searchCondition(query)!);
    expect(all.length).toBeGreaterThan(0);
    expect(await ranked("relay 24 V", 1000)).toEqual(all);
  });

  it("values carried by specs with a rare word: every match is read, though the tier stops scanning early", async () => {
    // The tier reads at most 10 x perBranch products carrying the values: with a maker's name, most
    // of them lack the word, and the text branch (every product of the tier matches it) finds the rest.
    // A maker none of whose products is among the first 10 x n the scan meets (n: its products).
    const [maker] = await queryRows<{ manufacturer: string; n: number }>(
      handle.db,
      sql`select manufacturer, count(*)::int as n from (
          select manufacturer, row_number() over (order by ctid) as position from products
          where status = 'active' and spec_terms @> array['24v']) scanned
        where manufacturer ~ '^[A-Za-z]+$'
        group by manufacturer having count(*) between 2 and 6 and min(position) > 10 * count(*) order by count(*), manufacturer limit 1`,
    );
    expect(maker).toBeDefined();
    const { specs, words } = bestMatchCondition((await resolveSearch(handle.db, `${maker!.manufacturer} 24 V`, "en"))!, "row")!;
    const matching = await idsWhere(sql`${specs} and ${words!}`);
    expect(matching.length).toBeGreaterThanOrEqual(maker!.n);
    expect(await ranked(`${maker!.manufacturer} 24 V`, matching.length)).toEqual(expect.arrayContaining(matching));
  });

  it("values held by ranges: read only while the values themselves are fewer; a value that only ranges hold finds them all", async () => {
    // 19 V: hardly any product states it, many ranges hold it (10–30 V DC sensors).
    const q19 = (await resolveSearch(handle.db, "19V", "en"))!;
    expect(q19.covered?.["19v"]?.keys.length).toBeGreaterThan(0);
    const held = await idsWhere(bestMatchCondition(q19, "row")!.specs);
    expect(held.length).toBeGreaterThan(1);
    expect(await ranked("19V", held.length)).toEqual(expect.arrayContaining(held));
    // 24 V: a tier as large as the products stating it holds no product that only a range holds
    // (unless its part number has "24V" in it, another branch).
    const q24 = (await resolveSearch(handle.db, "24V", "en"))!;
    const stating = bestMatchCondition({ ...q24, covered: undefined }, "row")!.specs;
    const exact = await idsWhere(stating);
    const rangesOnly = await idsWhere(sql`${bestMatchCondition(q24, "row")!.specs} and not (${stating}) and part_number_normalized not like '%24V%'`);
    expect(rangesOnly.length).toBeGreaterThan(0);
    const tier = await ranked("24V", exact.length);
    expect(tier).toEqual(expect.arrayContaining(exact));
    expect(tier.filter((id) => rangesOnly.includes(id))).toEqual([]);
  });

  it("words and values: read from either side (seldom words first, common ones checked on the values), the same products", async () => {
    // Without statistics nothing tells a seldom word from a common one.
    await queryRows(handle.db, sql`delete from pg_statistic where starelid = 'products'::regclass`);
    dropContentCaches();
    expect((await resolveSearch(handle.db, "G2R-2 24VDC", "en"))!.wordsSeldom).toBeUndefined();
    await queryRows(handle.db, sql`analyze products`);
    dropContentCaches();
    // With them, words none of which is among the most common ones are seldom; "relay" is common
    // only in a catalogue where it is in more products than a fenced scan reads (3,000).
    const [counted] = await queryRows<{ relays: number }>(handle.db, sql`select count(*)::int as relays from products where status = 'active' and ${searchCondition((await resolveSearch(handle.db, "relay", "en"))!)!}`);
    expect((await resolveSearch(handle.db, "G2R-2 24VDC", "en"))!.wordsSeldom).toBe(true);
    expect((await resolveSearch(handle.db, "relay 24 V", "en"))!.wordsSeldom).toBe(counted!.relays < 3000);
    expect((await resolveSearch(handle.db, "relay", "en"))!.wordsSeldom).toBeUndefined();
    expect((await resolveSearch(handle.db, "24V", "en"))!.wordsSeldom).toBeUndefined();
    for (const q of ["G2R-2 24VDC", "relay 24 V", "relais statique 25 A", "sensor 19V", "Omron 24VDC", "capteur 230VAC"]) {
      const query = (await resolveSearch(handle.db, q, "en"))!;
      const all = await idsWhere(searchCondition(query)!);
      expect(all.length, q).toBeGreaterThan(0);
      for (const wordsSeldom of [true, false]) {
        const found = ((await rankedMatches(handle.db, { ...query, wordsSeldom }, "en", 1000, 1000)) ?? []).sort((a, b) => a - b);
        expect(found, `${q}, ${wordsSeldom ? "words" : "values"} first`).toEqual(all);
      }
    }
  });

  it("with no tier full, the ranked matches are every match in the plain definition's order (one statement or two)", async () => {
    // Queries with values read their deciding tiers in a first statement (decision 079); the others in one.
    for (const q of ["relay 24 V", "19V", "SSR 25A", "G2R-2 24VDC", "relais statique 25 A", "RGC", "capteur inductif"]) {
      const query = (await resolveSearch(handle.db, q, "en"))!;
      const plain = await queryRows<{ id: number }>(
        handle.db,
        sql`select products.id from products where products.status = 'active' and ${searchCondition(query)!} order by ${productOrder("relevance", query, "en")}`,
      );
      expect(plain.length, q).toBeGreaterThan(0);
      expect(await rankedMatches(handle.db, query, "en", 1000, 1000), q).toEqual(plain.map((row) => row.id));
    }
  });

  it("a full tier of part-number prefixes leaves out the values and ranks without the words, as one statement did", async () => {
    // A part number typed whole, whose end reads as values (120 W, 24 V, 5 A): its prefixes fill a
    // tier of their size; the values and the words are then not read, and the prefixes come in name order.
    const query = (await resolveSearch(handle.db, "PRO ECO 120W 24V 5A", "en"))!;
    expect(query.values.length).toBeGreaterThan(0);
    const prefixed = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from products where status = 'active' and part_number_normalized like ${`${query.partNumber}%`} order by ${nameOrder("en")}, id`,
    );
    expect(prefixed.length).toBeGreaterThan(0);
    const found = await rankedMatches(handle.db, query, "en", 1000, prefixed.length);
    expect(found?.slice(0, prefixed.length)).toEqual(prefixed.map((row) => row.id));
    expect(found?.filter((id) => !prefixed.some((row) => row.id === id))).toEqual([]);
  });

  it("values carried by specs: products that only mention the values are read only while those are fewer", async () => {
    const query = (await resolveSearch(handle.db, "relay 24 V", "en"))!;
    const { specs, words } = bestMatchCondition(query, "row")!;
    const bestCondition = sql`${specs} and ${words!}`;
    const best = await idsWhere(bestCondition);
    const mentioned = await idsWhere(sql`${searchBranches(query, "row").text!} and not (${bestCondition})`);
    expect(best.length).toBeGreaterThan(1);
    expect(mentioned.length).toBeGreaterThan(0);
    expect(await ranked("relay 24 V", best.length)).toEqual(best);
    const all = await ranked("relay 24 V", best.length + mentioned.length);
    expect(all).toEqual(expect.arrayContaining([...best, ...mentioned]));
    // Every product that carries the values in its specs ranks above every one that only mentions them.
    const order = (await search("relay 24 V")).items.map((item) => item.id);
    const lastBest = Math.max(...best.map((id) => order.indexOf(id)));
    expect(mentioned.every((id) => order.indexOf(id) > lastBest)).toBe(true);
  });
});
