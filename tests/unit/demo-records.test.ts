import { describe, expect, it } from "vitest";
import { z } from "zod";
import sensorsFile from "~/db/seed/records/products/sensors.json";
import { readDemoFile, seedAttribute, seedProduct } from "~/db/seed/demo-records";
import { products } from "~/db/seed/products";
import { attributes, categories } from "~/db/seed/taxonomy";

// The demo catalogue's data files (app/db/seed/records) are checked as the seed reads them: a wrong
// record stops the import with the file and the place, rather than seeding something else.
const firstSensor = () => structuredClone(sensorsFile[0]!) as Record<string, unknown>;
const readProducts = (data: unknown) => () => readDemoFile("products/sensors.json", z.array(seedProduct), data);

describe("the demo data files", () => {
  it("are read whole: every family's products and the taxonomy", () => {
    expect(products).toHaveLength(new Set(products.map((p) => p.partNumber)).size);
    expect(products.length).toBeGreaterThan(180);
    expect(products.find((p) => p.partNumber === "E2E-X5ME1")).toMatchObject({ category: "sensors-detection", lifecycle: "active", featured: true });
    expect(categories[0]!.slug).toBe("controllers");
    expect(attributes.find((a) => a.key === "contact_arrangement")?.options?.[0]).toMatchObject({ key: "1co", name: { en: "1 CO", fr: "1 RT" } });
  });

  it("refuse a record with a misspelt field, naming the file, the record and the field", () => {
    const { description, ...rest } = firstSensor();
    expect(readProducts([{ ...rest, descripton: description }])).toThrow(
      /app\/db\/seed\/records\/products\/sensors\.json[\s\S]*Unrecognized key: "descripton"[\s\S]*at \[0\][\s\S]*expected object, received undefined[\s\S]*at \[0\]\.description/,
    );
  });

  it("refuse a lifecycle that is not one, a text without its French and a spec without its value", () => {
    const record = firstSensor();
    const wrong = [record, { ...record, lifecycle: "discontinued", name: { en: "Sensor" }, specs: [["sensing_range"]] }];
    const error = (() => {
      try {
        readProducts(wrong)();
      } catch (caught) {
        return (caught as Error).message;
      }
      return "read without error";
    })();
    expect(error).toContain("app/db/seed/records/products/sensors.json");
    expect(error).toMatch(/at \[1\]\.lifecycle/);
    expect(error).toMatch(/at \[1\]\.name\.fr/);
    expect(error).toMatch(/Too small[^\n]*\n\s*→ at \[1\]\.specs\[0\]$/);
    expect(error).not.toMatch(/at \[0\]/);
  });

  it("refuse an attribute of a type or dimension the catalogue does not have", () => {
    const read = (attribute: unknown) => () => readDemoFile("attributes.json", z.record(z.string(), z.array(seedAttribute)), { Sensors: [attribute] });
    const name = { en: "Sensing range", fr: "Portée de détection" };
    expect(read({ key: "sensing_range", name, type: "quantity", dimension: "length", unit: "mm" })).not.toThrow();
    expect(read({ key: "sensing_range", name, type: "number", dimension: "length" })).toThrow(/attributes\.json[\s\S]*at Sensors\[0\]\.type/);
    expect(read({ key: "sensing_range", name, type: "quantity", dimension: "distance" })).toThrow(/at Sensors\[0\]\.dimension/);
  });
});
