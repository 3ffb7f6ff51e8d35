import { describe, expect, it } from "vitest";
import { parseSetCookie } from "cookie";
import { bundledMessages, staffNamespaces } from "~/i18n/bundled";
import { localeFromAcceptLanguage, preferredLocale, preferredStaffLocale, readLangCookie, langCookie } from "~/i18n/language.server";
import { localeFromPath, localizePath, pickLocalized } from "~/i18n/locales";
import { capitalizeWords, taxonomySlug, translateTaxonomyName } from "~/i18n/taxonomy";
import { translate } from "~/i18n/translate";

describe("message catalogues", () => {
  it("have the same keys in English and French, none empty", () => {
    const { en, fr } = bundledMessages;
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries({ ...en, ...fr })) expect(value, key).not.toBe("");
  });

  it("have every public message in Arabic too, and no staff message is needed in Arabic", () => {
    const plural = /\.(zero|one|two|few|many|other)$/;
    const base = (key: string) => key.replace(plural, "");
    const publicKeys = Object.keys(bundledMessages.en).filter((key) => !staffNamespaces.has(key.split(".")[0]!));
    const arabic = new Set(Object.keys(bundledMessages.ar).map(base));
    for (const key of publicKeys) expect(arabic.has(base(key)), `ar ${key}`).toBe(true);
    for (const [key, value] of Object.entries(bundledMessages.ar)) {
      expect(value, key).not.toBe("");
      expect(staffNamespaces.has(key.split(".")[0]!), `ar ${key} is a staff message`).toBe(false);
    }
  });

  it("give Arabic its six plural forms wherever English has two", () => {
    const counted = new Set(
      Object.keys(bundledMessages.en)
        .filter((key) => key.endsWith(".one") && !staffNamespaces.has(key.split(".")[0]!))
        .map((key) => key.slice(0, -".one".length)),
    );
    for (const key of counted) {
      for (const form of ["zero", "one", "two", "few", "many", "other"]) expect(bundledMessages.ar[`${key}.${form}`], `ar ${key}.${form}`).toBeTruthy();
    }
    expect([0, 1, 2, 3, 11, 100].map((count) => translate(bundledMessages.ar, "news.count", { count }, "ar"))).toEqual([
      "لا توجد مقالات",
      "مقال واحد",
      "مقالان",
      "3 مقالات",
      "11 مقالًا",
      "100 مقال",
    ]);
  });

  it("hold the strings SPEC gives", () => {
    expect(bundledMessages.fr["common.loading"]).toBe("Chargement...");
    expect(bundledMessages.en["header.tagline"]).toBe("Innovate. Develop. Co-design");
  });
});

describe("translate", () => {
  it("fills placeholders and shows the key when a message is missing", () => {
    const messages = { "footer.copyright": "© {year} {company}." };
    expect(translate(messages, "footer.copyright", { year: 2026, company: "Vitrine" })).toBe("© 2026 Vitrine.");
    expect(translate(messages, "nope.missing")).toBe("nope.missing");
    expect(translate({ a: "{x} and {y}" }, "a", { x: 1 })).toBe("1 and {y}");
  });
});

describe("French typography", () => {
  it("puts a no-break space before : ; ? ! and inside « », and spells Micromoteurs one way", () => {
    for (const [key, value] of Object.entries(bundledMessages.fr)) {
      expect(value, key).not.toMatch(/ [:;?!](\s|$)|« | »/);
      expect(value, key).not.toMatch(/[Mm]icro-moteur/);
    }
  });
});

describe("plural forms", () => {
  const messages = { "n.count.one": "{count} article", "n.count.other": "{count} articles" };

  it("follow each language's rules: 0 is plural in English, singular in French", () => {
    expect([0, 1, 2].map((count) => translate(messages, "n.count", { count }, "en"))).toEqual(["0 articles", "1 article", "2 articles"]);
    expect([0, 1, 2].map((count) => translate(messages, "n.count", { count }, "fr"))).toEqual(["0 article", "1 article", "2 articles"]);
  });

  it("are used by every message that counts something (no \"1 products\", no \"product(s)\")", () => {
    // Counts that stand beside a label, not a noun, need no plural form.
    const labels = new Set(["catalogue.filtersWithCount", "quote.headerLink", "admin.kanban.count", "admin.kanban.moved", "admin.csv.importButton", "admin.inbox.list.total"]);
    for (const [locale, catalogue] of Object.entries(bundledMessages)) {
      for (const [key, value] of Object.entries(catalogue)) {
        expect(value, `${locale} ${key}`).not.toMatch(/\(s\)|\(e?s\)/);
        const singleForm = !/\.(zero|one|two|few|many|other)$/.test(key);
        if (singleForm && !labels.has(key)) expect(value, `${locale} ${key}: a count needs plural forms`).not.toMatch(/\{count\} \p{L}/u);
      }
    }
  });
});

describe("taxonomy names (SPEC §5)", () => {
  it("makes slugs by the spec's rules", () => {
    expect(taxonomySlug("Switches & Sensors")).toBe("switches-and-sensors");
    expect(taxonomySlug("Phase & Sequence")).toBe("phase-and-sequence");
    expect(taxonomySlug("  Plug   In ")).toBe("plug-in");
    expect(taxonomySlug("Micro-Motors -- Actuators!")).toBe("micro-motors-actuators");
    expect(taxonomySlug("Capteurs & Détection")).toBe("capteurs-and-detection");
    expect(taxonomySlug("hermetically sealed relays and timers")).toBe("hermetically-sealed-relays-and-timers");
  });

  const messages = {
    "categories.relays-control.name": "Relays & Control",
    "categories.monitoring-relays.name": "Monitoring Relays",
    "subcategories.switches-sensors.name": "Switches & Sensors",
  };

  it("finds the exact key first", () => {
    expect(translateTaxonomyName(messages, "categories", "Relays Control")).toBe("Relays & Control");
  });

  it("falls back to the closest substring match", () => {
    expect(translateTaxonomyName(messages, "categories", "relays")).toBe("Relays & Control");
    expect(translateTaxonomyName(messages, "subcategories", "switches")).toBe("Switches & Sensors");
  });

  it("shows the raw name capitalised when nothing matches", () => {
    expect(translateTaxonomyName(messages, "applications", "food beverage")).toBe("Food Beverage");
    expect(capitalizeWords("brush-motors")).toBe("Brush Motors");
  });
});

describe("language in URLs", () => {
  it("maps paths between languages", () => {
    expect(localizePath("/products", "fr")).toBe("/fr/products");
    expect(localizePath("/", "fr")).toBe("/fr");
    expect(localizePath("/fr", "en")).toBe("/");
    expect(localizePath("/fr/products/12", "en")).toBe("/products/12");
    expect(localizePath("/fr/about", "fr")).toBe("/fr/about");
    expect(localeFromPath("/fr")).toBe("fr");
    expect(localeFromPath("/fr/contact")).toBe("fr");
    expect(localeFromPath("/franchise")).toBe("en");
  });

  it("picks localized text with English as the fallback", () => {
    expect(pickLocalized({ en: "Relays", fr: "Relais" }, "fr")).toBe("Relais");
    expect(pickLocalized({ en: "Relays" }, "fr")).toBe("Relays");
    expect(pickLocalized(null, "en")).toBe("");
  });

  it("reads the browser's preference and the remembered choice", () => {
    expect(localeFromAcceptLanguage("fr-FR,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(localeFromAcceptLanguage("en-US,en;q=0.9,fr;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("de-DE,de;q=0.9,fr;q=0.5")).toBe("fr");
    expect(localeFromAcceptLanguage("ar;q=1, fr;q=0")).toBe("ar");
    expect(localeFromAcceptLanguage("de;q=1, fr;q=0")).toBeUndefined();
    expect(localeFromAcceptLanguage("garbage;;;q=x")).toBeUndefined();
    const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });
    expect(readLangCookie(request({ Cookie: "a=1; lang=fr" }))).toBe("fr");
    expect(readLangCookie(request({ Cookie: "lang=xx" }))).toBeUndefined();
    expect(preferredLocale(request({ Cookie: "lang=en", "Accept-Language": "fr" }))).toBe("en");
    expect(preferredLocale(request({ "Accept-Language": "fr-MA" }))).toBe("fr");
    expect(preferredLocale(request({}))).toBe("en");
    // The staff area has no Arabic: an Arabic reader gets their other language, else English.
    expect(preferredLocale(request({ Cookie: "lang=ar" }))).toBe("ar");
    expect(preferredStaffLocale(request({ Cookie: "lang=ar" }))).toBe("en");
    expect(preferredStaffLocale(request({ Cookie: "lang=ar", "Accept-Language": "ar-MA,fr;q=0.8" }))).toBe("fr");
    expect(preferredStaffLocale(request({ "Accept-Language": "ar-SA" }))).toBe("en");
    expect(preferredStaffLocale(request({ Cookie: "lang=fr", "Accept-Language": "ar" }))).toBe("fr");
  });

  it("keeps the language cookie for one year", () => {
    // Attributes in any order: the cookie package writes them in its own.
    expect(parseSetCookie(langCookie("fr", false))).toEqual({ name: "lang", value: "fr", path: "/", maxAge: 31536000, sameSite: "lax" });
    expect(parseSetCookie(langCookie("en", true))).toEqual({ name: "lang", value: "en", path: "/", maxAge: 31536000, sameSite: "lax", secure: true });
  });
});
