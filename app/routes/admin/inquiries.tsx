import { Link } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { InboxFiltersForm } from "~/admin/inbox/inbox-filters-form";
import { InboxTable } from "~/admin/inbox/inbox-table";
import { pageLoader } from "~/http/kit.server";
import { useTranslation } from "~/i18n/use-translation";
import { countUnreadInquiries, listInquiries } from "~/inquiries/admin-inbox.server";
import { inboxQuery, parseInboxFilters } from "~/inquiries/inbox-filters";
import { PipelinePanel } from "~/admin/inbox/pipeline-panel";
import { pipelineValue } from "~/inquiries/pipeline-value.server";
import { isDay } from "~/inquiries/quotation-form";
import { readQuoteSettings } from "~/settings/quote-settings.server";
import type { Route } from "./+types/inquiries";

/** The pipeline's period from the query (pipelineFrom, pipelineTo), else the last 90 days. */
function pipelinePeriod(params: URLSearchParams): { from: string; to: string } {
  const today = new Date().toISOString().slice(0, 10);
  const to = isDay(params.get("pipelineTo") ?? "") ? params.get("pipelineTo")! : today;
  const earlier = new Date(`${to}T00:00:00Z`);
  earlier.setUTCDate(earlier.getUTCDate() - 89);
  const from = isDay(params.get("pipelineFrom") ?? "") && params.get("pipelineFrom")! <= to ? params.get("pipelineFrom")! : earlier.toISOString().slice(0, 10);
  return { from, to };
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.inquiries");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "editor" }, async ({ db, request }) => {
    const params = new URL(request.url).searchParams;
    const filters = parseInboxFilters(params);
    const period = pipelinePeriod(params);
    const quoteSettings = await readQuoteSettings(db);
    const [list, unreadInquiries, pipeline] = await Promise.all([
      listInquiries(db, filters),
      countUnreadInquiries(db),
      pipelineValue(db, period.from, period.to, quoteSettings.quoteCurrencies[0] ?? "MAD", quoteSettings.exchangeRates),
    ]);
    const id = /^\d+$/.test(params.get("deleted") ?? "") ? params.get("deleted")! : null;
    const deleted = id ? { id, from: (params.get("from") ?? "").slice(0, 100), reference: /^Q-\d{4}-\d{4,}$/.test(params.get("reference") ?? "") ? params.get("reference")! : "" } : null;
    return { ...list, filters, unreadInquiries, deleted, pipeline };
  });

export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, total, page, pages, filters, deleted, pipeline } = loaderData;
  const query = inboxQuery(filters);
  const pageLink = (to: number) => inboxQuery(filters, { page: to }) || "?";
  return (
    <section aria-labelledby="inbox-title">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 id="inbox-title" className="text-2xl font-semibold text-brand-900">{t("admin.inbox.title")}</h1>
        {/* A plain link: the browser downloads the file with the session cookie. */}
        <a href={`/api/admin/inquiries/export${query}`} download className="text-sm font-medium text-brand-700 underline" data-testid="inbox-export">
          {t("admin.inbox.export")}
        </a>
      </div>
      <p className="mt-2 text-slate-600">{t("admin.inbox.intro")}</p>
      <p role="status" className="mt-2 text-sm text-green-800">
        {deleted
          ? deleted.from
            ? t(deleted.reference ? "admin.inbox.delete.deletedQuote" : "admin.inbox.delete.deletedFrom", { id: deleted.id, name: deleted.from, reference: deleted.reference })
            : t("admin.inbox.delete.deleted", { id: deleted.id })
          : ""}
      </p>
      <InboxFiltersForm key={query} filters={filters} />
      <p className="mt-4 text-sm text-slate-600" aria-live="polite">{t("admin.inbox.total", { total })}</p>
      {items.length ? <InboxTable items={items} query={query} /> : <p className="mt-6 text-slate-600">{t("admin.inbox.empty")}</p>}
      <nav className="mt-6 flex items-center gap-4 text-sm" aria-label={t("admin.inbox.page", { page, pages })}>
        {page > 1 ? <Link to={pageLink(page - 1)} className="text-brand-700 underline">{t("admin.inbox.newer")}</Link> : null}
        <span>{t("admin.inbox.page", { page, pages })}</span>
        {page < pages ? <Link to={pageLink(page + 1)} className="text-brand-700 underline">{t("admin.inbox.older")}</Link> : null}
      </nav>
      {/* Below the requests: on a phone the first request must show on the first screen. */}
      <PipelinePanel value={pipeline} />
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
