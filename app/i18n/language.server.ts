import { type CookieRules, readCookie, setCookie } from "~/security/cookies.server";
import { storedItems } from "~/security/cookie-register";
import { type Locale, defaultLocale, isLocale, locales, staffLocales } from "./locales";

export const LANG_COOKIE = storedItems.language.name;
// Not HttpOnly: the page's own script writes it too (stored-language-script.ts).
const rules: CookieRules = { name: LANG_COOKIE, sameSite: "lax", httpOnly: false, maxAge: storedItems.language.maxAge };

export function langCookie(locale: Locale, secure: boolean): string {
  return setCookie(rules, locale, secure);
}

export function readLangCookie(request: Request): Locale | undefined {
  const value = readCookie(request, LANG_COOKIE);
  return isLocale(value) ? value : undefined;
}

/** The supported language the browser ranks highest in Accept-Language, if any. */
export function localeFromAcceptLanguage(header: string | null, among: readonly Locale[] = locales): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { language: tag.toLowerCase().split("-")[0] ?? "", quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find((language): language is Locale => isLocale(language) && among.includes(language));
}

/** The remembered choice first, then the browser's languages, then English. */
export function preferredLocale(request: Request): Locale {
  return (
    readLangCookie(request) ?? localeFromAcceptLanguage(request.headers.get("Accept-Language")) ?? defaultLocale
  );
}

export { staffLocales };

/** The staff area's language: the preferred one when the staff area has it, else the first staff language it finds, else English. */
export function preferredStaffLocale(request: Request): Locale {
  const remembered = readLangCookie(request);
  if (remembered && staffLocales.includes(remembered)) return remembered;
  const browser = localeFromAcceptLanguage(request.headers.get("Accept-Language"), staffLocales);
  return browser ?? defaultLocale;
}

export { locales };
