import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { ScreenHeading } from "~/admin/screen-heading";
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
      <ScreenHeading
        id="article-edit-title"
        back={{ to: "/admin/news", label: t("admin.news.back") }}
        title={article ? t("admin.news.editTitle", { title: pickLocalized(article.title, locale) }) : t("admin.news.newTitle")}
        remove={article ? { to: `/admin/news/${article.id}/delete`, label: t("admin.news.delete") } : undefined}
      />
      <ArticleForm key={article?.id ?? "new"} article={article} answer={actionData} />
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
