import { describe, expect, it } from "vitest";
import type { TranslationEntry } from "~/translations/translation-entry";
import { filterTranslations, translationAreas } from "~/translations/translations.server";

const entry = (key: string, en: [string, string | null], fr: [string, string | null]): TranslationEntry => ({
  key,
  area: key.split(".")[0]!,
  taxonomy: key.endsWith(".name"),
  texts: {
    en: { default: en[0], override: en[1], version: en[1] === null ? 0 : 1 },
    fr: { default: fr[0], override: fr[1], version: fr[1] === null ? 0 : 1 },
  },
});

const entries = [
  entry("home.title", ["Welcome", null], ["Bienvenue", null]),
  entry("home.empty", ["Only English", null], ["", null]),
  entry("footer.note", ["", "Filled by staff"], ["Note", null]),
  entry("categories.relays.name", ["Relays", null], ["Relais", "Relais industriels"]),
];
const keys = (list: TranslationEntry[]) => list.map((e) => e.key);

describe("filterTranslations", () => {
  it("finds a key or a text in either language, default or override, ignoring case", () => {
    expect(keys(filterTranslations(entries, { q: "BIENVENUE" }))).toEqual(["home.title"]);
    expect(keys(filterTranslations(entries, { q: "industriels" }))).toEqual(["categories.relays.name"]);
    expect(keys(filterTranslations(entries, { q: "footer." }))).toEqual(["footer.note"]);
  });

  it("keeps the keys whose text is empty in some language, an override counting as the text", () => {
    expect(keys(filterTranslations(entries, { missing: true }))).toEqual(["home.empty"]);
  });

  it("filters by area and lists the areas", () => {
    expect(keys(filterTranslations(entries, { area: "home" }))).toEqual(["home.title", "home.empty"]);
    expect(translationAreas(entries)).toEqual(["categories", "footer", "home"]);
  });
});
