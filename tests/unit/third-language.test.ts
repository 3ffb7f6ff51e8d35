import { describe, expect, it } from "vitest";
import { collectMessages } from "~/i18n/bundled";
import { isolateVars, translate } from "~/i18n/translate";
import { localeScheme, siteLocales } from "~/i18n/locales";

// Decision 029: a language is an entry in the locale list plus its message files. The site's
// list, with one more entry, through the same functions the site uses.
const withGerman = localeScheme([...siteLocales, { code: "de", intl: "de-DE", og: "de_DE", byte: "B", dir: "ltr" }]);

describe("a further language added to the locale list", () => {
  it("is recognised, and parsed from paths and route parameters", () => {
    expect(withGerman.locales).toEqual(["en", "fr", "ar", "de"]);
    expect(withGerman.isLocale("de")).toBe(true);
    expect(withGerman.localeFromPath("/de")).toBe("de");
    expect(withGerman.localeFromPath("/de/products/12")).toBe("de");
    expect(withGerman.localeFromPath("/fr/products")).toBe("fr");
    expect(withGerman.localeFromPath("/products")).toBe("en");
    expect(withGerman.localeFromPath("/design")).toBe("en");
    expect(withGerman.localeFromParam("de")).toBe("de");
    expect(withGerman.localeFromParam(undefined)).toBe("en");
    expect(withGerman.localeFromParam("xx")).toBe("en");
  });

  it("gets its own localized paths, to and from every other language", () => {
    expect(withGerman.localizePath("/products", "de")).toBe("/de/products");
    expect(withGerman.localizePath("/", "de")).toBe("/de");
    expect(withGerman.localizePath("/fr/blog/un-article", "de")).toBe("/de/blog/un-article");
    expect(withGerman.localizePath("/de/products", "fr")).toBe("/fr/products");
    expect(withGerman.localizePath("/de", "en")).toBe("/");
    expect(withGerman.unprefixed("/de/textedit")).toBe("/textedit");
  });

  it("appears in the hreflang alternates, with x-default in the default language", () => {
    expect(withGerman.alternates(() => "/products?category=relays")).toEqual([
      { hrefLang: "en", path: "/products?category=relays" },
      { hrefLang: "fr", path: "/fr/products?category=relays" },
      { hrefLang: "ar", path: "/ar/products?category=relays" },
      { hrefLang: "de", path: "/de/products?category=relays" },
      { hrefLang: "x-default", path: "/products?category=relays" },
    ]);
    // Only the enabled ones; a page whose path differs per language (an article's slug).
    const slugs = { en: "/blog/news", fr: "/blog/nouvelles", ar: "/blog/akhbar", de: "/blog/neuigkeiten" } as const;
    expect(withGerman.alternates((locale) => slugs[locale], ["en", "de"])).toEqual([
      { hrefLang: "en", path: "/blog/news" },
      { hrefLang: "de", path: "/de/blog/neuigkeiten" },
      { hrefLang: "x-default", path: "/blog/news" },
    ]);
  });

  it("has its Intl tag and Open Graph locale from its entry", () => {
    expect(withGerman.intlTag("de")).toBe("de-DE");
    expect(withGerman.ogLocale("de")).toBe("de_DE");
    expect(withGerman.ogLocale("fr")).toBe("fr_FR");
    expect(withGerman.dirOf("de")).toBe("ltr");
  });

  it("loads its messages from locales/de/*.json like the others", () => {
    const files = {
      "../../locales/en/site.json": { header: { tagline: "Innovate" } },
      "../../locales/de/site.json": { header: { tagline: "Innovieren" }, footer: { about: "Über uns" } },
      "../../locales/de/admin.json": { admin: { title: "Verwaltung" } },
      "../../locales/it/site.json": { header: { tagline: "Innovare" } },
    };
    const messages = collectMessages(files, withGerman.locales);
    expect(messages.de).toEqual({ "header.tagline": "Innovieren", "footer.about": "Über uns", "admin.title": "Verwaltung" });
    expect(messages.en).toEqual({ "header.tagline": "Innovate" });
    expect(messages.fr).toEqual({});
    // A folder whose language is not in the list is not loaded.
    expect(Object.keys(messages)).toEqual(["en", "fr", "ar", "de"]);
  });

  it("leaves the site's own list as it is: English by default, French under /fr, Arabic under /ar", () => {
    const site = localeScheme(siteLocales);
    expect(site.locales).toEqual(["en", "fr", "ar"]);
    expect(site.dirOf("ar")).toBe("rtl");
    expect(site.dirOf("fr")).toBe("ltr");
    expect(site.localeFromPath("/de/products")).toBe("en");
    expect(site.localizePath("/products", "fr")).toBe("/fr/products");
    expect(site.localizePath("/fr/products", "ar")).toBe("/ar/products");
  });

  it("writes Arabic right to left with Western digits, the others left to right", () => {
    const site = localeScheme(siteLocales);
    expect(site.dirOf("ar")).toBe("rtl");
    expect(site.dirOf("en")).toBe("ltr");
    expect(site.dirOf("fr")).toBe("ltr");
    expect(site.ogLocale("ar")).toBe("ar_AR");
    expect(new Intl.NumberFormat(site.intlTag("ar")).format(1234.5)).toMatch(/^1[,٬]?234[.٫]5$/);
    expect(new Intl.NumberFormat(site.intlTag("ar")).format(1234.5)).not.toMatch(/[٠-٩]/);
    expect(new Intl.DateTimeFormat(site.intlTag("ar"), { dateStyle: "long", timeZone: "UTC" }).format(new Date("2026-03-05T12:00:00Z"))).toMatch(/5.*2026/);
  });
});

describe("values in right-to-left sentences", () => {
  it("are isolated so that a reference or an address keeps its order", () => {
    const messages = { "quote.ref": "مرجعك: {reference}", "news.count.few": "{count} مقالات", "news.count.other": "{count} مقال" };
    const vars = isolateVars({ reference: "Q-2026-0042", count: 3, empty: "" });
    expect(vars).toEqual({ reference: "\u2068Q-2026-0042\u2069", count: 3, empty: "" });
    expect(translate(messages, "quote.ref", vars, "ar")).toBe("مرجعك: \u2068Q-2026-0042\u2069");
    // The count stays a number: the plural form is still chosen from it.
    expect(translate(messages, "news.count", vars, "ar")).toBe("3 مقالات");
  });
});
