import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentChanged } from "~/cache/content-cache.server";
import { productInputSchema, type ProductInput } from "~/catalogue/products/product-schema";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import { resolveProducts, updateProductById, writeProducts, type ResolvedProduct } from "~/catalogue/products/product-write.server";
import type { DatabaseHandle } from "~/db/client.server";
import { createTestDatabase } from "../support/database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  contentChanged();
});
afterAll(() => handle.close());

const input = (overrides: Partial<ProductInput> = {}): ProductInput =>
  productInputSchema.parse({
    partNumber: "VT-TEST-001",
    name: { en: "Test relay", fr: "Relais de test" },
    description: { en: "A relay for tests.", fr: "Un relais pour les tests." },
    manufacturer: "Vitrine",
    category: "relays-control",
    subcategory: "power-relays",
    applications: ["energy", "Industrial Automation"],
    lifecycle: "new",
    specs: [
      { attribute: "coil_voltage", value: "24 V DC", unit: "" },
      { attribute: "Contact arrangement", value: "2 CO", unit: "" },
    ],
    ...overrides,
  });

async function resolveOne(value: ProductInput): Promise<ResolvedProduct> {
  const [result] = await resolveProducts(handle.db, [value]);
  if (!result?.ok) throw new Error(JSON.stringify(result?.errors));
  return result.product;
}

describe("product write path", () => {
  it("creates, reads back the same input, and updates by part number", async () => {
    const first = input();
    // Resolve before the transaction: PGlite has one connection, which the transaction holds.
    const resolved = await resolveOne(first);
    const [written] = await handle.db.transaction((tx) => writeProducts(tx, [resolved]));
    expect(written).toMatchObject({ partNumber: "VT-TEST-001", created: true });
    const [stored] = await readProductInputs(handle.db, { ids: [written!.id] });
    expect(stored!.input).toMatchObject({ ...first, specs: expect.any(Array), applications: expect.arrayContaining(["energy", "industrial-automation"]) });
    // Attributes come back by key, a choice by its English name; a quantity's number and its unit
    // (with AC/DC) apart, as the form's value and unit select show them.
    expect(stored!.input.specs).toEqual([
      { attribute: "coil_voltage", value: "24", unit: "V DC" },
      { attribute: "contact_arrangement", value: "2 CO", unit: "" },
    ]);

    const changed = input({ name: { en: "Test relay", fr: "Relais d'essai", ar: "" }, specs: [{ attribute: "coil_voltage", value: "12 V DC", unit: "" }] });
    const resolvedChange = await resolveOne(changed);
    const [again] = await handle.db.transaction((tx) => writeProducts(tx, [resolvedChange]));
    expect(again).toMatchObject({ id: written!.id, created: false });
    const [restored] = await readProductInputs(handle.db, { partNumbers: ["VT-TEST-001"] });
    expect(restored!.input.name.fr).toBe("Relais d'essai");
    expect(restored!.input.specs).toEqual([{ attribute: "coil_voltage", value: "12", unit: "V DC" }]);
  });

  it("names every unknown reference instead of guessing", async () => {
    const [result] = await resolveProducts(handle.db, [
      input({ category: "relay", subcategory: "no-such-family", applications: ["mining"], specs: [{ attribute: "colour", value: "red", unit: "" }] }),
    ]);
    expect(result!.ok).toBe(false);
    const errors = result!.ok ? [] : result!.errors;
    expect(errors.map((e) => e.key)).toEqual([
      "admin.catalogue.errors.unknownCategory",
      "admin.catalogue.errors.unknownSubcategory",
      "admin.catalogue.errors.unknownApplication",
      "admin.catalogue.errors.unknownAttribute",
    ]);
    const [outside] = await resolveProducts(handle.db, [input({ subcategory: "pressure-sensors" })]);
    expect(outside!.ok ? [] : outside!.errors.map((e) => e.key)).toEqual(["admin.catalogue.errors.subcategoryOutsideCategory"]);
  });

  it("refuses to rename a product to a part number another product has", async () => {
    const [other] = await readProductInputs(handle.db, { limit: 1 });
    const [mine] = await readProductInputs(handle.db, { partNumbers: ["VT-TEST-001"] });
    const renamed = await resolveOne(input({ partNumber: other!.input.partNumber }));
    const result = await handle.db.transaction((tx) => updateProductById(tx, mine!.id, renamed));
    expect(result).toEqual({ ok: false, error: "partNumberTaken" });
    const [still] = await readProductInputs(handle.db, { ids: [mine!.id] });
    expect(still!.input.partNumber).toBe("VT-TEST-001");
  });
});
