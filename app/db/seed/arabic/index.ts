import type { SeedApplication, SeedAttribute, SeedCategory, SeedProduct, SeedSubcategory } from "../types";
import { arabicProductDescriptions } from "./product-descriptions";
import { arabicProductDetails } from "./product-details";
import { arabicProductNames } from "./product-names";
import { arabicSpecTexts } from "./spec-texts";
import { arabicApplications, arabicAttributes, arabicCategories, arabicOptions, arabicSubcategories } from "./taxonomy";

/**
 * The demo catalogue's Arabic texts, kept apart from the English and French ones they translate
 * (decision 067): one file a kind, keyed by part number, slug or attribute key, so the product
 * files stay as they are and a text with no Arabic yet is simply absent (the pages then show the
 * English one, marked as English, and staff see the product as incomplete).
 */
export function withArabicProducts(products: SeedProduct[]): SeedProduct[] {
  return products.map((product) => {
    const name = arabicProductNames[product.partNumber];
    const description = arabicProductDescriptions[product.partNumber];
    const details = arabicProductDetails[product.partNumber];
    return {
      ...product,
      ...(name ? { name: { ...product.name, ar: name } } : {}),
      ...(description ? { description: { ...product.description, ar: description } } : {}),
      ...(details ? { details: { ...product.details, ar: details } } : {}),
    };
  });
}

export function withArabicTaxonomy<T extends SeedCategory | SeedApplication>(rows: T[], texts: Record<string, { name: string; description: string }>): T[] {
  return rows.map((row) => {
    const ar = texts[row.slug];
    return ar ? { ...row, name: { ...row.name, ar: ar.name }, description: { ...row.description, ar: ar.description } } : row;
  });
}

export const withArabicCategories = (rows: SeedCategory[]) => withArabicTaxonomy(rows, arabicCategories);
export const withArabicApplications = (rows: SeedApplication[]) => withArabicTaxonomy(rows, arabicApplications);

export function withArabicSubcategories(rows: SeedSubcategory[]): SeedSubcategory[] {
  return rows.map((row) => (arabicSubcategories[row.slug] ? { ...row, name: { ...row.name, ar: arabicSubcategories[row.slug] } } : row));
}

/** A label with no word in it (M12, IP67, RS-485, 2 CO, 4–20 mA, 800 × 480) is the same in Arabic. */
export const isCode = (label: string) => !/[a-z]{3,}/.test(label.replace(/\b(?:mA|mV|mm|µm|Hz|bar|psi|kW|ppr)\b/g, ""));

export function withArabicAttributes(rows: SeedAttribute[]): SeedAttribute[] {
  return rows.map((row) => ({
    ...row,
    name: arabicAttributes[row.key] ? { ...row.name, ar: arabicAttributes[row.key] } : row.name,
    ...(row.options
      ? {
          options: row.options.map((option) => {
            const ar = arabicOptions[`${row.key}.${option.key}`] ?? (isCode(option.name.en) ? option.name.en : undefined);
            return ar ? { ...option, name: { ...option.name, ar } } : option;
          }),
        }
      : {}),
  }));
}

/** A demo text value's Arabic: its translation, or the value itself when it is a code or a range. */
export const arabicSpecText = (english: string): string | undefined => arabicSpecTexts[english] ?? (isCode(english) ? english : undefined);
