import type { Locale } from "~/i18n/locales";

// The Translations and /textedit area filters: each area (a key's first segment) under its human
// name in the reader's language (locales/*/admin-text-areas.json), never the key itself.

/** The areas of the catalogue's names, which are not message files (`{kind}.{slug}.name`). */
export const taxonomyAreas = ["categories", "subcategories", "applications"] as const;

export const areaLabelKey = (area: string) => `admin.texts.areas.${area}`;

type T = (key: string) => string;

/** The area's human name; an area added without a label still shows, under its key. */
export function areaLabel(t: T, area: string): string {
  const key = areaLabelKey(area);
  const label = t(key);
  return label && label !== key ? label : area;
}

/** The filter's options, sorted by what the reader sees. */
export const areaOptions = (areas: readonly string[], t: T, locale: Locale) =>
  areas.map((value) => ({ value, label: areaLabel(t, value) })).sort((a, b) => a.label.localeCompare(b.label, locale));
