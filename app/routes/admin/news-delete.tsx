import { Form, Link } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { CsrfField } from "~/admin/csrf-field";
import { Button } from "~/components/ui/button";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { newsDeleteAction, newsDeleteLoader } from "./news.server";
import type { Route } from "./+types/news-delete";

// A page of its own, so that deleting asks first even without JavaScript.
export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.news");
export const loader = (args: Route.LoaderArgs) => newsDeleteLoader(args);
export const action = (args: Route.ActionArgs) => newsDeleteAction(args);

export default function AdminNewsDelete({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const title = pickLocalized(loaderData.article.title, locale);
  return (
    <section aria-labelledby="article-delete-title" className="max-w-2xl" data-testid="article-delete">
      <h1 id="article-delete-title" className="text-2xl font-semibold text-brand-900">{t("admin.news.deleteTitle", { title })}</h1>
      <p className="mt-3 text-slate-700">{t("admin.news.deleteText")}</p>
      <Form method="post" className="mt-6 flex items-center gap-4">
        <CsrfField />
        <Button type="submit" variant="danger">{t("admin.news.deleteConfirm")}</Button>
        <Link to="/admin/news" className="text-brand-700 underline">{t("admin.news.cancel")}</Link>
      </Form>
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
