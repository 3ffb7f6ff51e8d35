import type { Lifecycle } from "~/catalogue/products/lifecycle";
import type { AttributeType } from "~/catalogue/specs/spec-values";
import type { Dimension } from "~/catalogue/specs/quantities";
import type { Localized } from "~/i18n/locales";

/**
 * Demo-catalogue records as written by hand (the taxonomy and products in the JSON files of `records/`,
 * checked against these shapes by demo-records.ts); the seeder turns them into rows. English and
 * French are written beside each other; Arabic comes from the overlay in `arabic/` (decision 067),
 * and a text without it is shown in English, marked as such.
 */
export type Text = Record<"en" | "fr", string> & Localized;

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
  /** How values are read and shown (app/catalogue/specs/spec-values.ts). */
  type: AttributeType;
  /** Quantities: the dimension, and the unit the numbers are stored in (V, A, °C, mm, mN·m, ...). */
  dimension?: Dimension;
  unit?: string;
  /** Choices: whether a product may carry several options (certifications). */
  multiple?: boolean;
  /** Choices: the options, labelled in both languages, with other spellings read on input. */
  options?: Array<{ key: string; name: Text; aliases?: string[] }>;
}

/**
 * A product family's attributes, in order (a category's, or a subcategory's own, which replaces its
 * category's): [attribute key, offered as a filter (default true), required (default false)].
 */
export interface SeedAttributeSet {
  category?: string;
  subcategory?: string;
  attributes: Array<[key: string, filter?: boolean, required?: boolean]>;
}

/**
 * [attribute key, value as staff would write it in English notation ("100–240 V AC", "2 CO",
 * "CE, cULus", "12/24 V DC"), the French text of a text attribute's value]. Every value must be
 * read by readSpecValue (tests/unit/demo-specs.test.ts).
 */
export type SeedSpec = [key: string, value: string, fr?: string];

export interface SeedProduct {
  partNumber: string;
  manufacturer: string;
  category: string;
  subcategory?: string;
  applications: string[];
  name: Text;
  description: Text;
  details: Text;
  lifecycle: Lifecycle;
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
  language: "en" | "fr" | null;
}
