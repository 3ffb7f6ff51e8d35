import { useContext } from "react";
import { UNSAFE_RouteContext, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { type Locale, defaultLocale, dirOf, localizePath } from "./locales";
import { translateTaxonomyName, type TaxonomyKind } from "./taxonomy";
import { type Messages, type PackedMessages, type TranslateVars, isolateVars, translate, unpackMessages } from "./translate";

export interface UseTranslation {
  locale: Locale;
  t: (key: string, vars?: TranslateVars) => string;
  /** A site path in the current language: "/products" -> "/fr/products" in French. */
  href: (path: string) => string;
  taxonomyName: (kind: TaxonomyKind, rawName: string) => string;
}

// The root's messages with a page's texts over them, built once per pair.
const merged = new WeakMap<Messages, WeakMap<Messages, Messages>>();

function withPageTexts(shared: Messages, page: Messages): Messages {
  let byPage = merged.get(shared);
  if (!byPage) merged.set(shared, (byPage = new WeakMap()));
  let messages = byPage.get(page);
  if (!messages) byPage.set(page, (messages = { ...shared, ...page }));
  return messages;
}

/**
 * The root's messages, plus the page texts (i18n/page-texts.ts) of the route this component is
 * rendered in, when its loader returns them as `texts`.
 */
export function useMessages(): { locale: Locale; messages: Messages } {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const { matches } = useContext(UNSAFE_RouteContext);
  const page = useRouteLoaderData(matches[matches.length - 1]?.route.id ?? "root") as { texts?: PackedMessages } | undefined;
  const shared = unpackMessages(data?.messages);
  const texts = typeof page?.texts === "string" ? unpackMessages(page.texts) : undefined;
  return { locale: data?.locale ?? defaultLocale, messages: texts ? withPageTexts(shared, texts) : shared };
}

export function useTranslation(): UseTranslation {
  const { locale, messages } = useMessages();
  // On a right-to-left page every value put into a sentence is isolated (decision 066).
  const rtl = dirOf(locale) === "rtl";
  return {
    locale,
    t: (key, vars) => translate(messages, key, rtl && vars ? isolateVars(vars) : vars, locale),
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
