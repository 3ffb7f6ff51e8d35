import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productCompleteness } from "~/catalogue/products/completeness.server";
import { listAdminProducts, saveProduct } from "~/catalogue/products/product-admin.server";
import { adminProductQuerySchema } from "~/catalogue/products/product-admin-query";
import { parseProductFilters } from "~/catalogue/products/product-filters";
import { getProduct, queryProducts } from "~/catalogue/products/products.server";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import { importProductsCsv } from "~/catalogue/product-csv/product-csv-import.server";
import { exportProductsCsv } from "~/catalogue/product-csv/product-csv-export.server";
import { dropContentCaches } from "~/cache/content-cache.server";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import * as t from "~/db/schema";
import { locales } from "~/i18n/locales";
import { formatRow } from "~/csv/csv-format";
import { specJson } from "~/routes/api/spec-json";
import { createTestDatabase } from "../support/database";

// Issue 29: typed specification values on the demo catalogue, as buyers and staff meet them.

let handle: DatabaseHandle;
let actor: { id: number; name: string; ip: string };
beforeAll(async () => {
  handle = await createTestDatabase();
  const [user] = await handle.db.insert(t.adminUsers).values({ username: "typed-specs", passwordHash: "x" }).returning({ id: t.adminUsers.id });
  actor = { id: user!.id, name: "typed-specs", ip: "127.0.0.1" };
});
afterAll(() => handle.close());

const list = (query: string, locale: "en" | "fr" = "en") => queryProducts(handle.db, parseProductFilters(new URLSearchParams(query)), locale, { offset: 0, limit: 100 });
const partNumbers = (result: Awaited<ReturnType<typeof list>>) => result.items.map((item) => item.partNumber);
const productCount = async () => (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products`))[0]!.n;
const csv = (rows: string[][]) => {
  const bytes = new TextEncoder().encode(rows.map(formatRow).join(""));
  return async function* () {
    yield bytes;
  };
};

describe("filters in the reader's language", () => {
  it("relays: contact arrangement and mounting values are labelled in French and English, keyed the same", async () => {
    const { facets } = await list("category=relays-control");
    const contacts = facets.specs.find((f) => f.key === "contact_arrangement")!;
    const twoCo = contacts.values.find((v) => v.value === "2co")!;
    expect(twoCo.label).toEqual({ en: "2 CO", fr: "2 RT", ar: "2 CO" });
    const mounting = facets.specs.find((f) => f.key === "mounting")!;
    expect(mounting.values.find((v) => v.value === "plug-in")!.label).toMatchObject({ en: "Plug-in socket", fr: "Embrochable" });
    // A link in either language's words names the same value.
    const byKey = await list("category=relays-control&spec.contact_arrangement=2co");
    const byFrench = await list("category=relays-control&spec.contact_arrangement=2%20RT");
    expect(byFrench.total).toBe(byKey.total);
    expect(byKey.total).toBeGreaterThan(0);
  });

  it("sensors: only the sensor family's filters, with sensing distance and thread size", async () => {
    const { facets } = await list("category=sensors-detection");
    const keys = facets.specs.map((f) => f.key);
    for (const absent of ["stroke", "rated_speed", "port_size", "pressure_range", "coil_voltage"]) expect(keys).not.toContain(absent);
    for (const present of ["sensing_range", "thread_size", "switching_output"]) expect(keys).toContain(present);
    expect(keys.length).toBeLessThan(19);
    // The M18 sensor with an M12 connector is not an M12 sensor.
    const m12 = await list("category=sensors-detection&spec.thread_size=M12");
    expect(partNumbers(m12)).not.toContain("E2E-X5ME1");
  });

  it("certifications are separate values", async () => {
    const { facets } = await list("category=relays-control");
    const values = facets.specs.find((f) => f.key === "certifications")!.values.map((v) => v.label.en);
    expect(values).toContain("CE");
    expect(values.some((v) => v!.includes(","))).toBe(false);
    const ce = await list("category=relays-control&spec.certifications=ce");
    const ceAndVde = await list("category=relays-control&spec.certifications=ce&spec.certifications=vde");
    expect(ce.total).toBeGreaterThan(0);
    expect(ceAndVde.total).toBeGreaterThanOrEqual(ce.total);
  });
});

describe("ranges", () => {
  it("a supply rated 100–240 V AC is found by a 230 V filter and by the search 230VAC", async () => {
    const filtered = await list("category=power-supplies&spec.input_voltage.min=230&spec.input_voltage.max=230");
    expect(partNumbers(filtered)).toContain("QUINT4-PS/1AC/24DC/10");
    // A 24 V DC input is not.
    expect(partNumbers(filtered)).not.toContain("QUINT4-UPS/24DC/24DC/5");
    const searched = await list("q=230VAC&category=power-supplies");
    expect(partNumbers(searched)).toContain("QUINT4-PS/1AC/24DC/10");
    // 230 V DC is held by a 120–370 V DC input, not by an AC-only one.
    const dc = await list("q=230VDC&category=power-supplies");
    expect(partNumbers(dc)).toContain("HDR-60-24");
    expect(partNumbers(dc)).not.toContain("NDR-120-24");
  });

  it("the range of a quantity facet spans its values' upper bounds", async () => {
    const { facets } = await list("category=power-supplies");
    const input = facets.specs.find((f) => f.key === "input_voltage")!;
    expect(input.type).toBe("quantity");
    expect(input.range!.max).toBeGreaterThanOrEqual(264);
    expect(input.unit).toEqual({ en: "V", fr: "V", ar: "V" });
  });
});

describe("values shown and given", () => {
  it("the product page, key specs and the API carry each value's numbers, unit and label", async () => {
    const [row] = await handle.db.select({ id: t.products.id }).from(t.products).where(eq(t.products.partNumber, "QUINT4-PS/1AC/24DC/10"));
    const product = (await getProduct(handle.db, row!.id))!;
    const input = product.specs.find((s) => s.key === "input_voltage")!;
    expect(input.value.fr).toBe("100–240\u00a0V\u00a0CA / 110–250\u00a0V\u00a0CC");
    expect(specJson(input, "fr")).toEqual({
      key: "input_voltage",
      name: input.name,
      type: "quantity",
      unit: "V",
      value: "100–240\u00a0V\u00a0CA / 110–250\u00a0V\u00a0CC",
      values: [
        { value: "100–240 V AC", min: 100, max: 240, label: "100–240\u00a0V\u00a0CA" },
        { value: "110–250 V DC", min: 110, max: 250, label: "110–250\u00a0V\u00a0CC" },
      ],
    });
  });
});

describe("never losing a unit", () => {
  it("the form's writer refuses a current without its unit, in the unit's place, and saves nothing", async () => {
    const before = await productCount();
    const result = await saveProduct(
      handle.db,
      {
        ...(await readProductInputs(handle.db, { limit: 1 }))[0]!.input,
        partNumber: "VT-TYPED-1",
        category: "relays-control",
        subcategory: "",
        replacedBy: "",
        alternatives: [],
        specs: [{ attribute: "contact_current", value: "8", unit: "" }],
        documents: [],
        images: [],
      },
      actor,
    );
    expect(result).toMatchObject({ ok: false, status: 400, errors: [{ field: "specs.0.unit", key: "admin.catalogue.errors.specUnitMissing" }] });
    expect(await productCount()).toBe(before);
    const withUnit = await saveProduct(
      handle.db,
      { ...(await readProductInputs(handle.db, { limit: 1 }))[0]!.input, partNumber: "VT-TYPED-1", category: "relays-control", subcategory: "", replacedBy: "", alternatives: [], documents: [], images: [], specs: [{ attribute: "contact_current", value: "8", unit: "A" }] },
      actor,
    );
    expect(withUnit.ok).toBe(true);
    const [stored] = await readProductInputs(handle.db, { ids: [(withUnit as { id: number }).id] });
    expect(stored!.input.specs).toEqual([{ attribute: "contact_current", value: "8", unit: "A" }]);
  });

  it("a CSV cell `8` for a current is reported with its row and column, and nothing is imported", async () => {
    const before = await productCount();
    const outcome = await importProductsCsv(
      handle.db,
      csv([
        ["part_number", "name_en", "name_fr", "category", "specs"],
        ["VT-CSV-OK", "Relay", "Relais", "relays-control", "contact_current=8 A | coil_voltage=24 V CC | contact_arrangement=2 RT"],
        ["VT-CSV-BAD", "Relay", "Relais", "relays-control", "contact_current=8"],
      ]),
      { dryRun: false },
    );
    expect(outcome.applied).toBe(false);
    // The file's line 3 (the header is line 1), the specs column, the message naming the attribute.
    expect(outcome.errors).toEqual([
      expect.objectContaining({ line: 3, partNumber: "VT-CSV-BAD", outcome: "error", problems: [expect.objectContaining({ column: "specs", key: "admin.catalogue.errors.specUnitMissing" })] }),
    ]);
    expect(await productCount()).toBe(before);
  });

  it("a CSV export reads back to the same values (French text values too)", async () => {
    const stream = exportProductsCsv(handle.db, { q: "", category: "", status: "", lifecycle: "" });
    const chunks: Uint8Array[] = [];
    for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    const outcome = await importProductsCsv(handle.db, async function* () {
      yield* chunks;
    }, { dryRun: true });
    expect(outcome.errors.slice(0, 3)).toEqual([]);
    expect(outcome.counts.update).toBe(0);
    expect(outcome.counts.unchanged).toBeGreaterThan(180);
  });
});

describe("completeness", () => {
  it("is given per product and language, and lists the incomplete ones", async () => {
    const [row] = await handle.db.select({ id: t.products.id }).from(t.products).where(eq(t.products.partNumber, "QUINT4-PS/1AC/24DC/10"));
    const before = (await productCompleteness(handle.db, row!.id))!;
    expect(before.en.score).toBeGreaterThan(0);
    await handle.db.update(t.products).set({ description: { en: "A power supply.", fr: "" } }).where(eq(t.products.id, row!.id));
    dropContentCaches();
    const after = (await productCompleteness(handle.db, row!.id))!;
    expect(after.fr.missing.description).toBe(true);
    expect(after.fr.score).toBeLessThan(after.en.score);
    const incomplete = await listAdminProducts(handle.db, adminProductQuerySchema.parse({ incomplete: "fr", q: "QUINT4-PS/1AC" }));
    expect(incomplete.items.map((i) => i.partNumber)).toContain("QUINT4-PS/1AC/24DC/10");
    expect(incomplete.items[0]!.completeness.fr).toBeLessThan(1);
    const sorted = await listAdminProducts(handle.db, adminProductQuerySchema.parse({ sort: "complete-asc" }));
    const scores = sorted.items.map((i) => Math.min(...locales.map((locale) => i.completeness[locale])));
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });
});
