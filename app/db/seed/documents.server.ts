import type { Locale } from "~/i18n/locales";
import { type PdfLine, renderPdf, wrapText } from "~/media/pdf.server";
import type { SeedAttribute, SeedCatalogue, SeedProduct } from "./types";

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

const lifecycleNames = {
  en: { active: "Active", new: "New", nrnd: "Not recommended for new designs", obsolete: "Obsolete" },
  fr: {
    active: "Actif",
    new: "Nouveau",
    nrnd: "Non recommandé pour les nouvelles conceptions",
    obsolete: "Obsolète",
  },
} as const;

function paragraph(text: string, gap = 4): PdfLine[] {
  return wrapText(text, 95).map((line, i) => ({ text: line, gap: i === 0 ? gap : 0 }));
}

export function renderDatasheet(
  product: SeedProduct,
  attributes: Map<string, SeedAttribute>,
  companyName: string,
  locale: Locale,
): Buffer {
  const l = labels[locale];
  const lines: PdfLine[] = [
    { text: `${companyName} · ${l.datasheet}`, size: 9 },
    { text: product.partNumber, size: 22, bold: true, gap: 18 },
    ...wrapText(product.name[locale], 60).map((text) => ({ text, size: 13, gap: 4 })),
    { text: `${l.manufacturer}: ${product.manufacturer}`, gap: 12 },
    { text: `${l.lifecycle}: ${lifecycleNames[locale][product.lifecycle]}` },
    { text: l.description, size: 12, bold: true, gap: 16 },
    ...paragraph(product.description[locale]),
    ...paragraph(product.details[locale], 8),
    { text: l.specs, size: 12, bold: true, gap: 16 },
    ...product.specs.map(([key, value], i) => ({
      text: attributes.get(key)?.name[locale] ?? key,
      gap: i === 0 ? 6 : 2,
      column: { text: value, at: 220 },
    })),
  ];
  return renderPdf(`${product.partNumber} ${l.datasheet}`, lines);
}

export function renderCatalogue(
  catalogue: SeedCatalogue,
  products: SeedProduct[],
  companyName: string,
): Buffer {
  const locale: Locale = catalogue.language ?? "en";
  const l = labels[locale];
  const lines: PdfLine[] = [
    { text: `${companyName} · ${l.catalogue}`, size: 9 },
    ...wrapText(catalogue.title[locale], 40).map((text, i) => ({
      text,
      size: 24,
      bold: true,
      gap: i === 0 ? 40 : 0,
    })),
    ...paragraph(catalogue.description[locale], 12),
    { text: l.contents, size: 12, bold: true, gap: 24 },
    ...products.map((product, i) => ({
      text: product.partNumber,
      bold: true,
      gap: i === 0 ? 6 : 2,
      column: { text: product.name[locale].slice(0, 70), at: 150 },
    })),
  ];
  return renderPdf(catalogue.title[locale], lines);
}
