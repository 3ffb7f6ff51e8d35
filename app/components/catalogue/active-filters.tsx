import { Link } from "react-router";
import { type ProductFilters, productFiltersToParams } from "~/catalogue/products/product-filters";
import { useTranslation } from "~/i18n/use-translation";

interface Chip {
  label: string;
  without: Partial<ProductFilters>;
}

/** The filters in force, each with a link that removes it, and one that removes them all. */
export function ActiveFilters({ filters, names, specNames, specValueLabels = {} }: {
  filters: ProductFilters;
  names: { category?: string; subcategory?: string; application?: string; inStock?: string };
  /** Attribute key -> its name in the page's language. */
  specNames: Record<string, string>;
  /** "key=value" of each chosen specification value -> the value in the page's language. */
  specValueLabels?: Record<string, string>;
}) {
  const { t, href } = useTranslation();
  const chips: Chip[] = [];
  if (filters.q) chips.push({ label: `“${filters.q}”`, without: { q: "" } });
  if (filters.category) chips.push({ label: names.category ?? filters.category, without: { category: "", subcategory: "", specs: {}, ranges: {} } });
  if (filters.subcategory) chips.push({ label: names.subcategory ?? filters.subcategory, without: { subcategory: "" } });
  if (filters.application) chips.push({ label: names.application ?? filters.application, without: { application: "" } });
  if (filters.inStock) chips.push({ label: names.inStock || filters.inStock, without: { inStock: "" } });
  for (const value of filters.manufacturer) chips.push({ label: value, without: { manufacturer: filters.manufacturer.filter((m) => m !== value) } });
  for (const value of filters.lifecycle) chips.push({ label: t(`lifecycle.${value}`), without: { lifecycle: filters.lifecycle.filter((l) => l !== value) } });
  for (const [key, values] of Object.entries(filters.specs)) {
    for (const value of values) {
      chips.push({ label: specValueLabels[`${key}=${value}`] ?? value, without: { specs: { ...filters.specs, [key]: values.filter((v) => v !== value) } } });
    }
  }
  for (const [key, range] of Object.entries(filters.ranges)) {
    const { [key]: _removed, ...rest } = filters.ranges;
    chips.push({ label: t("catalogue.rangeChip", { name: specNames[key] ?? key, min: range.min ?? "…", max: range.max ?? "…" }), without: { ranges: rest } });
  }
  if (!chips.length) return null;
  const link = (without: Partial<ProductFilters>) => {
    const query = productFiltersToParams({ ...filters, page: 1, ...without }).toString();
    return href(`/products${query ? `?${query}` : ""}`);
  };
  return (
    <ul className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      {chips.map((chip, i) => (
        <li key={`${chip.label}-${i}`}>
          <Link
            to={link(chip.without)}
            preventScrollReset
            aria-label={t("catalogue.removeFilter", { label: chip.label })}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
          >
            {chip.label} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      <li>
        <Link to={href("/products")} className="text-sm font-medium text-brand-700 underline">
          {t("catalogue.clearFilters")}
        </Link>
      </li>
    </ul>
  );
}
