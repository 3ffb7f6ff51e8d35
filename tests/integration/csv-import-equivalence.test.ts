import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_CSV_COLUMNS, productToCells } from "~/catalogue/product-csv/product-csv-columns";
import { importProductsCsv } from "~/catalogue/product-csv/product-csv-import.server";
import { productInputSchema, type ProductInput } from "~/catalogue/products/product-schema";
import { resolveProducts, writeKnownProducts, writeProducts } from "~/catalogue/products/product-write.server";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import { formatRow } from "~/csv/csv-format";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { createTestDatabase } from "../support/database";

// The CSV import writes in bulk (decision records 017 and 030). What it stores must be exactly
// what the one-product-at-a-time write path of the form and the JSON calls (`writeProducts`)
// stores for the same products: every column (the search document and the value terms the import
// computes once per distinct text, and the spec terms, included), every child row with its
// facet key, the links, and the landing-view counts.

let batch: DatabaseHandle;
let single: DatabaseHandle;
beforeAll(async () => {
  batch = await createTestDatabase();
  single = await createTestDatabase();
});
afterAll(async () => {
  await batch?.close();
  await single?.close();
});

/** More than one import batch (1,000 rows) of new products, and changes of every kind to stored ones. */
function changedCatalogue(stored: ProductInput[]): ProductInput[] {
  // A few demo part numbers predate today's part-number rule: a changed row that names one is refused.
  const demo = stored.filter((product) => productInputSchema.safeParse(product).success);
  const inputs: ProductInput[] = [];
  for (let i = 0; i < 1_150; i++) {
    const template = demo[i % demo.length]!;
    const partNumber = `EQ-${i}`;
    inputs.push({
      ...template,
      partNumber,
      // Most names are the product's own; every tenth is its template's, shared with other new
      // rows, and every tenth another has no French texts (the search document's parts).
      name: i % 10 === 3 ? template.name : { en: `${template.name.en} ${i}`, fr: i % 10 === 7 ? "" : `${template.name.fr} ${i}`, ar: "" },
      description: i % 10 === 7 ? { ...template.description, fr: "" } : template.description,
      // Links to stored products and to new rows earlier in the file (the same batch or an earlier one).
      alternatives: i % 5 === 4 ? [`EQ-${i - 1}`, ...template.alternatives.filter((p) => p !== template.partNumber)] : template.alternatives,
      replacedBy: i % 9 === 8 ? `EQ-${i - 8}` : template.replacedBy,
      crossReferences: i % 3 === 0 ? [{ manufacturer: "Other", partNumber: `X-${i}` }, ...template.crossReferences] : template.crossReferences,
      featured: i % 4 === 0,
    });
  }
  demo.forEach((product, i) => {
    const kind = i % 6;
    if (kind === 0) {
      // Every text of the search document: names, description, maker.
      const texts = { name: { ...product.name, fr: `${product.name.fr} (mis à jour)` }, description: { ...product.description, en: `${product.description.en} Revised.` } };
      inputs.push({ ...product, ...texts, manufacturer: i % 12 === 0 ? `${product.manufacturer} Électrique` : product.manufacturer });
    }
    // Specifications: one fewer, the order changed, and a quantity given one more value (a list).
    else if (kind === 1) inputs.push({ ...product, specs: product.specs.slice(1).reverse().map((s) => (s.unit ? { ...s, value: `${s.value}; 7` } : s)) });
    else if (kind === 2) inputs.push({ ...product, status: product.status === "active" ? "inactive" : "active", lifecycle: product.lifecycle === "new" ? "active" : product.lifecycle === "active" ? "new" : product.lifecycle });
    else if (kind === 3) inputs.push({ ...product, applications: product.applications.slice(1), featured: !product.featured, crossReferences: [] });
    else if (kind === 4) inputs.push({ ...product, replacedBy: demo[(i + 1) % demo.length]!.partNumber, alternatives: [] });
    // kind 5: as stored (unchanged)
    else inputs.push(product);
  });
  return inputs.map((input) => productInputSchema.parse(input));
}

/** Everything the catalogue stores about its products, without ids or timestamps. */
async function stored(handle: DatabaseHandle) {
  const rows = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(handle.db, query);
  return {
    products: await rows(sql`select p.part_number, p.part_number_normalized, p.name, p.description, p.details, p.manufacturer, p.category_id,
        p.subcategory_id, p.status, p.lifecycle, p.featured, r.part_number as replaced_by, p.search_document::text as search_document,
        p.value_terms, p.spec_terms
      from products p left join products r on r.id = p.replaced_by_id order by p.part_number`),
    specs: await rows(sql`select p.part_number, s.attribute_id, s.value, s.value_number, s.unit, s.position, s.category_id, s.status, s.lifecycle, s.value_terms
      from product_specs s join products p on p.id = s.product_id order by p.part_number, s.position, s.attribute_id`),
    applications: await rows(sql`select p.part_number, a.application_id, a.category_id, a.status, a.lifecycle
      from product_applications a join products p on p.id = a.product_id order by p.part_number, a.application_id`),
    documents: await rows(sql`select p.part_number, d.name, d.type, d.language, d.media_id, d.position
      from product_documents d join products p on p.id = d.product_id order by p.part_number, d.position`),
    images: await rows(sql`select p.part_number, i.media_id, i.alt, i.position from product_images i join products p on p.id = i.product_id order by p.part_number, i.position`),
    alternatives: await rows(sql`select p.part_number, o.part_number as alternative, a.position
      from product_alternatives a join products p on p.id = a.product_id join products o on o.id = a.alternative_id order by p.part_number, a.position`),
    crossReferences: await rows(sql`select p.part_number, x.manufacturer, x.part_number as other, x.part_number_normalized, x.position
      from product_cross_references x join products p on p.id = x.product_id order by p.part_number, x.position, x.part_number`),
    facetCounts: await rows(sql`select scope, dimension, value, number::text as number, n from facet_counts order by 1, 2, 3, 4`),
  };
}

/**
 * Products and spec rows whose stored search columns are not what migrations 0016 and 0017 define
 * them to be, computed afresh (the import gives them; the row triggers compute them for other
 * writers). The search document is also compared with the expression of the generated column it
 * was before migration 0017, so that no stored document changed with it, with the Arabic parts and
 * fold of migration 0028 and the Arabic stemming of 0031 (decision 067).
 */
async function searchColumnsDrift(handle: DatabaseHandle) {
  return {
    products: await queryRows<{ part_number: string }>(handle.db, sql`select part_number from products
      where value_terms is distinct from search_value_terms(product_value_text(name, description, details))`),
    specs: await queryRows<{ id: number }>(handle.db, sql`select id from product_specs
      where value_terms is distinct from search_value_terms(spec_value_text(value, unit))`),
    documents: await queryRows<{ part_number: string }>(handle.db, sql`select part_number from products
      where search_document is distinct from product_search_document(part_number, manufacturer, name, description)
        or search_document is distinct from (
          setweight(to_tsvector('simple', part_number || ' ' || regexp_replace(part_number, '[^A-Za-z0-9]+', ' ', 'g') || ' ' || manufacturer), 'A') ||
          setweight(to_tsvector('english', f_arabic_stem(f_search_fold(coalesce(name->>'en', '')))), 'A') ||
          setweight(to_tsvector('french', f_arabic_stem(f_search_fold(coalesce(name->>'fr', '')))), 'A') ||
          setweight(to_tsvector('simple', f_arabic_stem(f_search_fold(coalesce(name->>'ar', '')))), 'A') ||
          setweight(to_tsvector('english', f_arabic_stem(f_search_fold(coalesce(description->>'en', '')))), 'B') ||
          setweight(to_tsvector('french', f_arabic_stem(f_search_fold(coalesce(description->>'fr', '')))), 'B') ||
          setweight(to_tsvector('simple', f_arabic_stem(f_search_fold(coalesce(description->>'ar', '')))), 'B'))`),
  };
}

/**
 * The demo catalogue rewritten through the write path: the seed stores a few things its own way
 * (the number of a range such as "100–240 V AC" is 240 there, 100 through the form), and the
 * import, like the form, keeps the child rows of a kind that did not change.
 */
async function rewriteDemo(handle: DatabaseHandle) {
  for (const { input } of await readProductInputs(handle.db)) {
    const [resolved] = await resolveProducts(handle.db, [input]);
    if (!resolved?.ok) throw new Error(`${input.partNumber}: ${JSON.stringify(resolved?.errors)}`);
    await handle.db.transaction((tx) => writeProducts(tx, [resolved.product]));
  }
}

describe("the CSV import's bulk write", () => {
  it("stores exactly what writing the same products one by one stores", async () => {
    await rewriteDemo(batch);
    await rewriteDemo(single);
    const demo = (await readProductInputs(batch.db)).map((p) => p.input);
    const inputs = changedCatalogue(demo);
    expect(inputs.length).toBeGreaterThan(1_300);

    // The batch side: the products as one CSV file through the import.
    const media = await queryRows<{ id: number; storage_key: string }>(batch.db, sql`select id, storage_key from media`);
    const keys = new Map(media.map((m) => [Number(m.id), m.storage_key]));
    let text = formatRow(PRODUCT_CSV_COLUMNS);
    for (const input of inputs) {
      const cells = productToCells(input, (id) => keys.get(id) ?? String(id));
      text += formatRow(PRODUCT_CSV_COLUMNS.map((c) => cells[c]));
    }
    const bytes = new TextEncoder().encode(text);
    const outcome = await importProductsCsv(batch.db, async function* () {
      yield bytes;
    }, { dryRun: false });
    expect(outcome.errors).toEqual([]);
    expect(outcome.applied).toBe(true);
    expect(outcome.counts.create).toBe(1_150);
    expect(outcome.counts.update).toBeGreaterThan(50);

    // The one-by-one side: each product resolved and written in its own transaction, in file order.
    for (const input of inputs) {
      const [resolved] = await resolveProducts(single.db, [input]);
      if (!resolved?.ok) throw new Error(`${input.partNumber}: ${JSON.stringify(resolved?.errors)}`);
      await single.db.transaction((tx) => writeProducts(tx, [resolved.product]));
    }

    const [fromBatch, fromSingle] = [await stored(batch), await stored(single)];
    for (const key of Object.keys(fromBatch) as Array<keyof typeof fromBatch>) {
      expect(fromBatch[key].length, key).toBe(fromSingle[key].length);
      expect(fromBatch[key], key).toEqual(fromSingle[key]);
    }
    expect(fromBatch.products.length).toBe(demo.length + 1_150);
    expect(await searchColumnsDrift(batch)).toEqual({ products: [], specs: [], documents: [] });
    expect(await searchColumnsDrift(single)).toEqual({ products: [], specs: [], documents: [] });
    expect(fromBatch.specs.length).toBeGreaterThan(5_000);
  }, 300_000);

  it("builds a changed product's search document on its part number as stored at the write", async () => {
    // The import read the product under its old part number; staff renamed it before the batch was
    // written (PostgreSQL lets the form commit meanwhile). The row keeps its new part number, and
    // its document must be made of that one, as the trigger would make it.
    const [read] = await readProductInputs(batch.db, { partNumbers: ["E5CC-RX2ASM-800"] });
    if (!read) throw new Error("demo product missing");
    await batch.db.execute(sql`update products set part_number = 'E5CC-RENAMED' where id = ${read.id}`);
    const [resolved] = await resolveProducts(batch.db, [{ ...read.input, name: { ...read.input.name, en: `${read.input.name.en} (new range)` } }]);
    if (!resolved?.ok) throw new Error(JSON.stringify(resolved?.errors));
    await batch.db.transaction((tx) => writeKnownProducts(tx, [resolved.product], new Map([[read.input.partNumber, read]])));
    const [row] = await queryRows<{ part_number: string; name: { en: string }; drift: boolean }>(
      batch.db,
      sql`select part_number, name, search_document is distinct from product_search_document(part_number, manufacturer, name, description) as drift
        from products where id = ${read.id}`,
    );
    expect(row).toMatchObject({ part_number: "E5CC-RENAMED", name: { en: expect.stringContaining("(new range)") }, drift: false });
  });
});
