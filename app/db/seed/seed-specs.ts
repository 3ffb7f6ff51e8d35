import { type AttributeDef, type SpecEntry, readSpecValue } from "~/catalogue/specs/spec-values";
import { arabicSpecText } from "./arabic";
import type { SeedAttribute, SeedProduct } from "./types";

/** A demo attribute's own columns (its options are rows of their own), as the seed stores them. */
export function seedAttributeColumns(attribute: SeedAttribute): Omit<AttributeDef, "options"> {
  return {
    key: attribute.key,
    name: attribute.name,
    type: attribute.type,
    dimension: attribute.dimension ?? null,
    unit: attribute.unit ?? null,
    multiple: attribute.multiple ?? false,
  };
}

/** What reading and showing a demo attribute's values needs of it. */
export function seedAttributeDef(attribute: SeedAttribute): AttributeDef {
  return {
    ...seedAttributeColumns(attribute),
    options: (attribute.options ?? []).map((option) => ({ key: option.key, name: option.name, aliases: option.aliases ?? [] })),
  };
}

/** A product's spec values read as its rows will store them, in order; a value that does not read is a mistake in the demo data. */
export function readSeedSpecs(product: SeedProduct, defs: Map<string, AttributeDef>): Array<{ key: string; entries: SpecEntry[] }> {
  return product.specs.map(([key, value, fr]) => {
    const def = defs.get(key);
    if (!def) throw new Error(`Demo product ${product.partNumber}: no attribute ${key}.`);
    const reading = readSpecValue(def, { value, label: fr === undefined ? undefined : { en: value, fr, ar: arabicSpecText(value) } });
    if (!reading.ok) {
      const { key: problem, vars } = reading.problem;
      throw new Error(`Demo product ${product.partNumber}: ${key} "${value}" does not read (${problem}${vars ? ` ${JSON.stringify(vars)}` : ""}).`);
    }
    return { key, entries: reading.entries };
  });
}
