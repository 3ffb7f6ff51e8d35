import { demoKeySpecs, demoSynonyms } from "./search";
import { count, eq, sql } from "drizzle-orm";
import { locales } from "~/i18n/locales";
import { newStorageKey, sha256, type MediaStorage } from "~/media/storage.server";
import { storeImage } from "~/media/upload.server";
import type { Database } from "../client.server";
import * as t from "../schema";
import { articles as seedArticles } from "./articles";
import { catalogues as seedCatalogues } from "./catalogues";
import { renderCatalogue, renderDatasheet } from "./documents.server";
import { renderIllustration } from "./illustrations.server";
import { seedProductLinks } from "./product-links";
import { products as seedProducts } from "./products";
import { blankSettings, demoSettings, demoStockLocations } from "./settings";
import { readSeedSpecs, seedAttributeColumns, seedAttributeDef } from "./seed-specs";
import {
  applications as seedApplications,
  attributeSets as seedAttributeSets,
  attributes as seedAttributes,
  categories as seedCategories,
  subcategories as seedSubcategories,
} from "./taxonomy";
import type { SeedCatalogue, SeedProduct } from "./types";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface PendingFile {
  key: string;
  filename: string;
  bytes: Buffer;
}

function pdfFile(filename: string, bytes: Buffer): PendingFile {
  return { key: newStorageKey("pdf"), filename, bytes };
}

function insertMedia(tx: Tx, file: PendingFile) {
  return tx
    .insert(t.media)
    .values({
      storageKey: file.key,
      filename: file.filename,
      mimeType: "application/pdf",
      size: file.bytes.length,
      checksum: sha256(file.bytes),
    })
    .returning({ id: t.media.id })
    .then((rows) => rows[0]!.id);
}

/**
 * Each product's illustration (illustrations.server.ts), stored as an upload is (WebP renditions;
 * the JPEG fallbacks are made on their first request, which keeps the seed as fast as it was)
 * before any row points at it: the media rows to insert, in product order. Four at a time, which
 * keeps both cores busy with sharp's own threads.
 */
async function illustrate(products: SeedProduct[], storage: MediaStorage) {
  const rows: (typeof t.media.$inferInsert)[] = [];
  for (let i = 0; i < products.length; i += 4) {
    const batch = products.slice(i, i + 4);
    rows.push(
      ...(await Promise.all(
        batch.map(async (product) => {
          const stored = await storeImage(storage, await renderIllustration(product), `${product.partNumber.replace(/[^A-Za-z0-9.-]+/g, "_")}.png`, product.name, { jpeg: false });
          if (!stored.ok) throw new Error(`The illustration of ${product.partNumber} could not be stored: ${stored.error}`);
          return stored.values;
        }),
      )),
    );
  }
  return rows;
}

const catalogueScopes: Array<[RegExp, string[]]> = [
  [/relay|timer|relais|tempo/, ["relays-control", "solid-state-relays", "timers", "monitoring-relays"]],
  [/sensor|capteur/, ["sensors-detection", "switches"]],
  [/motor|moteur/, ["micro-motors-actuators", "motors"]],
];

function productsOfCatalogue(catalogue: SeedCatalogue, all: SeedProduct[]): SeedProduct[] {
  if (catalogue.segment !== "industrial") {
    return all.filter((p) => ["aerospace", "hermetically-sealed-relays-timers"].includes(p.category));
  }
  const scope = catalogueScopes.find(([pattern]) => pattern.test(catalogue.slug));
  return scope ? all.filter((p) => scope[1].includes(p.category)) : all;
}

async function loadDemoCatalogue(db: Database, storage: MediaStorage): Promise<void> {
  const company = demoSettings.companyName;
  const attributeDefs = new Map(seedAttributes.map((a) => [a.key, seedAttributeDef(a)]));
  // Every value is read before anything is written: a demo value that does not read stops the seed.
  for (const product of seedProducts) readSeedSpecs(product, attributeDefs);
  const active = seedProducts.filter((p) => p.status !== "inactive");

  // Files first: a row must never point at a file that is not there.
  const datasheets = await Promise.all(
    seedProducts.map((product) =>
      Promise.all(
        (["en", "fr"] as const).map(async (locale) =>
          pdfFile(
            `${product.partNumber.replace(/[^A-Za-z0-9.-]+/g, "_")}-${locale === "fr" ? "fiche-technique" : "datasheet"}.pdf`,
            await renderDatasheet(product, attributeDefs, company, locale),
          ),
        ),
      ),
    ),
  );
  const catalogueFiles = await Promise.all(
    seedCatalogues.map(async (catalogue) =>
      pdfFile(`${catalogue.slug}.pdf`, await renderCatalogue(catalogue, productsOfCatalogue(catalogue, active), company)),
    ),
  );
  for (const file of [...datasheets.flat(), ...catalogueFiles]) await storage.put(file.key, file.bytes);
  const pictures = await illustrate(seedProducts, storage);

  await db.transaction(async (tx) => {
    await tx.insert(t.settings).values(demoSettings);
    // A language's row may exist already (the migration or an earlier start may have made it).
    await tx
      .insert(t.searchSynonyms)
      .values(Object.entries(demoSynonyms).map(([locale, groups]) => ({ locale, groups })))
      .onConflictDoUpdate({ target: t.searchSynonyms.locale, set: { groups: sql`excluded.groups` } });

    const categoryRows = await tx
      .insert(t.categories)
      .values(seedCategories.map((c, position) => ({ ...c, aliases: c.aliases ?? [], position, keySpecs: demoKeySpecs[c.slug] ?? [] })))
      .returning({ id: t.categories.id, slug: t.categories.slug });
    const categoryId = new Map(categoryRows.map((r) => [r.slug, r.id]));

    const subcategoryRows = await tx
      .insert(t.subcategories)
      .values(
        seedSubcategories.map((s, position) => ({
          slug: s.slug,
          aliases: s.aliases ?? [],
          name: s.name,
          categoryId: categoryId.get(s.category)!,
          position,
        })),
      )
      .returning({ id: t.subcategories.id, slug: t.subcategories.slug });
    const subcategoryId = new Map(subcategoryRows.map((r) => [r.slug, r.id]));

    const applicationRows = await tx
      .insert(t.applications)
      .values(seedApplications.map((a, position) => ({ ...a, aliases: a.aliases ?? [], position })))
      .returning({ id: t.applications.id, slug: t.applications.slug });
    const applicationId = new Map(applicationRows.map((r) => [r.slug, r.id]));

    const attributeRows = await tx
      .insert(t.specAttributes)
      .values(seedAttributes.map((a, position) => ({ ...seedAttributeColumns(a), position })))
      .returning({ id: t.specAttributes.id, key: t.specAttributes.key });
    const attributeId = new Map(attributeRows.map((r) => [r.key, r.id]));
    const idOfAttribute = (key: string, where: string) => {
      const id = attributeId.get(key);
      if (id === undefined) throw new Error(`Demo ${where}: no attribute ${key}.`);
      return id;
    };
    const optionRows = seedAttributes.flatMap((a) =>
      (a.options ?? []).map((option, position) => ({ attributeId: attributeId.get(a.key)!, key: option.key, name: option.name, aliases: option.aliases ?? [], position })),
    );
    if (optionRows.length) await tx.insert(t.specOptions).values(optionRows);
    const setRows = seedAttributeSets.flatMap((set) => {
      const family = set.category ? { categoryId: categoryId.get(set.category) } : { subcategoryId: subcategoryId.get(set.subcategory ?? "") };
      const name = set.category ?? set.subcategory ?? "";
      if (Object.values(family)[0] === undefined) throw new Error(`Demo attribute set: no category or subcategory ${name}.`);
      return set.attributes.map(([key, filter = true, required = false], position) => ({
        ...family,
        attributeId: idOfAttribute(key, `attribute set ${name}`),
        position,
        filter,
        required,
      }));
    });
    if (setRows.length) await tx.insert(t.attributeSets).values(setRows);

    // Spread creation dates over the last months so that "newest" sorts meaningfully.
    const now = Date.now();
    const productRows = await tx
      .insert(t.products)
      .values(
        seedProducts.map((p, i) => ({
          partNumber: p.partNumber,
          name: p.name,
          description: p.description,
          details: p.details,
          manufacturer: p.manufacturer,
          categoryId: categoryId.get(p.category)!,
          subcategoryId: p.subcategory ? subcategoryId.get(p.subcategory)! : null,
          status: p.status ?? "active",
          lifecycle: p.lifecycle,
          featured: p.featured ?? false,
          createdAt: new Date(now - (seedProducts.length - i) * 36 * 3600 * 1000),
        })),
      )
      .returning({ id: t.products.id, categoryId: t.products.categoryId, status: t.products.status, lifecycle: t.products.lifecycle });

    const specRows: (typeof t.productSpecs.$inferInsert)[] = [];
    const links: (typeof t.productApplications.$inferInsert)[] = [];
    seedProducts.forEach((p, i) => {
      const { id: productId, categoryId: productCategory, status, lifecycle } = productRows[i]!;
      // The product's facet key (its category, status and lifecycle) goes with each child row.
      const facetKey = { productId, categoryId: productCategory, status, lifecycle };
      // One row per value: a list ("12/24 V DC") or several options ("CE, cULus") are several rows.
      let position = 0;
      for (const { key, entries } of readSeedSpecs(p, attributeDefs)) {
        for (const entry of entries) {
          specRows.push({
            ...facetKey,
            attributeId: idOfAttribute(key, `product ${p.partNumber}`),
            value: entry.value,
            valueNumber: entry.valueNumber,
            valueMax: entry.valueMax,
            unit: entry.unit,
            label: entry.label,
            position: position++,
          });
        }
      }
      for (const slug of p.applications) links.push({ ...facetKey, applicationId: applicationId.get(slug)! });
    });
    for (let i = 0; i < specRows.length; i += 500) await tx.insert(t.productSpecs).values(specRows.slice(i, i + 500));
    if (links.length) await tx.insert(t.productApplications).values(links);
    await insertProductLinks(tx, new Map(seedProducts.map((p, i) => [p.partNumber, productRows[i]!.id])));
    // Stock locations and the demo's availability: a quarter of the products in stock in
    // Casablanca (some in Dubai too), a quarter made to order with a lead time, a minimum and a
    // multiple, a quarter in stock in Dubai only, a quarter without figures ("On request").
    const locationRows = await tx.insert(t.stockLocations).values(demoStockLocations).returning({ id: t.stockLocations.id, key: t.stockLocations.key });
    const locationId = new Map(locationRows.map((l) => [l.key, l.id]));
    const stockRows: (typeof t.productStock.$inferInsert)[] = [];
    const availabilityRows: (typeof t.productAvailability.$inferInsert)[] = [];
    productRows.forEach(({ id: productId }, i) => {
      if (i % 4 === 0) {
        stockRows.push({ productId, locationId: locationId.get("casablanca")!, quantity: 20 + ((i * 37) % 400) });
        if (i % 8 === 0) stockRows.push({ productId, locationId: locationId.get("dubai")!, quantity: 1 + ((i * 13) % 60) });
        availabilityRows.push({ productId, leadTimeMin: 2, leadTimeMax: 3, leadTimeUnit: "weeks" });
      } else if (i % 4 === 1) {
        availabilityRows.push({ productId, leadTimeMin: 3, leadTimeMax: 4, leadTimeUnit: "weeks", minimumOrder: 10, orderMultiple: 5 });
      } else if (i % 4 === 2) {
        stockRows.push({ productId, locationId: locationId.get("dubai")!, quantity: 1 + ((i * 7) % 30) });
        availabilityRows.push({ productId, leadTimeMin: 10, leadTimeMax: 10, leadTimeUnit: "days" });
      }
    });
    if (availabilityRows.length) await tx.insert(t.productAvailability).values(availabilityRows);
    if (stockRows.length) await tx.insert(t.productStock).values(stockRows);

    for (const [i, files] of datasheets.entries()) {
      const product = seedProducts[i]!;
      for (const [position, file] of files.entries()) {
        const locale = position === 0 ? "en" : "fr";
        await tx.insert(t.productDocuments).values({
          productId: productRows[i]!.id,
          name: {
            en: `${product.partNumber} datasheet${locale === "fr" ? " (French)" : ""}`,
            fr: `Fiche technique ${product.partNumber}${locale === "en" ? " (anglais)" : ""}`,
          },
          type: "datasheet",
          language: locale,
          mediaId: await insertMedia(tx, file),
          position,
        });
      }
    }

    // Every product's picture, its alt text the product's name in each language.
    const pictureIds = await tx.insert(t.media).values(pictures).returning({ id: t.media.id });
    await tx.insert(t.productImages).values(pictureIds.map(({ id }, i) => ({ productId: productRows[i]!.id, mediaId: id, alt: seedProducts[i]!.name, position: 0 })));

    const productIdByPart = new Map(seedProducts.map((p, i) => [p.partNumber, productRows[i]!.id]));
    for (const article of seedArticles) {
      const [row] = await tx
        .insert(t.articles)
        .values({
          title: article.title,
          summary: article.summary,
          body: article.body,
          author: article.author,
          publishedAt: new Date(`${article.publishedAt}T08:00:00Z`),
          status: "published",
          tags: article.tags,
        })
        .returning({ id: t.articles.id });
      await tx.insert(t.articleSlugs).values(locales.flatMap((locale) => { const slug = article.slug[locale]; return slug ? [{ articleId: row!.id, locale, slug }] : []; }));
      await tx
        .insert(t.articleProducts)
        .values(article.relatedPartNumbers.map((part, position) => ({ articleId: row!.id, productId: productIdByPart.get(part)!, position })));
    }

    for (const [position, catalogue] of seedCatalogues.entries()) {
      await tx.insert(t.catalogues).values({
        ...catalogue,
        mediaId: await insertMedia(tx, catalogueFiles[position]!),
        position,
      });
    }
  });
}

/** The demo replacements, alternatives and cross references; a part number not in the demo data is a mistake here. */
async function insertProductLinks(tx: Tx, idOf: Map<string, number>) {
  const id = (partNumber: string) => {
    const found = idOf.get(partNumber);
    if (found === undefined) throw new Error(`Demo product links: no product ${partNumber}.`);
    return found;
  };
  const alternatives: (typeof t.productAlternatives.$inferInsert)[] = [];
  const crossReferences: (typeof t.productCrossReferences.$inferInsert)[] = [];
  for (const [partNumber, links] of Object.entries(seedProductLinks)) {
    const productId = id(partNumber);
    if (links.replacedBy) await tx.update(t.products).set({ replacedById: id(links.replacedBy) }).where(eq(t.products.id, productId));
    (links.alternatives ?? []).forEach((other, position) => alternatives.push({ productId, alternativeId: id(other), position }));
    (links.crossReferences ?? []).forEach(([manufacturer, number], position) => crossReferences.push({ productId, manufacturer, partNumber: number, position }));
  }
  if (alternatives.length) await tx.insert(t.productAlternatives).values(alternatives);
  if (crossReferences.length) await tx.insert(t.productCrossReferences).values(crossReferences);
}

export type SeedOutcome = "demo" | "blank" | "existing";

/**
 * Fills an empty database: the demo catalogue, or only blank settings when `demo` is false.
 * A database that already has its settings row is left alone. All in one transaction.
 */
export async function seedDatabase(
  db: Database,
  options: { demo: boolean; storage: MediaStorage },
): Promise<SeedOutcome> {
  const [{ value: existing }] = (await db.select({ value: count() }).from(t.settings)) as [{ value: number }];
  if (existing > 0) return "existing";
  if (!options.demo) {
    await db.insert(t.settings).values(blankSettings);
    return "blank";
  }
  await loadDemoCatalogue(db, options.storage);
  // Fresh statistics and visibility map: the planner and index-only scans need them (PGlite
  // has no autovacuum).
  await db.execute(sql`vacuum analyze`);
  return "demo";
}
