import type { Locale } from "~/i18n/locales";

/** Demo-catalogue records as written by hand; the seeder turns them into rows. */
export type Text = Record<Locale, string>;

export interface SeedCategory {
  slug: string;
  /** Other spellings of the slug that must resolve to this category. */
  aliases?: string[];
  name: Text;
  description: Text;
  featured: boolean;
}

export interface SeedSubcategory {
  slug: string;
  aliases?: string[];
  name: Text;
  /** Slug of the parent category. */
  category: string;
}

export interface SeedApplication {
  slug: string;
  aliases?: string[];
  name: Text;
  description: Text;
}

export interface SeedAttribute {
  key: string;
  name: Text;
  /** Unit of numeric values (V, A, °C, ms, rpm, N·cm, bar, W, mm, ...). */
  unit?: string;
  kind: "number" | "text";
}

/** [attribute key, value as displayed, numeric value when the attribute is a number] */
export type SeedSpec = [key: string, value: string, number?: number];

export interface SeedProduct {
  partNumber: string;
  manufacturer: string;
  category: string;
  subcategory?: string;
  applications: string[];
  name: Text;
  description: Text;
  details: Text;
  lifecycle: "active" | "new" | "nrnd" | "obsolete";
  status?: "active" | "inactive";
  featured?: boolean;
  specs: SeedSpec[];
}

export interface SeedCatalogue {
  slug: string;
  title: Text;
  description: Text;
  segment: "industrial" | "general-aviation" | "commercial-aircraft" | "military";
  /** null: one document for both languages. */
  language: Locale | null;
}
