import { type Locale, alternates, localizePath, ogLocale } from "~/i18n/locales";
import { translate, type PackedMessages, unpackMessages } from "~/i18n/translate";

/**
 * One tag of a page's head, in a shape React Router's `meta` export accepts (its MetaDescriptor),
 * written out here so that this module, shared by server and browser, needs nothing of react-router.
 */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; [attribute: string]: string };

interface RootData {
  locale: Locale;
  messages: PackedMessages;
  origin: string;
  settings: { companyName: string; metaTitle: string; metaDescription: string; enabledLanguages?: Locale[] };
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export interface PageSeo {
  /** A message key, or the text itself with `raw: true`. */
  title?: string;
  description?: string;
  raw?: boolean;
  noindex?: boolean;
  /** Query string that belongs to the page's identity (a category of the product list). */
  query?: string;
  /** The page's path in each language when it differs by more than the prefix (an article's slugs). */
  paths?: Partial<Record<Locale, string>>;
  /** Open Graph type: "website" unless said. */
  ogType?: "website" | "article";
  /** A feed of this page (RSS 2.0), offered to feed readers. */
  feed?: { title: string; path: string };
}

/** Title, description, canonical URL, hreflang alternates and Open Graph tags of a public page. */
export function pageMeta(args: MetaArgsLike, page: PageSeo = {}): MetaTag[] {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!root) return [];
  const messages = unpackMessages(root.messages);
  const text = (value: string | undefined) => (value && !page.raw ? translate(messages, value, undefined, root.locale) : value);
  const site = root.settings.companyName;
  const pageTitle = text(page.title);
  const title = pageTitle
    ? translate(messages, "meta.titleTemplate", { page: pageTitle, site })
    : root.settings.metaTitle || `${site} | ${translate(messages, "meta.defaultTitle")}`;
  const description = text(page.description) || root.settings.metaDescription;
  const query = page.query ? `?${page.query}` : "";
  const pathIn = (locale: Locale) => page.paths?.[locale] ?? args.location.pathname;
  const url = (locale: Locale) => `${root.origin}${localizePath(pathIn(locale), locale)}${query}`;

  const tags: MetaTag[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url(root.locale) },
    // Alternates only in the languages the settings offer (the others redirect).
    ...alternates(pathIn, root.settings.enabledLanguages).map(
      ({ hrefLang, path }): MetaTag => ({ tagName: "link", rel: "alternate", hrefLang, href: `${root.origin}${path}${query}` }),
    ),
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:site_name", content: site },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url(root.locale) },
    { property: "og:locale", content: ogLocale(root.locale) },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  if (page.feed) {
    tags.push({ tagName: "link", rel: "alternate", type: "application/rss+xml", title: page.feed.title, href: `${root.origin}${localizePath(page.feed.path, root.locale)}` });
  }
  return tags;
}
