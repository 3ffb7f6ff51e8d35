import { describe, expect, it } from "vitest";
import type { TranslationEntry } from "~/translations/translation-entry";
import { filterTranslations, translationAreas } from "~/translations/translations.server";
import { areaLabel, areaLabelKey, areaOptions, taxonomyAreas } from "~/translations/area-label";
import { bundledMessages } from "~/i18n/bundled";
import { locales } from "~/i18n/locales";
import { translate } from "~/i18n/translate";

const entry = (key: string, en: [string, string | null], fr: [string, string | null]): TranslationEntry => ({
  key,
  area: key.split(".")[0]!,
  taxonomy: key.endsWith(".name"),
  texts: {
    en: { default: en[0], override: en[1], version: en[1] === null ? 0 : 1 },
    fr: { default: fr[0], override: fr[1], version: fr[1] === null ? 0 : 1 },
    ar: { default: fr[0], override: fr[1], version: fr[1] === null ? 0 : 1 },
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

describe("area names (issue 17: the filter shows names, not keys)", () => {
  // Every area the Translations filter can list: each message namespace, and the catalogue's names.
  const areas = [...new Set([...Object.keys(bundledMessages.en), ...Object.keys(bundledMessages.fr)].map((key) => key.split(".")[0]!)), ...taxonomyAreas];

  it("gives every area a human name in English and in French, not its key", () => {
    for (const locale of locales) {
      for (const area of areas) {
        const label = bundledMessages[locale][areaLabelKey(area)];
        expect(label, `${locale}: ${areaLabelKey(area)}`).toBeTruthy();
        expect(label, `${locale}: ${area}`).not.toBe(area);
      }
    }
    // The examples of the issue.
    const t = (locale: "en" | "fr") => (key: string) => translate(bundledMessages[locale], key);
    expect(areaLabel(t("en"), "aerospacePage")).toBe("Aerospace page");
    expect(areaLabel(t("fr"), "aerospacePage")).toBe("Page aéronautique");
  });

  it("sorts the options by name in the reader's language, and an unnamed area still shows under its key", () => {
    const t = (key: string) => translate(bundledMessages.fr, key);
    expect(areaOptions(["zzUnnamed", "home", "aerospacePage"], t, "fr")).toEqual([
      { value: "aerospacePage", label: "Page aéronautique" },
      { value: "home", label: "Page d’accueil" },
      { value: "zzUnnamed", label: "zzUnnamed" },
    ]);
  });
});
