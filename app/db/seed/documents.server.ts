import { type AttributeDef, formatSpecValues } from "~/catalogue/specs/spec-values";
import { PdfComposer } from "~/media/pdf-composer.server";
import { readSeedSpecs } from "./seed-specs";
import type { SeedCatalogue, SeedProduct } from "./types";

const labels = {
  en: {
    datasheet: "Datasheet",
    manufacturer: "Manufacturer",
    lifecycle: "Lifecycle",
    specs: "Technical specifications",
    description: "Description",
    catalogue: "Catalogue",
    contents: "Products in this catalogue",
  },
  fr: {
    datasheet: "Fiche technique",
    manufacturer: "Fabricant",
    lifecycle: "Cycle de vie",
    specs: "Caractéristiques techniques",
    description: "Description",
    catalogue: "Catalogue",
    contents: "Produits de ce catalogue",
  },
} as const;

/** The demo documents are written in English and French (an Arabic one would be a new file). */
type DocumentLocale = keyof typeof labels;

const lifecycleNames = {
  en: { active: "Active", new: "New", nrnd: "Not recommended for new designs", obsolete: "Obsolete" },
  fr: {
    active: "Actif",
    new: "Nouveau",
    nrnd: "Non recommandé pour les nouvelles conceptions",
    obsolete: "Obsolète",
  },
} as const;

export async function renderDatasheet(
  product: SeedProduct,
  attributes: Map<string, AttributeDef>,
  companyName: string,
  locale: DocumentLocale,
): Promise<Buffer> {
  const l = labels[locale];
  const pdf = await PdfComposer.create({ title: `${product.partNumber} ${l.datasheet}`, language: locale });
  pdf
    .text(`${companyName} · ${l.datasheet}`, { size: 9, muted: true })
    .text(product.partNumber, { size: 22, bold: true, gap: 18 })
    .text(product.name[locale], { size: 13, gap: 4 })
    .text(`${l.manufacturer}: ${product.manufacturer}`, { gap: 12 })
    .text(`${l.lifecycle}: ${lifecycleNames[locale][product.lifecycle]}`)
    .text(l.description, { size: 12, bold: true, gap: 16 })
    .text(product.description[locale], { gap: 4 })
    .text(product.details[locale], { gap: 8 })
    .text(l.specs, { size: 12, bold: true, gap: 16 })
    .gap(4);
  // Each value in the datasheet's language and notation ("24 V CC", "2 RT", "Embrochable").
  for (const { key, entries } of readSeedSpecs(product, attributes)) {
    const attribute = attributes.get(key)!;
    pdf.row(attribute.name[locale] ?? key, formatSpecValues(attribute, entries, locale));
  }
  return pdf.save();
}

export async function renderCatalogue(
  catalogue: SeedCatalogue,
  products: SeedProduct[],
  companyName: string,
): Promise<Buffer> {
  const locale: DocumentLocale = catalogue.language ?? "en";
  const l = labels[locale];
  const pdf = await PdfComposer.create({ title: catalogue.title[locale], language: locale });
  pdf
    .text(`${companyName} · ${l.catalogue}`, { size: 9, muted: true })
    .text(catalogue.title[locale], { size: 24, bold: true, gap: 40 })
    .text(catalogue.description[locale], { gap: 12 })
    .text(l.contents, { size: 12, bold: true, gap: 24 })
    .gap(4);
  for (const product of products) pdf.row(product.partNumber, product.name[locale], { labelWidth: 150 });
  return pdf.save();
}
