import { Form, Link, useSubmit } from "react-router";
import type { Facets, SpecFacet } from "~/catalogue/products/product-facets.server";
import { type ProductFilters, productFiltersToParams } from "~/catalogue/products/product-filters";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { buttonClass } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Arrow } from "~/components/ui/ltr";

interface Selected {
  category?: string;
  subcategory?: string;
  application?: string;
}

// Names go through the messages, where a name edited in the translations editor wins.
const taxonomyKinds = { category: "categories", subcategory: "subcategories", application: "applications" } as const;

const heading = "text-xs font-semibold uppercase tracking-wide text-slate-500";

/** Links that set one taxonomy dimension, keeping the search and the sort, dropping the rest. */
function TaxonomyLinks({ param, entries, current, filters }: {
  param: "category" | "subcategory" | "application";
  entries: Facets["categories"];
  current?: string;
  filters: ProductFilters;
}) {
  const { t, href, taxonomyName } = useTranslation();
  if (!entries.length) return null;
  const base = { q: filters.q, sort: filters.sort, category: filters.category, subcategory: filters.subcategory, application: filters.application };
  const link = (value: string) => {
    const next = { ...base, [param]: value, ...(param === "category" ? { subcategory: "" } : {}) };
    const query = productFiltersToParams(next).toString();
    return href(`/products${query ? `?${query}` : ""}`);
  };
  return (
    <div className="border-t border-slate-200 py-4" data-testid={`facet-${param}`}>
      <h3 className={heading}>{t(`catalogue.${param}`)}</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {current ? (
          <li>
            <Link to={link("")} className="text-brand-700 hover:underline" preventScrollReset>
              <Arrow to="back" /> {t(`catalogue.all.${param}`)}
            </Link>
          </li>
        ) : null}
        {entries.map((entry) => (
          <li key={entry.slug}>
            <Link
              to={link(entry.slug)}
              preventScrollReset
              aria-current={entry.slug === current ? "true" : undefined}
              className={`flex justify-between gap-2 rounded px-1 py-0.5 hover:bg-slate-100 ${entry.slug === current ? "font-semibold text-brand-800" : "text-slate-700"}`}
            >
              <span>{taxonomyName(taxonomyKinds[param], entry.slug)}</span>
              <span className="text-slate-400">{entry.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CheckboxGroup({ title, name, options, checked }: {
  title: string;
  name: string;
  options: Array<{ value: string; label: string; count: number }>;
  checked: string[];
}) {
  if (!options.length) return null;
  return (
    <fieldset className="border-t border-slate-200 py-4" data-testid={`facet-${name}`}>
      <legend className={`${heading} float-start w-full`}>{title}</legend>
      <div className="clear-both space-y-1 pt-2 text-sm">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 hover:bg-slate-100">
            <input type="checkbox" name={name} value={option.value} defaultChecked={checked.includes(option.value)} className="h-4 w-4 accent-brand-700" />
            <span className="flex-1 text-slate-700">{option.label}</span>
            <span className="text-slate-400">{option.count}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function RangeInputs({ facet, filters }: { facet: SpecFacet; filters: ProductFilters }) {
  const { t, locale } = useTranslation();
  if (facet.type !== "quantity" || !facet.range || facet.range.min === facet.range.max) return null;
  const current = filters.ranges[facet.key] ?? {};
  const name = pickLocalized(facet.name, locale);
  const unitLabel = pickLocalized(facet.unit, locale);
  const unit = unitLabel ? ` (${unitLabel})` : "";
  return (
    <div className="mt-2 flex items-center gap-2 text-sm">
      <label className="sr-only" htmlFor={`min-${facet.key}`}>{`${name} ${t("catalogue.min")}${unit}`}</label>
      <Input id={`min-${facet.key}`} type="number" step="any" name={`spec.${facet.key}.min`} defaultValue={current.min} placeholder={`${t("catalogue.min")} ${facet.range.min}`} />
      <span aria-hidden="true">–</span>
      <label className="sr-only" htmlFor={`max-${facet.key}`}>{`${name} ${t("catalogue.max")}${unit}`}</label>
      <Input id={`max-${facet.key}`} type="number" step="any" name={`spec.${facet.key}.max`} defaultValue={current.max} placeholder={`${t("catalogue.max")} ${facet.range.max}`} />
      {unitLabel ? <span className="text-slate-500">{unitLabel}</span> : null}
    </div>
  );
}

/**
 * The form's fields without the empty ones (a range left blank): a shared filter link carries only
 * what filters. Without JavaScript the browser sends them all, and the list answers with a
 * redirect to the same URL without them (routes/public/products.tsx).
 */
function filledFields(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && value !== "") fields.append(name, value);
  return fields;
}

/** A stock location as the "in stock" filter offers it, named in the page's language. */
export interface StockLocationChoice {
  key: string;
  name: string;
}

/**
 * Availability: all products, in stock anywhere (inStock=1) or at one location (inStock=<key>).
 * Radio buttons, so that the form works without JavaScript like the other filters.
 */
function InStockChoice({ current, locations }: { current: string; locations: StockLocationChoice[] }) {
  const { t } = useTranslation();
  const options = [
    { value: "", label: t("catalogue.all.products") },
    { value: "1", label: t("availability.filterInStock") },
    ...(locations.length > 1 ? locations.map((l) => ({ value: l.key, label: t("availability.filterInStockAt", { location: l.name }) })) : []),
  ];
  return (
    <fieldset className="border-t border-slate-200 py-4" data-testid="facet-inStock">
      <legend className={`${heading} float-start w-full`}>{t("availability.filterLegend")}</legend>
      <div className="clear-both space-y-1 pt-2 text-sm">
        {options.map((option) => (
          <label key={option.value || "all"} className="flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 hover:bg-slate-100">
            <input type="radio" name="inStock" value={option.value} defaultChecked={current === option.value} className="h-4 w-4 accent-brand-700" />
            <span className="flex-1 text-slate-700">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The facets' GET form, which the sheet's "Show N results" button submits from outside it. */
export const FILTER_FORM_ID = "product-filters";

/**
 * The facets: taxonomy as links, the rest as a GET form. Without JavaScript the form is applied
 * with its button; with it, every change applies at once.
 */
export function FilterPanel({ facets, filters, selected, stockLocations }: { facets: Facets; filters: ProductFilters; selected: Selected; stockLocations: StockLocationChoice[] }) {
  const { t, href, locale } = useTranslation();
  const submit = useSubmit();
  return (
    <div>
      <TaxonomyLinks param="category" entries={facets.categories} current={selected.category} filters={filters} />
      {selected.category ? (
        <TaxonomyLinks param="subcategory" entries={facets.subcategories} current={selected.subcategory} filters={filters} />
      ) : null}
      <Form
        id={FILTER_FORM_ID}
        method="get"
        action={href("/products")}
        preventScrollReset
        onChange={(event) => {
          // Ranges are typed: they apply with Enter or the button, not at every keystroke.
          if (event.target instanceof HTMLInputElement && event.target.type === "number") return;
          submit(filledFields(event.currentTarget), { action: href("/products"), preventScrollReset: true, replace: true });
        }}
        onSubmit={(event) => {
          // The button, Enter in a range, or the sheet's "Show N results": the same clean URL.
          event.preventDefault();
          submit(filledFields(event.currentTarget), { action: href("/products"), preventScrollReset: true });
        }}
      >
        {(["q", "category", "subcategory", "application"] as const).map((name) =>
          filters[name] ? <input key={name} type="hidden" name={name} value={filters[name]} /> : null,
        )}
        {filters.sort !== (filters.q ? "relevance" : "newest") ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        <InStockChoice current={filters.inStock} locations={stockLocations} />
        {facets.specs.map((facet) => (
          <div key={facet.key}>
            <CheckboxGroup
              title={pickLocalized(facet.name, locale)}
              name={`spec.${facet.key}`}
              options={facet.values.map((v) => ({ value: v.value, label: pickLocalized(v.label, locale), count: v.count }))}
              checked={filters.specs[facet.key] ?? []}
            />
            <RangeInputs facet={facet} filters={filters} />
          </div>
        ))}
        <CheckboxGroup
          title={t("catalogue.manufacturer")}
          name="manufacturer"
          options={facets.manufacturers.map((m) => ({ value: m.value, label: m.value, count: m.count }))}
          checked={filters.manufacturer}
        />
        <CheckboxGroup
          title={t("catalogue.lifecycle")}
          name="lifecycle"
          options={facets.lifecycle.map((l) => ({ value: l.value, label: t(`lifecycle.${l.value}`), count: l.count }))}
          checked={filters.lifecycle}
        />
        <button type="submit" className={buttonClass({ className: "mt-4 w-full max-lg:hidden" })}>
          {t("catalogue.applyFilters")}
        </button>
      </Form>
      <TaxonomyLinks param="application" entries={facets.applications} current={selected.application} filters={filters} />
    </div>
  );
}
