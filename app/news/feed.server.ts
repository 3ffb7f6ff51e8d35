import type { Database } from "~/db/client.server";
import { type Locale, localizePath, pickLocalized } from "~/i18n/locales";
import { translate, type Messages } from "~/i18n/translate";
import { listPublishedArticles } from "./articles.server";
import { markdownToText } from "./markdown.server";

const FEED_SIZE = 20;

// Characters XML 1.0 does not allow (C0 controls but tab and line breaks, U+FFFE, U+FFFF, lone
// surrogates): one of them, even in a text stored before the article form refused them, would make
// the whole feed unreadable, so they are dropped.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const escapeXml = (value: string) =>
  value.replace(NOT_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** RSS 2.0 of the latest published articles in one language. */
export async function buildArticleFeed(db: Database, options: { origin: string; locale: Locale; messages: Messages; site: string }): Promise<string> {
  const { origin, locale, messages, site } = options;
  const { items } = await listPublishedArticles(db, { perPage: FEED_SIZE });
  const t = (key: string, vars?: Record<string, string>) => translate(messages, key, vars, locale);
  const page = `${origin}${localizePath("/blog", locale)}`;
  const self = `${origin}${localizePath("/blog/feed.xml", locale)}`;
  const entries = items.map((article) => {
    const slug = article.slug[locale] ?? article.slug.en ?? String(article.id);
    const link = `${origin}${localizePath(`/blog/${slug}`, locale)}`;
    const summary = pickLocalized(article.summary, locale);
    return [
      "<item>",
      `<title>${escapeXml(pickLocalized(article.title, locale))}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${article.publishedAt.toUTCString()}</pubDate>`,
      summary ? `<description>${escapeXml(markdownToText(summary, 600))}</description>` : "",
      article.author ? `<dc:creator>${escapeXml(article.author)}</dc:creator>` : "",
      ...article.tags.map((tag) => `<category>${escapeXml(t(`news.tags.${tag}`) === `news.tags.${tag}` ? tag : t(`news.tags.${tag}`))}</category>`),
      "</item>",
    ]
      .filter(Boolean)
      .join("");
  });
  const latest = items[0]?.publishedAt;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeXml(t("news.feedTitle", { site }))}</title>
<link>${escapeXml(page)}</link>
<description>${escapeXml(t("pages.blog.intro"))}</description>
<language>${locale}</language>
<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>
${latest ? `<lastBuildDate>${latest.toUTCString()}</lastBuildDate>\n` : ""}${entries.join("\n")}
</channel>
</rss>
`;
}
