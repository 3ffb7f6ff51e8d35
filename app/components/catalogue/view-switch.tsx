import { Link } from "react-router";
import { type ProductFilters, productFiltersToParams } from "~/catalogue/products/product-filters";
import { useTranslation } from "~/i18n/use-translation";

/** Cards or table: two links (the server remembers the choice in a cookie). */
export function ViewSwitch({ view, filters }: { view: "cards" | "table"; filters: ProductFilters }) {
  const { t, href } = useTranslation();
  const link = (next: "cards" | "table") => {
    const params = productFiltersToParams({ ...filters, page: 1, sort: next === "cards" && filters.sort.includes("-") && !filters.sort.startsWith("name-") ? undefined : filters.sort });
    params.set("view", next);
    return href(`/products?${params}`);
  };
  const item = (value: "cards" | "table") => (
    <li>
      <Link
        to={link(value)}
        preventScrollReset
        aria-current={view === value ? "true" : undefined}
        className={`inline-flex min-h-9 items-center rounded px-3 text-sm font-medium ${view === value ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"}`}
        data-testid={`view-${value}`}
      >
        {t(`browse.view.${value}`)}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t("browse.view.label")}>
      <ul className="flex rounded-md border border-slate-300 p-0.5">
        {item("cards")}
        {item("table")}
      </ul>
    </nav>
  );
}
