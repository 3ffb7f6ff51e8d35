/** What the site needs to know of a language besides its message files. */
export interface LocaleConfig<Code extends string = string> {
  /** The code in URLs (`/fr/...`), hreflang, `<html lang>`, cookies and the message folder `locales/{code}/`. */
  code: Code;
  /** The BCP 47 tag the `Intl` formatters use (dates, numbers). */
  intl: string;
  /** Open Graph's `og:locale` (language_TERRITORY). */
  og: string;
  /** The byte's symbol in file sizes ("B"; French writes "o", octet). */
  byte: string;
  /** Writing direction of the language's pages. */
  dir: "ltr" | "rtl";
  /**
   * Staff may leave this language's texts empty for now (a new language being written): forms
   * do not require them, and the pages show the default language's text, marked as such.
   */
  mayWait?: boolean;
}

/**
 * The site's languages, the one list everything derives from (routes, alternates, the sitemap,
 * the language switcher, og:locale, the Intl formatters, the settings' choices). The first is the
 * default and has no URL prefix; every other one is served under `/{code}/...`. A new language is
 * an entry here plus its message files `locales/{code}/*.json` (decision 029).
 */
export const siteLocales = [
  { code: "en", intl: "en-GB", og: "en_US", byte: "B", dir: "ltr" },
  { code: "fr", intl: "fr-FR", og: "fr_FR", byte: "o", dir: "ltr" },
  { code: "ar", intl: "ar-u-nu-latn", og: "ar_AR", byte: "B", dir: "rtl", mayWait: true },
] as const satisfies readonly [LocaleConfig, ...LocaleConfig[]];

export type Locale = (typeof siteLocales)[number]["code"];

/** A text stored in several languages: {"en": "...", "fr": "..."}. */
export type Localized = Partial<Record<Locale, string>>;

/**
 * Everything that depends on the list of languages, built from a list: the site's own below, a
 * longer one in the tests that prove a third language needs nothing more.
 */
export function localeScheme<Code extends string>(list: readonly [LocaleConfig<Code>, ...LocaleConfig<Code>[]]) {
  const codes: readonly Code[] = list.map((entry) => entry.code);
  const byCode = new Map<string, LocaleConfig<Code>>(list.map((entry) => [entry.code, entry]));
  const fallback: Code = list[0].code;

  const isLocale = (value: unknown): value is Code => typeof value === "string" && byCode.has(value);

  /** The language a path's prefix names, if it names one other than the default (`/fr/...`). */
  const prefixOf = (pathname: string): Code | undefined => {
    const first = pathname.split("/")[1];
    return first !== fallback && isLocale(first) ? first : undefined;
  };

  /** The path without its language prefix: `/fr/products` -> `/products`, `/fr` -> `/`. */
  const unprefixed = (pathname: string): string => {
    const prefix = prefixOf(pathname);
    return prefix ? pathname.slice(prefix.length + 1) || "/" : pathname;
  };

  /** The same page in another language: `/fr/products` <-> `/products`. */
  const localizePath = (pathname: string, locale: Code): string => {
    const bare = unprefixed(pathname);
    if (locale === fallback) return bare;
    return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
  };

  return {
    locales: codes,
    defaultLocale: fallback,
    isLocale,
    unprefixed,
    /** `/fr/...` is French; a path without a language prefix is in the default language. */
    localeFromPath: (pathname: string): Code => prefixOf(pathname) ?? fallback,
    /** The language of a route's optional `:lang` segment (undefined: the default one). */
    localeFromParam: (lang: string | undefined): Code => (isLocale(lang) ? lang : fallback),
    localizePath,
    /**
     * A page's hreflang alternates: its path in each of `enabled` (all by default), then x-default
     * (the default language's). `pathIn` gives the page's path in a language, prefix or not.
     */
    alternates(pathIn: (locale: Code) => string, enabled: readonly Code[] = codes): Array<{ hrefLang: string; path: string }> {
      return [
        ...enabled.map((locale) => ({ hrefLang: locale as string, path: localizePath(pathIn(locale), locale) })),
        { hrefLang: "x-default", path: localizePath(pathIn(fallback), fallback) },
      ];
    },
    /** The BCP 47 tag for `Intl` formatters. */
    intlTag: (locale: Code): string => byCode.get(locale)!.intl,
    /** Open Graph's locale. */
    ogLocale: (locale: Code): string => byCode.get(locale)!.og,
    /** The byte's symbol in file sizes. */
    byteSymbol: (locale: Code): string => byCode.get(locale)!.byte,
    /** The writing direction of the language's pages. */
    dirOf: (locale: Code): "ltr" | "rtl" => byCode.get(locale)!.dir,
    /** Whether staff must write a required text in this language (not when its texts may wait). */
    textRequiredIn: (locale: Code): boolean => byCode.get(locale)!.mayWait !== true,
  };
}

const site = localeScheme<Locale>(siteLocales);

export const { locales, defaultLocale, isLocale, unprefixed, localeFromPath, localeFromParam, localizePath, alternates, intlTag, dirOf, textRequiredIn, ogLocale, byteSymbol } = site;

/** One value per language, made by `make`: `{ en: make("en"), fr: make("fr") }`. */
export function perLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
}

/** An empty text in every language: a blank name, description or label. */
export const emptyLocalized = (): Record<Locale, string> => perLocale(() => "");

/** The text in the wanted language, else the default language, else any language that has one. */
export function pickLocalized(value: Localized | null | undefined, locale: Locale): string {
  if (!value) return "";
  return value[locale] || value[defaultLocale] || Object.values(value).find(Boolean) || "";
}

/** A stored text as shown, and the language it is actually in (not the page's when it fell back). */
export interface PickedText {
  text: string;
  lang: Locale;
}

/**
 * `pickLocalized`, saying which language it returned: a product with no Arabic name yet shows its
 * English one, and the page marks it as English (decision 067).
 */
export function pickLocalizedWithLang(value: Localized | null | undefined, locale: Locale): PickedText {
  const order: Locale[] = [locale, defaultLocale, ...locales];
  for (const lang of order) {
    const text = value?.[lang];
    if (text) return { text, lang };
  }
  return { text: "", lang: locale };
}

/**
 * The attributes of a box or block holding a text in `locale` (`lang="ar" dir="rtl"`): staff type
 * Arabic right to left beside the French and English boxes, and screen readers read each in its
 * language.
 */
export const languageAttributes = (locale: Locale): { lang: Locale; dir: "ltr" | "rtl" } => ({ lang: locale, dir: dirOf(locale) });

/**
 * The attributes that mark a text shown in another language than the page's, `lang="en" dir="ltr"`
 * on an Arabic page, so that screen readers, hyphenation and the bidirectional algorithm read it as
 * what it is; nothing when it is in the page's language.
 */
export function fallbackLangAttributes(picked: PickedText, locale: Locale): { lang?: string; dir?: "ltr" | "rtl" } {
  return picked.lang === locale || !picked.text ? {} : { lang: picked.lang, dir: dirOf(picked.lang) };
}

/**
 * The languages of the staff area: those whose texts are complete (its message files exist in
 * these). A language whose texts may wait (Arabic) has none: a member of staff whose remembered or
 * browser language is one of those gets the default language.
 */
export const staffLocales: readonly Locale[] = locales.filter((locale) => textRequiredIn(locale));
