import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { InboxFilters } from "~/inquiries/inbox-filters";
import { COUNTRIES, INQUIRY_KINDS } from "~/inquiries/options";
import { QUOTE_STATUSES } from "~/inquiries/quote-status";
import { Input } from "~/components/ui/input";
import { FilterSelect } from "~/admin/filter-select";
import { buttonClass } from "~/components/ui/button";
import { FilterDisclosure } from "~/admin/filter-disclosure";

/** A GET form: every filter goes in the URL, so a filtered inbox can be bookmarked or shared. */
export function InboxFiltersForm({ filters }: { filters: InboxFilters }) {
  const { t } = useTranslation();
  const inUse = (["kind", "status", "quote", "country", "from", "to", "q"] as const).filter((key) => filters[key]).length;
  return (
    <FilterDisclosure inUse={inUse}>
    <Form method="get" className="mt-3 rounded-lg border border-slate-200 bg-white p-4 sm:mt-0" aria-label={t("admin.inbox.filters.legend")}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-700">
          {t("admin.inbox.filters.search")}
          <Input inline type="search" name="q" defaultValue={filters.q ?? ""} placeholder={t("admin.inbox.filters.searchHint")} className="mt-1 block w-72 max-w-full" />
        </label>
        <FilterSelect inline label={t("admin.inbox.filters.kind")} name="kind" value={filters.kind} all={t("admin.inbox.filters.all")} options={INQUIRY_KINDS.map((kind) => [kind, t(`admin.inbox.kinds.${kind}`)] as const)} />
        <FilterSelect inline label={t("admin.inbox.filters.status")} name="status" value={filters.status} all={t("admin.inbox.filters.all")} options={(["unread", "read"] as const).map((status) => [status, t(`admin.inbox.status.${status}`)] as const)} />
        <FilterSelect inline label={t("admin.quotes.filter")} name="quote" value={filters.quote} all={t("admin.inbox.filters.all")} options={[["open", t("admin.quotes.open")] as const, ...QUOTE_STATUSES.map((status) => [status, t(`admin.quotes.statuses.${status}`)] as const)]} />
        <FilterSelect inline label={t("admin.inbox.filters.country")} name="country" value={filters.country} all={t("admin.inbox.filters.all")} options={COUNTRIES.map((country) => [country, t(`inquiry.countries.${country}`)] as const)} />
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
    </FilterDisclosure>
  );
}
