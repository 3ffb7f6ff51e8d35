import type { Locale } from "~/i18n/locales";

// What the translation screens show and send back; shared by the server and the browser.

export interface LocaleText {
  default: string;
  override: string | null;
  /** The override's version; 0 when there is none. A save must name the version it started from. */
  version: number;
}

export interface TranslationEntry {
  key: string;
  area: string;
  /** A category, subcategory or application name (`{kind}.{slug}.name`). */
  taxonomy: boolean;
  texts: Record<Locale, LocaleText>;
}

export interface TranslationConflict {
  key: string;
  locale: Locale;
  yours: string | null;
  current: string;
  currentVersion: number;
}

export type TranslationFailure =
  | { key: string; error: "unknownKey" | "tooLong" | "invalid" }
  | { key: string; error: "conflict"; conflicts: TranslationConflict[] };

const TAXONOMY_KEY = /^(categories|subcategories|applications)\.[^.]+\.name$/;
export const isTaxonomyKey = (key: string) => TAXONOMY_KEY.test(key);

export const effectiveText = (text: LocaleText) => text.override ?? text.default;
export const isEdited = (entry: TranslationEntry) => Object.values(entry.texts).some((text) => text.override !== null);
