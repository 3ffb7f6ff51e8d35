import { recordNotFoundBoundary } from "~/components/not-found";
import { Link, data, redirect } from "react-router";
import { useTopicName } from "~/components/article-card";
import { RelatedProducts } from "~/components/related-products";
import { dirOf, localeFromPath, localizePath, pickLocalized } from "~/i18n/locales";
import { useOrigin, useSettings, useTranslation } from "~/i18n/use-translation";
import { articleCardView } from "~/news/article-view";
import { findPublishedArticle } from "~/news/articles.server";
import { renderMarkdown } from "~/news/markdown.server";
import { JsonLd } from "~/seo/json-ld";
import { pageMeta } from "~/seo/meta";
import { DEFAULT_LOGO_PATH } from "~/seo/default-logo";
import type { Route } from "./+types/blog-article";
import { pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";
import { Arrow, BidiText } from "~/components/ui/ltr";

export const handle = cachedPage();

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, request }) => {
    const { params } = args;
    const url = new URL(request.url);
    const locale = localeFromPath(url.pathname);
    const slug = params.slug;
    if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw data(null, { status: 404 });
    const found = await findPublishedArticle(db, locale, slug);
    if (!found) throw data(null, { status: 404 });
    // Another language's slug (a shared link, a switched language): the article in this one.
    if (found.canonicalSlug !== slug) throw redirect(localizePath(`/blog/${found.canonicalSlug}`, locale), 301);
    const { article, related } = found;
    return {
      article: {
        ...articleCardView(article, locale),
        html: renderMarkdown(pickLocalized(article.body, locale), { isolateRuns: dirOf(locale) === "rtl" }),
        modifiedIso: article.updatedAt.toISOString(),
        paths: Object.fromEntries(Object.entries(article.slug).map(([l, s]) => [l, `/blog/${s}`])),
      },
      related,
    };
  });

export const meta: Route.MetaFunction = (args) => {
  const article = args.loaderData?.article;
  if (!article) return pageMeta(args, { title: "news.notFoundTitle", noindex: true });
  return pageMeta(args, { title: article.title, description: article.summary, raw: true, paths: article.paths, ogType: "article" });
};

/** The cover, else the first image of the text, as an absolute URL (schema.org `image`). */
function articleImage(article: { cover: { src: string } | null; html: string }, origin: string): string | undefined {
  const src = article.cover?.src ?? /<img\b[^>]*?\ssrc="([^"]+)"/.exec(article.html)?.[1]?.replaceAll("&amp;", "&");
  if (!src) return undefined;
  try {
    const url = new URL(src, `${origin}/`);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  const { t, href, locale } = useTranslation();
  const settings = useSettings();
  const origin = useOrigin();
  const topicName = useTopicName();
  const url = `${origin}${href(`/blog/${article.slug}`)}`;
  return (
    <div className="mx-auto max-w-7xl px-6 py-10">
      <nav aria-label={t("common.breadcrumb")} className="text-sm text-slate-500">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to={href("/")} className="hover:underline">{t("nav.home")}</Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li>
            <Link to={href("/blog")} className="hover:underline">{t("pages.blog.title")}</Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li aria-current="page" className="text-slate-700"><BidiText text={article.title} /></li>
        </ol>
      </nav>
      <article className="mx-auto mt-6 max-w-3xl" data-testid="article">
        <header>
          <h1 className="text-3xl font-bold leading-tight tracking-tight text-brand-900 sm:text-4xl"><BidiText text={article.title} /></h1>
          <p className="mt-4 text-sm text-slate-500">
            <time dateTime={article.dateIso}>{t("news.publishedOn", { date: article.date })}</time>
            {article.author ? <> · {t("news.by", { author: article.author })}</> : null}
          </p>
          {article.tags.length ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("news.topics")}>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link to={href(`/blog?tag=${tag}`)} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 hover:underline">
                    {topicName(tag)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {article.summary ? <p className="mt-6 text-lg leading-relaxed text-slate-700"><BidiText text={article.summary} /></p> : null}
        </header>
        {article.cover ? (
          <img
            src={article.cover.src}
            srcSet={article.cover.srcSet}
            sizes={article.cover.srcSet ? "(min-width: 768px) 768px, 100vw" : undefined}
            alt=""
            width={article.cover.width ?? 1280}
            height={article.cover.height ?? 720}
            fetchPriority="high"
            className="mt-8 w-full rounded-lg object-cover"
          />
        ) : null}
        <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>

      <RelatedProducts title={t("news.related")} products={related} />

      <p className="mt-12">
        <Link to={href("/blog")} className="font-semibold text-brand-700 hover:underline"><Arrow to="back" /> {t("news.allArticles")}</Link>
      </p>

      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: article.title,
          description: article.summary || undefined,
          datePublished: article.dateIso,
          dateModified: article.modifiedIso,
          inLanguage: locale,
          author: article.author ? { "@type": "Person", name: article.author } : { "@type": "Organization", name: settings?.companyName },
          publisher: { "@type": "Organization", "@id": `${origin}/#organization`, name: settings?.companyName, url: `${origin}/`, logo: `${origin}${settings?.logoUrl ?? DEFAULT_LOGO_PATH}` },
          image: articleImage(article, origin),
          keywords: article.tags.length ? article.tags.map(topicName).join(", ") : undefined,
          mainEntityOfPage: { "@type": "WebPage", "@id": url },
          url,
        }}
      />
    </div>
  );
}

export const ErrorBoundary = recordNotFoundBoundary({ testId: "article-not-found", title: "news.notFoundTitle", text: "news.notFoundText", back: { to: "/blog", label: "news.allArticles" } });
