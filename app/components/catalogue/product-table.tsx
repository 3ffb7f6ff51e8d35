import { Link } from "react-router";
import { type ColumnSort, type ProductFilters, productFiltersToParams } from "~/catalogue/products/product-filters";
import type { ProductSummary } from "~/catalogue/products/products.server";
import { fallbackLangAttributes, pickLocalized, pickLocalizedWithLang } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { AvailabilityBadge } from "../availability-badge";
import { favoriteOf } from "../product-card";
import { FavoriteButton } from "../favorite-button";
import { LifecycleBadge } from "../lifecycle-badge";
import { BidiText, Ltr } from "~/components/ui/ltr";

/** The first column stays put while the others scroll under it (its row's background hides them). */
const stickyCell = "sticky start-0 z-10 bg-inherit shadow-[1px_0_0_var(--color-slate-200)] rtl:shadow-[-1px_0_0_var(--color-slate-200)]";

export interface TableColumn {
  /** "part", "maker", "lifecycle" or "spec:<key>" */
  id: string;
  label: string;
}

/**
 * The list as a table (?view=table): part number and name, a column per key spec of the
 * category, manufacturer, lifecycle, favourite. Headers are links that sort by the column
 * (ascending, then descending), so sorting needs no JavaScript.
 */
export function ProductTable({ items, filters, specColumns }: {
  items: ProductSummary[];
  filters: ProductFilters;
  specColumns: TableColumn[];
}) {
  const { t, href, locale } = useTranslation();
  const sortLink = (column: string) => {
    const next: ColumnSort = filters.sort === `${column}-asc` ? `${column}-desc` as ColumnSort : `${column}-asc` as ColumnSort;
    return href(`/products?${productFiltersToParams({ ...filters, sort: next, page: 1 })}`);
  };
  const ariaSort = (column: string) =>
    filters.sort === `${column}-asc` ? "ascending" : filters.sort === `${column}-desc` ? "descending" : undefined;
  const header = (column: TableColumn) => (
    <th key={column.id} scope="col" aria-sort={ariaSort(column.id)} className={`whitespace-nowrap px-3 py-2 text-start font-semibold ${column.id === "part" ? stickyCell : ""}`}>
      <Link to={sortLink(column.id)} preventScrollReset className="inline-flex items-center gap-1 text-brand-800 hover:underline">
        {column.label}
        <span aria-hidden="true" className="text-slate-400">
          {ariaSort(column.id) === "ascending" ? "▲" : ariaSort(column.id) === "descending" ? "▼" : "↕"}
        </span>
        <span className="sr-only">{t("browse.table.sortBy", { column: column.label })}</span>
      </Link>
    </th>
  );
  return (
    // The table scrolls in its own frame, the part number column staying in view. The frame is
    // positioned so that the cells' screen-reader-only text (absolutely positioned) is clipped
    // with the rest: otherwise it widens the whole page.
    <div className="relative mt-6 overflow-x-auto rounded-lg border border-slate-200" data-testid="product-table-wrap">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="product-table">
        <caption className="sr-only">{t("browse.table.caption")}</caption>
        <thead>
          <tr className="bg-slate-50">
            {header({ id: "part", label: t("browse.table.partNumber") })}
            {specColumns.map(header)}
            {header({ id: "maker", label: t("catalogue.manufacturer") })}
            {header({ id: "lifecycle", label: t("catalogue.lifecycle") })}
            <th scope="col" aria-sort={filters.sort === "availability" ? "descending" : undefined} className="whitespace-nowrap px-3 py-2 text-start font-semibold">
              <Link to={href(`/products?${productFiltersToParams({ ...filters, sort: "availability", page: 1 })}`)} preventScrollReset className="inline-flex items-center gap-1 text-brand-800 hover:underline">
                {t("availability.column")}
                <span aria-hidden="true" className="text-slate-400">{filters.sort === "availability" ? "▼" : "↕"}</span>
                <span className="sr-only">{t("browse.table.sortBy", { column: t("availability.column") })}</span>
              </Link>
            </th>
            <th scope="col" className="px-3 py-2"><span className="sr-only">{t("nav.favorites")}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {items.map((product) => {
            const name = pickLocalizedWithLang(product.name, locale);
            const values = new Map(product.keySpecs.map((spec) => [`spec:${spec.key}`, pickLocalized(spec.value, locale)]));
            return (
              <tr key={product.id} className="bg-white align-top hover:bg-slate-50" data-testid="product-row">
                <th scope="row" className={`px-3 py-2 text-start font-normal ${stickyCell}`}>
                  <Link to={href(`/products/${product.id}`)} className="font-mono font-semibold text-brand-700 hover:underline">
                    <Ltr>{product.partNumber}</Ltr>
                  </Link>
                  <span className="mt-0.5 block w-32 text-xs text-slate-600 sm:w-auto sm:max-w-xs" {...fallbackLangAttributes(name, locale)}><BidiText text={name} /></span>
                </th>
                {specColumns.map((column) => (
                  <td key={column.id} className="whitespace-nowrap px-3 py-2 text-slate-800">{values.has(column.id) ? <Ltr>{values.get(column.id)}</Ltr> : "–"}</td>
                ))}
                <td className="whitespace-nowrap px-3 py-2 text-slate-700">{product.manufacturer}</td>
                <td className="px-3 py-2"><LifecycleBadge lifecycle={product.lifecycle} /></td>
                <td className="min-w-40 px-3 py-2"><AvailabilityBadge availability={product.availability} /></td>
                <td className="px-1 py-1"><FavoriteButton product={favoriteOf(product)} /></td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
