import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { InboxFilters } from "~/inquiries/inbox-filters";
import { COUNTRIES, INQUIRY_KINDS } from "~/inquiries/options";
import { QUOTE_STATUSES } from "~/inquiries/quote-status";

const field = "mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";

/** A GET form: every filter goes in the URL, so a filtered inbox can be bookmarked or shared. */
export function InboxFiltersForm({ filters }: { filters: InboxFilters }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="mt-6 rounded-lg border border-slate-200 bg-white p-4" aria-label={t("admin.inbox.filters.legend")}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-700">
          {t("admin.inbox.filters.search")}
          <input type="search" name="q" defaultValue={filters.q ?? ""} placeholder={t("admin.inbox.filters.searchHint")} className={`${field} w-72`} />
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t("admin.inbox.filters.kind")}
          <select name="kind" defaultValue={filters.kind ?? ""} className={field}>
            <option value="">{t("admin.inbox.filters.all")}</option>
            {INQUIRY_KINDS.map((kind) => (
              <option key={kind} value={kind}>{t(`admin.inbox.kinds.${kind}`)}</option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t("admin.inbox.filters.status")}
          <select name="status" defaultValue={filters.status ?? ""} className={field}>
            <option value="">{t("admin.inbox.filters.all")}</option>
            <option value="unread">{t("admin.inbox.status.unread")}</option>
            <option value="read">{t("admin.inbox.status.read")}</option>
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t("admin.quotes.filter")}
          <select name="quote" defaultValue={filters.quote ?? ""} className={field} data-testid="quote-status-filter">
            <option value="">{t("admin.inbox.filters.all")}</option>
            <option value="open">{t("admin.quotes.open")}</option>
            {QUOTE_STATUSES.map((status) => (
              <option key={status} value={status}>{t(`admin.quotes.statuses.${status}`)}</option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t("admin.inbox.filters.country")}
          <select name="country" defaultValue={filters.country ?? ""} className={field}>
            <option value="">{t("admin.inbox.filters.all")}</option>
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>{t(`inquiry.countries.${country}`)}</option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t("admin.inbox.filters.from")}
          <input type="date" name="from" defaultValue={filters.from ?? ""} className={field} />
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t("admin.inbox.filters.to")}
          <input type="date" name="to" defaultValue={filters.to ?? ""} className={field} />
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          {t("admin.inbox.filters.apply")}
        </button>
        <Link to="/admin/inquiries" className="py-2 text-sm text-brand-700 underline">
          {t("admin.inbox.filters.clear")}
        </Link>
      </div>
    </Form>
  );
}
