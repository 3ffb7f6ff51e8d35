export const locales = ["en", "fr"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** A text stored in several languages: {"en": "...", "fr": "..."}. */
export type Localized = Partial<Record<Locale, string>>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The text in the wanted language, else English, else any language that has one. */
export function pickLocalized(value: Localized | null | undefined, locale: Locale): string {
  if (!value) return "";
  return value[locale] || value[defaultLocale] || Object.values(value).find(Boolean) || "";
}

/** `/fr/...` is French; everything else is English, which needs no prefix. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/fr" || pathname.startsWith("/fr/") ? "fr" : "en";
}

/** The same page in another language: `/fr/products` <-> `/products`. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = pathname === "/fr" ? "/" : pathname.startsWith("/fr/") ? pathname.slice(3) : pathname;
  if (locale === defaultLocale) return bare;
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}
