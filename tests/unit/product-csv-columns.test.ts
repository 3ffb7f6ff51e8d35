import { describe, expect, it } from "vitest";
import { applyCells, checkHeader, diffProducts, PRODUCT_CSV_COLUMNS, productToCells } from "~/catalogue/product-csv/product-csv-columns";
import { parseSpecs } from "~/catalogue/product-csv/product-csv-cells";
import { emptyProductInput, type ProductInput } from "~/catalogue/products/product-schema";

const keys = new Map([[7, "ab12.pdf"], [8, "img:odd|key.webp"]]);
const keyOf = (id: number) => keys.get(id)!;
const idOf = (key: string) => [...keys].find(([, k]) => k === key)?.[0];

const product: ProductInput = {
  ...emptyProductInput("RM22-TG20"),
  name: { en: "Relay | 24 V", fr: "Relais = 24 V", ar: "" },
  description: { en: "-40 °C start", fr: "", ar: "" },
  category: "relays",
  applications: ["automation", "hvac"],
  featured: true,
  lifecycle: "nrnd",
  specs: [
    { attribute: "coil_voltage", value: "24 [DC] | x=y", unit: "V" },
    { attribute: "contacts", value: "2 C/O", unit: "" },
  ],
  documents: [{ mediaId: 7, type: "datasheet", language: "", name: { en: "Data: sheet", fr: "Fiche [FR]", ar: "" } }],
  images: [{ mediaId: 8, alt: { en: "Front", fr: "Face", ar: "" } }],
};

describe("product CSV columns", () => {
  it("writes a product as cells and reads it back unchanged", () => {
    const cells = productToCells(product, keyOf);
    expect(Object.keys(cells)).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(cells.specs).toBe("coil_voltage=24 \\[DC\\] \\| x\\=y [V] | contacts=2 C/O");
    const { input, problems } = applyCells(emptyProductInput("RM22-TG20"), new Map(Object.entries(cells)), idOf);
    expect(problems).toEqual([]);
    expect(input).toEqual(product);
    expect(diffProducts(product, input, keyOf)).toEqual([]);
  });

  it("leaves the fields of missing columns as they are, and lists what changed", () => {
    const { input } = applyCells(product, new Map([["name_fr", "Relais modifié"], ["specs", "contacts=4 C/O"]]), idOf);
    expect(input.name.en).toBe(product.name.en);
    expect(input.documents).toEqual(product.documents);
    expect(diffProducts(product, input, keyOf).map((c) => c.column)).toEqual(["name_fr", "specs"]);
  });

  it("names bad list cells and unknown media", () => {
    expect(parseSpecs("no-equals-sign")).toMatchObject({ ok: false, key: "admin.csv.errors.specFormat" });
    const { problems } = applyCells(product, new Map([["images", "/media/missing.webp:a:b:c"], ["featured", "maybe"]]), idOf);
    expect(problems.map((p) => p.key)).toEqual(["admin.csv.errors.unknownMedia", "admin.csv.errors.featured"]);
  });

  it("checks the header: unknown, duplicate and missing columns by name", () => {
    expect(checkHeader(["Part_Number", "name_en", "category"])).toMatchObject({ ok: true });
    expect(checkHeader(["part_number", "name_en", "category", "colour"])).toMatchObject({ ok: false, vars: { columns: '"colour"' } });
    expect(checkHeader(["part_number", "name_en"])).toMatchObject({ ok: false, key: "admin.csv.errors.missingColumns", vars: { columns: '"category"' } });
    expect(checkHeader(['{"products": []}'])).toMatchObject({ ok: false, key: "admin.csv.errors.noKnownColumn" });
  });
});
