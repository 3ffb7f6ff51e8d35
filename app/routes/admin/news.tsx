import { Link } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { ArticleTable, NewsNotice } from "~/admin/news/article-table";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { newsListAction, newsListLoader } from "./news.server";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.news");
export const loader = (args: Route.LoaderArgs) => newsListLoader(args);
export const action = (args: Route.ActionArgs) => newsListAction(args);

/** News and application notes: every article, published or draft, and what to do with each. */
export default function AdminNews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="news-title" data-testid="admin-tab-news">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="news-title" className="text-2xl font-semibold text-brand-900">{t("admin.news.title")}</h1>
        <Link to="/admin/news/new" className={buttonClass()}>{t("admin.news.new")}</Link>
      </div>
      <p className="mt-2 max-w-3xl text-slate-600">{t("admin.news.intro")}</p>
      <NewsNotice notice={loaderData.notice} />
      <ArticleTable articles={loaderData.articles} />
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
