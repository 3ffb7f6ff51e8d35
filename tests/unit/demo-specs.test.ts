import { describe, expect, it } from "vitest";
import { formatSpecValues, optionWord } from "~/catalogue/specs/spec-values";
import { products } from "~/db/seed/products";
import { demoKeySpecs } from "~/db/seed/search";
import { readSeedSpecs, seedAttributeDef } from "~/db/seed/seed-specs";
import { attributeSets, attributes, categories, subcategories } from "~/db/seed/taxonomy";

// The demo catalogue's typed specifications (issue 29), checked without a database.
const defs = new Map(attributes.map((a) => [a.key, seedAttributeDef(a)]));
const product = (partNumber: string) => products.find((p) => p.partNumber === partNumber)!;
const values = (partNumber: string, key: string) =>
  readSeedSpecs(product(partNumber), defs)
    .filter((spec) => spec.key === key)
    .flatMap((spec) => spec.entries.map((entry) => entry.value));
const categorySet = (slug: string) => attributeSets.find((set) => set.category === slug);
const subcategorySet = (slug: string) => attributeSets.find((set) => set.subcategory === slug);
/** The set a product is described by: its subcategory's own, else its category's. */
const familySet = (p: (typeof products)[number]) => (p.subcategory ? subcategorySet(p.subcategory) : undefined) ?? categorySet(p.category);

describe("demo specifications", () => {
  it("every value reads for its attribute", () => {
    const problems: string[] = [];
    for (const p of products) {
      try {
        const specs = readSeedSpecs(p, defs);
        for (const spec of specs) if (!spec.entries.length) problems.push(`${p.partNumber} ${spec.key}: no value`);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    expect(problems).toEqual([]);
  });

  it("attributes and options are named in both languages, options told apart", () => {
    expect(new Set(attributes.map((a) => a.key)).size).toBe(attributes.length);
    for (const a of attributes) {
      expect(a.name.en, a.key).toBeTruthy();
      expect(a.name.fr, a.key).toBeTruthy();
      if (a.type === "quantity") expect(a.dimension, a.key).toBeTruthy();
      if (a.type !== "choice") {
        expect(a.options ?? [], a.key).toEqual([]);
        continue;
      }
      const options = a.options ?? [];
      expect(options.length, a.key).toBeGreaterThan(0);
      expect(new Set(options.map((o) => o.key)).size, `${a.key}: option keys`).toBe(options.length);
      // Every name, key and alias names one option only, so a written value cannot be ambiguous.
      const words = options.flatMap((o) => [...new Set([o.key, o.name.en, o.name.fr, ...(o.aliases ?? [])].map(optionWord))]);
      expect(words.filter((w, i) => words.indexOf(w) !== i), `${a.key}: names shared by two options`).toEqual([]);
      for (const o of options) {
        expect(o.name.en, `${a.key} ${o.key}`).toBeTruthy();
        expect(o.name.fr, `${a.key} ${o.key}`).toBeTruthy();
        // Several options are written "CE, cULus": a name must not contain the separators.
        if (a.multiple) for (const name of [o.name.en, o.name.fr]) expect(name, `${a.key} ${o.key}`).not.toMatch(/,\s|\s\/\s|;/);
      }
    }
  });

  it("text values carry their French, written with the typographic apostrophe", () => {
    for (const p of products) {
      for (const [key, value, fr] of p.specs) {
        if (defs.get(key)?.type !== "text") continue;
        expect(fr, `${p.partNumber} ${key} "${value}"`).toBeTruthy();
        expect(fr, `${p.partNumber} ${key}`).not.toMatch(/\p{L}'\p{L}/u);
      }
    }
  });

  it("every category has a set, every set names known attributes once", () => {
    for (const c of categories) expect(categorySet(c.slug), c.slug).toBeDefined();
    for (const set of attributeSets) {
      const family = set.category ?? set.subcategory;
      if (set.category) expect(categories.some((c) => c.slug === set.category), family).toBe(true);
      else expect(subcategories.some((s) => s.slug === set.subcategory), family).toBe(true);
      const keys = set.attributes.map(([key]) => key);
      expect(keys.filter((k) => !defs.has(k)), `${family}: unknown attributes`).toEqual([]);
      expect(new Set(keys).size, `${family}: repeated attributes`).toBe(keys.length);
    }
  });

  it("every product's attributes are in its family's set", () => {
    const outside: string[] = [];
    for (const p of products) {
      const keys = new Set(familySet(p)!.attributes.map(([key]) => key));
      for (const [key] of p.specs) if (!keys.has(key)) outside.push(`${p.partNumber} (${p.subcategory ?? p.category}): ${key}`);
    }
    expect(outside).toEqual([]);
  });

  it("a category set without subcategory sets covers its products; key specs come from it", () => {
    for (const c of categories) {
      const keys = new Set(categorySet(c.slug)!.attributes.map(([key]) => key));
      const own = products.filter((p) => p.category === c.slug && !(p.subcategory && subcategorySet(p.subcategory)));
      for (const p of own) for (const [key] of p.specs) expect(keys.has(key), `${c.slug}: ${p.partNumber} ${key}`).toBe(true);
      const keySpecs = demoKeySpecs[c.slug] ?? [];
      expect(keySpecs.length, c.slug).toBeLessThanOrEqual(3);
      for (const key of keySpecs) expect(keys.has(key), `${c.slug}: key spec ${key}`).toBe(true);
    }
  });

  it("the sensors category filters by what applies across sensors", () => {
    const keys = categorySet("sensors-detection")!.attributes.map(([key]) => key);
    for (const key of ["sensing_principle", "sensing_range", "thread_size", "switching_output", "housing_material", "connection"]) expect(keys).toContain(key);
    for (const key of ["stroke", "rated_speed", "max_speed", "port_size", "pressure_range", "rated_torque"]) expect(keys).not.toContain(key);
  });

  it("sensors carry their thread size apart from their connector", () => {
    expect(values("E2E-X5ME1", "thread_size")).toEqual(["m18"]);
    expect(values("E2E-X5ME1", "sensing_principle")).toEqual(["inductive"]);
    expect(values("NBB8-18GM50-E2-V1", "thread_size")).toEqual(["m18"]);
    expect(values("NBB8-18GM50-E2-V1", "connection")).toEqual(["m12"]);
    expect(values("CJ10-30GM-E2", "sensing_principle")).toEqual(["capacitive"]);
    for (const p of products.filter((p) => p.category === "sensors-detection")) expect(p.specs.map(([key]) => key)).not.toContain("output_type");
  });

  it("certifications and lists are several values; ranges keep both bounds", () => {
    expect(values("G2RL-1-E DC12", "certifications").length).toBeGreaterThan(1);
    const sensor = readSeedSpecs(product("E2E-X5ME1"), defs).find((spec) => spec.key === "supply_voltage")!;
    expect(sensor.entries).toMatchObject([{ valueNumber: 12, valueMax: 24, unit: "V" }]);
  });

  it("values read back in French notation", () => {
    const spec = (partNumber: string, key: string) => {
      const entries = readSeedSpecs(product(partNumber), defs).find((s) => s.key === key)!.entries;
      return formatSpecValues(defs.get(key)!, entries, "fr");
    };
    expect(spec("40.52.9.024.0000", "contact_arrangement")).toBe("2 RT");
    expect(spec("40.52.9.024.0000", "coil_voltage")).toBe("24\u00a0V\u00a0CC");
    expect(spec("E2E-X5ME1", "housing_material")).toBe("Laiton nickelé");
  });
});
