import { useState } from "react";
import { Link } from "react-router";
import type { Facets } from "~/catalogue/products/product-facets.server";
import { type ProductFilters, productFiltersToParams } from "~/catalogue/products/product-filters";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { FILTER_FORM_ID, FilterPanel, type StockLocationChoice } from "./filter-panel";

/**
 * The facets: a column beside the results on wide screens; on phones a full-height sheet that
 * opens from the "Filters" button, with a sticky "Show N results" (N from the facet counts, new
 * after each ticked box) and "Clear all". A <details>, so it opens without JavaScript too, and
 * "Show N results" submits the facets' GET form. With JavaScript every tick applies at once and
 * the sheet stays open until "Show N results" closes it over the updated results.
 */
export function FilterSheet({ facets, filters, selected, total, activeCount, stockLocations }: {
  facets: Facets;
  stockLocations: StockLocationChoice[];
  filters: ProductFilters;
  selected: { category?: string; subcategory?: string; application?: string };
  total: number;
  activeCount: number;
}) {
  const { t, href } = useTranslation();
  const [open, setOpen] = useState(false);
  const cleared = productFiltersToParams({ q: filters.q, category: filters.category, subcategory: filters.subcategory, sort: filters.sort }).toString();
  return (
    <details
      className="filters-panel rounded-lg border border-slate-200 lg:border-0 max-lg:open:fixed max-lg:open:inset-0 max-lg:open:z-50 max-lg:open:overflow-y-auto max-lg:open:overscroll-contain max-lg:open:rounded-none max-lg:open:border-0 max-lg:open:bg-white"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="filters"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-4 font-semibold text-brand-900 lg:hidden max-lg:open:sticky max-lg:open:top-0 max-lg:open:z-10 max-lg:open:border-b max-lg:open:border-slate-200 max-lg:open:bg-white">
        <span>{activeCount ? t("catalogue.filtersWithCount", { count: activeCount }) : t("catalogue.filters")}</span>
        <span className="text-sm font-medium text-brand-700" data-testid="filters-toggle-hint">
          {open ? t("browse.filters.close") : t("browse.filters.open")}
        </span>
      </summary>
      <div className="px-4 pb-4 lg:p-0">
        <h2 className="sr-only">{t("catalogue.filters")}</h2>
        <FilterPanel facets={facets} filters={filters} selected={selected} stockLocations={stockLocations} />
      </div>
      <div className="sticky bottom-0 flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-3 lg:hidden" data-testid="filter-sheet-bar">
        <Link
          to={href(`/products${cleared ? `?${cleared}` : ""}`)}
          preventScrollReset
          className="min-h-11 content-center px-2 text-sm font-semibold text-brand-700 underline"
          data-testid="clear-filters"
        >
          {t("browse.filters.clearAll")}
        </Link>
        <button
          type="submit"
          form={FILTER_FORM_ID}
          onClick={() => {
            setOpen(false);
            // Back to the results, already filtered: the form's navigation keeps this position.
            requestAnimationFrame(() => document.getElementById("results")?.scrollIntoView({ block: "start" }));
          }}
          className={buttonClass({ className: "min-h-11 flex-1" })}
          data-testid="show-results"
        >
          {t("browse.filters.show", { count: total })}
        </button>
      </div>
    </details>
  );
}
