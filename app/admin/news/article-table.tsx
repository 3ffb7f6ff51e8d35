import { Form, Link } from "react-router";
import { StatusBadge } from "~/components/status-badge";
import { CsrfField } from "~/admin/csrf-field";
import { Button } from "~/components/ui/button";
import { intlTag, locales, localizePath, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import type { ArticleSummary } from "~/news/articles.server";

const cell = "px-3 py-2 align-top";

/** Every article, drafts first: titles in both languages, status, date, topics, and its actions. */
export function ArticleTable({ articles }: { articles: Array<Omit<ArticleSummary, "publishedAt"> & { publishedAt: string | Date }> }) {
  const { t, locale } = useTranslation();
  if (!articles.length) return <p className="mt-6 text-slate-600" data-testid="articles-empty">{t("admin.news.empty")}</p>;
  const day = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "medium", timeZone: "UTC" });
  return (
    <div className="admin-cards-frame relative mt-6 overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="admin-cards min-w-full text-sm" data-testid="articles-table">
        <thead className="bg-slate-50 text-start text-slate-700">
          <tr>
            <th className={cell}>{t("admin.news.columns.title")}</th>
            <th className={cell}>{t("admin.news.columns.status")}</th>
            <th className={cell}>{t("admin.news.columns.date")}</th>
            <th className={cell}>{t("admin.news.columns.topics")}</th>
            <th className={cell}><span className="sr-only">{t("admin.news.columns.actions")}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {articles.map((article) => {
            const published = article.status === "published";
            return (
              <tr key={article.id} data-testid="article-row">
                <td className={cell} data-label={t("admin.news.columns.title")}>
                  <Link to={`/admin/news/${article.id}`} className="font-medium text-brand-800 hover:underline">
                    {pickLocalized(article.title, locale)}
                  </Link>
                  {locales
                    .filter((other) => other !== locale)
                    .map((other) => (
                      <span key={other} className="block text-xs text-slate-500" lang={other}>
                        {pickLocalized(article.title, other)}
                      </span>
                    ))}
                </td>
                <td className={cell} data-label={t("admin.news.columns.status")}>
                  <StatusBadge state={published ? "shown" : "draft"}>{t(`admin.news.status.${article.status}`)}</StatusBadge>
                </td>
                <td className={`${cell} whitespace-nowrap`} data-label={t("admin.news.columns.date")}>{day.format(new Date(article.publishedAt))}</td>
                <td className={cell} data-label={t("admin.news.columns.topics")}>{article.tags.join(", ")}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  <div className="flex flex-wrap items-center gap-2">
                    <Form method="post">
                      <CsrfField />
                      <input type="hidden" name="id" value={article.id} />
                      <input type="hidden" name="status" value={published ? "draft" : "published"} />
                      <Button type="submit" size="xs" variant={published ? "secondary" : "primary"}>
                        {t(published ? "admin.news.unpublish" : "admin.news.publish")}
                      </Button>
                    </Form>
                    {published && article.slug[locale] ? (
                      <a href={localizePath(`/blog/${article.slug[locale]}`, locale)} className="text-brand-700 underline">
                        {t("admin.news.view")}
                      </a>
                    ) : null}
                    <Link to={`/admin/news/${article.id}/delete`} className="text-red-700 underline">
                      {t("admin.news.delete")}
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** What was just done, by the article's title, read by screen readers. */
export function NewsNotice({ notice }: { notice: { kind: string; title: string | null } | null }) {
  const { t } = useTranslation();
  const text = notice?.title ? t(`admin.news.${notice.kind}`, { title: notice.title }) : "";
  return (
    <p role="status" aria-live="polite" data-testid="news-notice" className={text ? "mt-4 rounded-md bg-green-50 px-4 py-2 text-sm text-green-900" : "sr-only"}>
      {text}
    </p>
  );
}
