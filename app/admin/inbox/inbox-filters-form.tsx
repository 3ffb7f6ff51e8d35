import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { InboxFilters } from "~/inquiries/inbox-filters";
import { COUNTRIES, INQUIRY_KINDS } from "~/inquiries/options";
import { QUOTE_STATUSES } from "~/inquiries/quote-status";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { buttonClass } from "~/components/ui/button";


/** A GET form: every filter goes in the URL, so a filtered inbox can be bookmarked or shared. */
export function InboxFiltersForm({ filters }: { filters: InboxFilters }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="mt-6 rounded-lg border border-slate-200 bg-white p-4" aria-label={t("admin.inbox.filters.legend")}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-700">
          {t("admin.inbox.filters.search")}
          <Input inline type="search" name="q" defaultValue={filters.q ?? ""} placeholder={t("admin.inbox.filters.searchHint")} className="mt-1 block w-72" />
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t("admin.inbox.filters.kind")}
          <Select inline name="kind" defaultValue={filters.kind ?? ""} className="mt-1 block">
            <option value="">{t("admin.inbox.filters.all")}</option>
            {INQUIRY_KINDS.map((kind) => (
              <option key={kind} value={kind}>{t(`admin.inbox.kinds.${kind}`)}</option>
            ))}
          </Select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t("admin.inbox.filters.status")}
          <Select inline name="status" defaultValue={filters.status ?? ""} className="mt-1 block">
            <option value="">{t("admin.inbox.filters.all")}</option>
            <option value="unread">{t("admin.inbox.status.unread")}</option>
            <option value="read">{t("admin.inbox.status.read")}</option>
          </Select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t("admin.quotes.filter")}
          <Select inline name="quote" defaultValue={filters.quote ?? ""} className="mt-1 block" data-testid="quote-status-filter">
            <option value="">{t("admin.inbox.filters.all")}</option>
            <option value="open">{t("admin.quotes.open")}</option>
            {QUOTE_STATUSES.map((status) => (
              <option key={status} value={status}>{t(`admin.quotes.statuses.${status}`)}</option>
            ))}
          </Select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t("admin.inbox.filters.country")}
          <Select inline name="country" defaultValue={filters.country ?? ""} className="mt-1 block">
            <option value="">{t("admin.inbox.filters.all")}</option>
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>{t(`inquiry.countries.${country}`)}</option>
            ))}
          </Select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t("admin.inbox.filters.from")}
          <Input inline type="date" name="from" defaultValue={filters.from ?? ""} className="mt-1 block" />
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t("admin.inbox.filters.to")}
          <Input inline type="date" name="to" defaultValue={filters.to ?? ""} className="mt-1 block" />
        </label>
        <button type="submit" className={buttonClass()}>
          {t("admin.inbox.filters.apply")}
        </button>
        <Link to="/admin/inquiries" className="py-2 text-sm text-brand-700 underline">
          {t("admin.inbox.filters.clear")}
        </Link>
      </div>
    </Form>
  );
}
