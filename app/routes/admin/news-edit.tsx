import { Link } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { ArticleForm } from "~/admin/news/article-form";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { newsEditAction, newsEditLoader } from "./news.server";
import type { Route } from "./+types/news-edit";

// /admin/news/new writes an article, /admin/news/{id} edits one.
export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.news");
export const loader = (args: Route.LoaderArgs) => newsEditLoader(args);
export const action = (args: Route.ActionArgs) => newsEditAction(args);

export default function AdminNewsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { article } = loaderData;
  return (
    <section aria-labelledby="article-edit-title" className="max-w-5xl">
      <Link to="/admin/news" className="text-sm text-brand-700 underline">{t("admin.news.back")}</Link>
      <h1 id="article-edit-title" className="mt-2 text-2xl font-semibold text-brand-900">
        {article ? t("admin.news.editTitle", { title: pickLocalized(article.title, locale) }) : t("admin.news.newTitle")}
      </h1>
      {article ? (
        <p className="mt-1 text-sm">
          <Link to={`/admin/news/${article.id}/delete`} className="text-red-700 underline">{t("admin.news.delete")}</Link>
        </p>
      ) : null}
      <ArticleForm key={article?.id ?? "new"} article={article} answer={actionData} />
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
