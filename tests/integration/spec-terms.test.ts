import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveProduct } from "~/catalogue/products/product-admin.server";
import { exportProductsCsv } from "~/catalogue/product-csv/product-csv-export.server";
import { importProductsCsv } from "~/catalogue/product-csv/product-csv-import.server";
import { parseProductFilters } from "~/catalogue/products/product-filters";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import { queryProducts } from "~/catalogue/products/products.server";
import { querySuggestions } from "~/catalogue/products/search.server";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import * as t from "~/db/schema";
import { createTestDatabase } from "../support/database";
import { parseCsv, writeCsv } from "../support/product-csv";

// products.spec_terms (migration speed_search_terms) holds the value terms of the product's spec
// rows, so that a value search reads one row per product. It must follow the specs whatever
// writes them; the searches below go through it.

let handle: DatabaseHandle;
let actor: { id: number; name: string; ip: string };
beforeAll(async () => {
  handle = await createTestDatabase();
  const [user] = await handle.db.insert(t.adminUsers).values({ username: "spec-terms-test", passwordHash: "x" }).returning({ id: t.adminUsers.id });
  actor = { id: user!.id, name: "spec-terms-test", ip: "127.0.0.1" };
});
afterAll(() => handle.close());

// The values searched for are ones no range of the demo catalogue holds (a 10–60 V DC range holds
// 37 V DC, and the search finds values inside ranges): only the rows written here carry them.
const found = async (q: string) =>
  (await queryProducts(handle.db, parseProductFilters(new URLSearchParams({ q })), "en", { offset: 0, limit: 1000 })).items.map((p) => p.partNumber);

/** Every product's stored spec terms equal the terms of its spec rows, computed afresh. */
async function expectInStep() {
  const drift = await queryRows<{ id: number }>(
    handle.db,
    sql`select p.id from products p where p.spec_terms is distinct from (
      select coalesce(array_agg(distinct term order by term), '{}') from product_specs s, unnest(s.value_terms) term where s.product_id = p.id)`,
  );
  expect(drift).toEqual([]);
}

async function exportedTable() {
  const reader = exportProductsCsv(handle.db, { q: "", category: "", status: "", lifecycle: "" }).getReader();
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
  return parseCsv(text);
}

const importTable = async (table: ReturnType<typeof parseCsv>) => {
  const bytes = new TextEncoder().encode(writeCsv(table));
  return importProductsCsv(handle.db, async function* () {
    yield bytes;
  }, { dryRun: false });
};

describe("spec terms on the product row", () => {
  it("are filled for the seeded catalogue", async () => {
    await expectInStep();
    const [relay] = await handle.db.select({ terms: t.products.specTerms }).from(t.products).where(eq(t.products.partNumber, "D2425"));
    expect(relay!.terms).toContain("25a");
  });

  it("follow a spec changed through the product form and JSON calls: found by the new value, not the old", async () => {
    const [stored] = await readProductInputs(handle.db, { partNumbers: ["RM22TG20"] });
    const input = { ...stored!.input, partNumber: "TERMS-FORM-1", specs: [{ attribute: "coil_voltage", value: "1700 V DC", unit: "" }] };
    const created = await saveProduct(handle.db, input, actor);
    expect(created.ok).toBe(true);
    const id = (created as { id: number }).id;
    await expectInStep();
    expect(await found("1700VDC")).toContain("TERMS-FORM-1");

    expect((await saveProduct(handle.db, { ...input, specs: [{ attribute: "coil_voltage", value: "1900 V DC", unit: "" }] }, actor, id)).ok).toBe(true);
    await expectInStep();
    expect(await found("1900 V DC")).toContain("TERMS-FORM-1");
    expect(await found("1700VDC")).not.toContain("TERMS-FORM-1");
    expect((await querySuggestions(handle.db, "1900V", "en")).products.map((p) => p.partNumber)).toContain("TERMS-FORM-1");

    // No specs at all: no spec terms left.
    expect((await saveProduct(handle.db, { ...input, specs: [] }, actor, id)).ok).toBe(true);
    await expectInStep();
    expect(await found("1900 V DC")).not.toContain("TERMS-FORM-1");
  });

  it("follow specs changed and products created by a CSV import", async () => {
    const table = await exportedTable();
    const row = table.rows.find((r) => r.part_number === "D2425")!;
    row.specs = "contact_current=33 A";
    table.rows.push({ ...row, part_number: "TERMS-CSV-NEW", specs: "coil_voltage=3700 V DC" });
    const outcome = await importTable(table);
    expect(outcome.counts.error).toBe(0);
    expect(outcome.applied).toBe(true);
    await expectInStep();
    expect(await found("33A")).toContain("D2425");
    // Its name still says 25 A (found by its text), its specs no longer do.
    const [relay] = await handle.db.select({ terms: t.products.specTerms }).from(t.products).where(eq(t.products.partNumber, "D2425"));
    expect(relay!.terms).toContain("33a");
    expect(relay!.terms).not.toContain("25a");
    expect(await found("3700VDC")).toEqual(["TERMS-CSV-NEW"]);
  });

  it("follow any write to the spec rows: an edited value, a deleted row, a deleted attribute", async () => {
    const [spec] = await handle.db
      .select({ id: t.productSpecs.id, productId: t.productSpecs.productId })
      .from(t.productSpecs)
      .innerJoin(t.products, eq(t.products.id, t.productSpecs.productId))
      .where(eq(t.products.partNumber, "D2425"));
    await handle.db.update(t.productSpecs).set({ value: "41 A" }).where(eq(t.productSpecs.id, spec!.id));
    await expectInStep();
    expect(await found("41A")).toContain("D2425");
    await handle.db.delete(t.productSpecs).where(eq(t.productSpecs.id, spec!.id));
    await expectInStep();
    expect(await found("41A")).not.toContain("D2425");

    const [attribute] = await handle.db.select().from(t.specAttributes).where(eq(t.specAttributes.key, "coil_voltage"));
    await handle.db.delete(t.specAttributes).where(eq(t.specAttributes.id, attribute!.id));
    await expectInStep();
    expect(await found("3700VDC")).toEqual([]);
  });

  it("are left to the writer for spec rows inserted under vitrine.search_columns_given, and only for those (decision 071)", async () => {
    const [product] = await handle.db.select().from(t.products).where(eq(t.products.partNumber, "RM22TG20"));
    const [attribute] = await handle.db.select().from(t.specAttributes).orderBy(t.specAttributes.id).limit(1);
    const termsOf = async (tx: typeof handle.db) =>
      (await queryRows<{ terms: string[] }>(tx, sql`select spec_terms as terms from products where id = ${product!.id}`))[0]!.terms;
    const insertSpec = (tx: typeof handle.db, value: string) =>
      tx.insert(t.productSpecs).values({
        productId: product!.id,
        categoryId: product!.categoryId,
        status: product!.status,
        lifecycle: product!.lifecycle,
        attributeId: attribute!.id,
        value,
        position: 90,
      }).returning({ id: t.productSpecs.id });
    const rolledBack = new Error("rolled back");
    await handle.db
      .transaction(async (tx) => {
        const db = tx as unknown as typeof handle.db;
        const before = await termsOf(db);
        // The writer says it gave the terms: the insert's terms are not added by the trigger.
        await db.execute(sql`select set_config('vitrine.search_columns_given', 'on', true)`);
        const [given] = await insertSpec(db, "8100 V DC");
        expect(await termsOf(db)).toEqual(before);
        expect(before).not.toContain("8100vdc");
        // An update under the same setting is still followed (the writer gives terms only for inserts).
        await db.update(t.productSpecs).set({ value: "8150 V DC" }).where(eq(t.productSpecs.id, given!.id));
        expect(await termsOf(db)).toContain("8150vdc");
        await insertSpec(db, "8200 V DC");
        expect(await termsOf(db)).not.toContain("8200vdc");
        await db.execute(sql`select set_config('vitrine.search_columns_given', 'off', true)`);
        // Off again: an insert is followed, and brings in every row's terms, the one inserted under the setting's too.
        await insertSpec(db, "8300 V DC");
        expect(await termsOf(db)).toEqual(expect.arrayContaining(["8150vdc", "8200vdc", "8300vdc"]));
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    await expectInStep();
  });

  it("a product's value terms follow its texts, whoever writes them (migration 0016's row triggers)", async () => {
    const [product] = await handle.db.select().from(t.products).where(eq(t.products.partNumber, "D2425"));
    // A writer that gives no terms: an update of the texts alone, then a new product.
    await handle.db
      .update(t.products)
      .set({ description: { ...product!.description, en: `${product!.description.en} Rated 9300 V DC.` } })
      .where(eq(t.products.id, product!.id));
    expect(await found("9300VDC")).toEqual(["D2425"]);
    await handle.db.insert(t.products).values({
      partNumber: "TERMS-1",
      name: { en: "Test relay 9400 V AC", fr: "Relais d'essai 9400 V CA" },
      categoryId: product!.categoryId,
    });
    expect(await found("9400VAC")).toEqual(["TERMS-1"]);
    // An update of other columns keeps them.
    await handle.db.update(t.products).set({ featured: true }).where(eq(t.products.partNumber, "TERMS-1"));
    expect(await found("9400VAC")).toEqual(["TERMS-1"]);
    const drift = await queryRows<{ part_number: string }>(
      handle.db,
      sql`select part_number from products where value_terms is distinct from search_value_terms(product_value_text(name, description, details))`,
    );
    expect(drift).toEqual([]);
  });
});
