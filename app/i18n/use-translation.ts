import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { type Locale, defaultLocale, localizePath } from "./locales";
import { translateTaxonomyName, type TaxonomyKind } from "./taxonomy";
import { type TranslateVars, translate } from "./translate";

export interface UseTranslation {
  locale: Locale;
  t: (key: string, vars?: TranslateVars) => string;
  /** A site path in the current language: "/products" -> "/fr/products" in French. */
  href: (path: string) => string;
  taxonomyName: (kind: TaxonomyKind, rawName: string) => string;
}

export function useTranslation(): UseTranslation {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const locale = data?.locale ?? defaultLocale;
  const messages = data?.messages ?? {};
  return {
    locale,
    t: (key, vars) => translate(messages, key, vars, locale),
    href: (path) => {
      const cut = path.search(/[?#]/);
      if (cut < 0) return localizePath(path, locale);
      return localizePath(path.slice(0, cut), locale) + path.slice(cut);
    },
    taxonomyName: (kind, rawName) => translateTaxonomyName(messages, kind, rawName),
  };
}

export function useSettings() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  return data?.settings;
}

/** The site's public origin (PUBLIC_URL, else the request's), for absolute URLs. */
export function useOrigin(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.origin ?? "";
}
