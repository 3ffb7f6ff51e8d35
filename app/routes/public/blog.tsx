import { Link } from "react-router";
import { ArticleCard, useTopicName } from "~/components/article-card";
import { PageIntro } from "~/components/page-intro";
import { localeFromPath } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { articleCardView } from "~/news/article-view";
import { listArticleTags, listPublishedArticles } from "~/news/articles.server";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/blog";
import { pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";
import { Arrow } from "~/components/ui/ltr";

export const handle = cachedPage("tag", "page");

// /blog: published articles, newest first, a page at a time, optionally of one topic. The page
// and topic are in the URL, so every view is a plain link (no JavaScript needed).
const TOPIC = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, request }) => {
    const url = new URL(request.url);
    const locale = localeFromPath(url.pathname);
    const rawTag = url.searchParams.get("tag") ?? "";
    const tag = TOPIC.test(rawTag) && rawTag.length <= 40 ? rawTag : undefined;
    const rawPage = url.searchParams.get("page") ?? "1";
    const page = /^\d{1,4}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
    const [list, topics] = await Promise.all([listPublishedArticles(db, { tag, page }), listArticleTags(db)]);
    return {
      articles: list.items.map((article) => articleCardView(article, locale)),
      total: list.total,
      page: list.page,
      pages: Math.max(1, Math.ceil(list.total / list.perPage)),
      tag: tag ?? null,
      topics,
    };
  });

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  const query = new URLSearchParams();
  if (data?.tag) query.set("tag", data.tag);
  if (data && data.page > 1) query.set("page", String(data.page));
  return pageMeta(args, {
    title: "pages.blog.title",
    description: "pages.blog.intro",
    query: query.size ? query.toString() : undefined,
    // A page past the last one is empty: keep it out of search engines.
    noindex: !!data && data.page > data.pages,
    feed: { title: "RSS", path: "/blog/feed.xml" },
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { articles, total, page, pages, tag, topics } = loaderData;
  const { t, href } = useTranslation();
  const topicName = useTopicName();
  const pageLink = (n: number) => {
    const query = new URLSearchParams();
    if (tag) query.set("tag", tag);
    if (n > 1) query.set("page", String(n));
    return href(`/blog${query.size ? `?${query}` : ""}`);
  };
  return (
    <PageIntro page="blog">
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        {topics.length ? (
          <nav aria-label={t("news.topics")}>
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link to={href("/blog")} aria-current={tag ? undefined : "page"} className={topicClass(!tag)}>
                  {t("news.allTopics")}
                </Link>
              </li>
              {topics.map(({ tag: topic }) => (
                <li key={topic}>
                  <Link to={href(`/blog?tag=${topic}`)} aria-current={topic === tag ? "page" : undefined} className={topicClass(topic === tag)}>
                    {topicName(topic)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <a href={href("/blog/feed.xml")} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("news.feed")}
        </a>
      </div>

      <section aria-labelledby="articles-title" className="mt-8">
        <h2 id="articles-title" className="text-xl font-semibold text-brand-900">
          {tag ? t("news.topicTitle", { topic: topicName(tag) }) : t("news.count", { count: total })}
        </h2>
        {articles.length ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-list">
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 text-slate-600">{tag ? t("news.emptyTopic") : t("news.empty")}</p>
        )}
      </section>

      {pages > 1 ? (
        <nav aria-label={t("news.pagination")} className="mt-10 flex items-center justify-between gap-4 text-sm">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} rel="prev" className="font-semibold text-brand-700 hover:underline">
              <Arrow to="back" /> {t("news.newer")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-500">{t("news.pageOf", { page, pages })}</span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} rel="next" className="font-semibold text-brand-700 hover:underline">
              {t("news.older")} <Arrow to="forward" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </PageIntro>
  );
}

const topicClass = (current: boolean) =>
  `inline-block rounded-full border px-3 py-1 text-sm ${current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-700 hover:border-brand-500"}`;
