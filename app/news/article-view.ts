import { type Locale, intlTag, pickLocalized } from "~/i18n/locales";
import type { ImageSource } from "~/media/image-variants";
import type { ArticleSummary } from "./articles.server";

/** What a page shows of an article in one language, dates already written out on the server. */
export interface ArticleCardView {
  id: number;
  slug: string;
  title: string;
  summary: string;
  author: string;
  date: string;
  dateIso: string;
  tags: string[];
  cover: ImageSource | null;
}

/** "15 September 2026" / "15 septembre 2026": the published day, the same for every reader. */
export function formatPublishedDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(date);
}

export function articleCardView(article: ArticleSummary, locale: Locale): ArticleCardView {
  return {
    id: article.id,
    slug: article.slug[locale] ?? article.slug.en ?? String(article.id),
    title: pickLocalized(article.title, locale),
    summary: pickLocalized(article.summary, locale),
    author: article.author,
    date: formatPublishedDate(article.publishedAt, locale),
    dateIso: article.publishedAt.toISOString(),
    tags: article.tags,
    cover: article.cover,
  };
}
