import { Form, Link, data, redirect } from "react-router";
import { ActiveFilters } from "~/components/catalogue/active-filters";
import { FilterSheet } from "~/components/catalogue/filter-sheet";
import { ProductTable } from "~/components/catalogue/product-table";
import { ViewSwitch } from "~/components/catalogue/view-switch";
import { ProductCard } from "~/components/product-card";
import { recordSearchFound, recordSearchMiss } from "~/catalogue/search/search-misses.server";
import { readListView } from "./products-view.server";
import { hasActiveFilters, parseProductFilters, productFiltersToParams, sortOptions } from "~/catalogue/products/product-filters";
import { listProducts } from "~/catalogue/products/products.server";
import { didYouMean } from "~/catalogue/products/did-you-mean.server";
import { filterValue } from "~/catalogue/products/resolve-filters.server";
import { formatSpecValue } from "~/catalogue/specs/spec-values";
import { safeRedirect } from "~/http/safe-redirect";
import { type Locale, type PickedText, fallbackLangAttributes, localeFromParam, pickLocalized, pickLocalizedWithLang } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { type PackedMessages, unpackMessages } from "~/i18n/translate";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/products";
import { buttonClass } from "~/components/ui/button";
import { DidYouMean } from "~/components/catalogue/did-you-mean";
import { AskForPart } from "~/components/catalogue/ask-for-part";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";
import { PRODUCT_LIST_QUERY } from "~/catalogue/products/product-filters";
import { BidiText } from "~/components/ui/ltr";

export const handle = cachedPage(...PRODUCT_LIST_QUERY, "view");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, request, log }) => {
    const { params } = args;
    const locale: Locale = localeFromParam(params.lang);
    const url = new URL(request.url);
    // A GET form sent without JavaScript carries its blank fields (spec.coil_voltage.min=&...): the
    // same list at the URL without them, so that the one a visitor shares is clean and cached once.
    const filled = [...url.searchParams].filter(([, value]) => value !== "");
    if (filled.length < url.searchParams.size) {
      const query = new URLSearchParams(filled).toString();
      throw redirect(safeRedirect(`${url.pathname}${query ? `?${query}` : ""}`), 301);
    }
    const filters = parseProductFilters(url.searchParams);
    const { view, setCookie } = readListView(request);
    const { items, total, facets, selected, context: catalogue, strategies, stockLocations } = await listProducts(db, filters, locale);
    log.strategies = strategies;
    const missed = total === 0 && Boolean(filters.q);
    if (missed) await recordSearchMiss(db, filters.q, locale);
    else if (filters.q) await recordSearchFound(db, filters.q, locale);
    const suggested = missed ? await didYouMean(db, filters.q, locale) : [];
    const category = catalogue.categories.find((c) => c.slug === selected.category);
    const specNames = Object.fromEntries(catalogue.attributes.map((a) => [a.key, pickLocalized(a.name, locale)]));
    // The chosen filter values in the page's language ("spec.contact_arrangement=2co" -> "2 RT").
    const specValueLabels = Object.fromEntries(
      Object.entries(filters.specs).flatMap(([key, values]) => {
        const attribute = catalogue.attributes.find((a) => a.key === key);
        return attribute ? values.map((value) => [`${key}=${value}`, formatSpecValue(attribute, filterValue(attribute, value), locale)]) : [];
      }),
    );
    const specColumns = (category?.keySpecs ?? []).flatMap((key) => (key in specNames ? [{ id: `spec:${key}`, label: specNames[key]! }] : []));
    return data(
      {
        filters,
        items,
        total,
        facets,
        selected,
        specNames,
        specValueLabels,
        view,
        specColumns,
        didYouMean: suggested,
        stockLocations: stockLocations.map((l) => ({ key: l.key, name: pickLocalized(l.name, locale) || l.key })),
        heading: category ? { name: category.name, description: category.description } : null,
      },
      {
        headers: {
          ...(setCookie ? { "Set-Cookie": setCookie } : {}),
          // Every search that finds nothing reaches the loader, to be counted (no page cache).
          ...(missed ? { "Cache-Control": "no-store" } : {}),
        },
      },
    );
  });

/** The view cookie when the URL chose a view; no-store when the search found nothing. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const out = new Headers(parentHeaders);
  const cookie = loaderHeaders.get("Set-Cookie");
  if (cookie) out.append("Set-Cookie", cookie);
  const cache = loaderHeaders.get("Cache-Control");
  if (cache) out.set("Cache-Control", cache);
  return out;
};

/** The category's name from the messages, where a name edited in the translations editor wins. */
function categoryTitle(args: Route.MetaArgs, slug: string | undefined): string | undefined {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as { messages?: PackedMessages } | undefined;
  return slug ? unpackMessages(root?.messages)[`categories.${slug}.name`] : undefined;
}

export const meta: Route.MetaFunction = (args) => {
  const heading = args.loaderData?.heading;
  const selected = args.loaderData?.selected;
  const locale = localeFromParam(args.params.lang);
  // A category page is a page of its own for search engines; other filters are views of it.
  const query = selected?.category ? `category=${encodeURIComponent(selected.category)}` : undefined;
  return heading
    ? pageMeta(args, { title: categoryTitle(args, selected?.category) ?? pickLocalized(heading.name, locale), description: pickLocalized(heading.description, locale), raw: true, query })
    : pageMeta(args, { title: "catalogue.title", description: "catalogue.metaDescription" });
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { filters, items, total, facets, selected, heading, specNames, specValueLabels, view, specColumns, didYouMean, stockLocations } = loaderData;
  const { t, href, locale, taxonomyName } = useTranslation();
  const title = heading && selected.category ? taxonomyName("categories", selected.category) : filters.q ? t("catalogue.resultsFor", { q: filters.q }) : t("catalogue.title");
  const names = {
    category: selected.category && taxonomyName("categories", selected.category),
    subcategory: selected.subcategory && taxonomyName("subcategories", selected.subcategory),
    application: selected.application && taxonomyName("applications", selected.application),
    inStock: inStockLabel(filters.inStock, stockLocations, t),
  };
  const more = productFiltersToParams({ ...filters, page: filters.page + 1 }).toString();
  const activeCount = Object.values(filters.specs).flat().length + Object.keys(filters.ranges).length + filters.manufacturer.length + filters.lifecycle.length + (filters.inStock ? 1 : 0);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <nav aria-label={t("common.breadcrumb")} className="text-sm text-slate-500">
        <Link to={href("/")} className="hover:underline">{t("nav.home")}</Link>
        <span aria-hidden="true"> / </span>
        {heading ? <Link to={href("/products")} className="hover:underline">{t("nav.products")}</Link> : <span aria-current="page">{t("nav.products")}</span>}
      </nav>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900">{title}</h1>
      {heading ? <HeadingDescription description={pickLocalizedWithLang(heading.description, locale)} locale={locale} /> : null}

      <Form method="get" action={href("/products")} role="search" className="mt-6 flex max-w-2xl gap-2">
        <label htmlFor="catalogue-q" className="sr-only">{t("catalogue.searchLabel")}</label>
        <Input inline id="catalogue-q" type="search" name="q" defaultValue={filters.q} key={filters.q} placeholder={t("catalogue.searchPlaceholder")} maxLength={200} className="min-w-0 flex-1" />
        {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
        <button type="submit" className={buttonClass()}>{t("catalogue.searchButton")}</button>
      </Form>

      <div className="mt-8 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label={t("catalogue.filters")}>
          <FilterSheet facets={facets} filters={filters} selected={selected} total={total} activeCount={activeCount} stockLocations={stockLocations} />
        </aside>

        <section id="results" aria-labelledby="results-count" className="mt-6 min-w-0 scroll-mt-4 lg:mt-0">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p id="results-count" className="text-sm text-slate-600" aria-live="polite" data-testid="shown-of-total">
              {t("catalogue.shownOfTotal", { shown: items.length, count: total })}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <ViewSwitch view={view} filters={filters} />
              <SortSelect filters={filters} />
            </div>
          </div>
          <div className="mt-3"><ActiveFilters filters={filters} names={names} specNames={specNames} specValueLabels={specValueLabels} /></div>

          {/* Cards carry h3 titles: the list gets the h2 between them and the page's h1. */}
          <h2 className="sr-only">{t("catalogue.resultsHeading")}</h2>
          {items.length && view === "table" ? (
            <ProductTable items={items} filters={filters} specColumns={specColumns} />
          ) : items.length ? (
            <ul className="mt-4 grid gap-2 sm:mt-6 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3" data-testid="product-grid">
              {items.map((product) => (
                <li key={product.id}><ProductCard product={product} /></li>
              ))}
            </ul>
          ) : (
            <div className="mt-10 rounded-lg border border-dashed border-slate-300 p-10 text-center" data-testid="no-products">
              <p className="text-lg font-semibold text-slate-800">{t("catalogue.noProducts")}</p>
              {didYouMean.length ? <DidYouMean queries={didYouMean} className="mt-4 text-slate-700" /> : null}
              <p className="mt-2 text-slate-600">{t("catalogue.noProductsHint")}</p>
              {filters.q ? <AskForPart q={filters.q} className="mt-4" /> : null}
              {hasActiveFilters(filters) ? (
                <Link to={href("/products")} className="mt-4 inline-block font-semibold text-brand-700 underline">{t("catalogue.clearFilters")}</Link>
              ) : null}
            </div>
          )}

          {items.length < total ? (
            <div className="mt-8 text-center">
              <Link to={href(`/products?${more}`)} preventScrollReset className={buttonClass({ variant: "outline", size: "lg" })} data-testid="load-more">
                {t("catalogue.loadMore")}
              </Link>
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** The "in stock" chip: "In stock", or "In stock in Casablanca". */
function inStockLabel(inStock: string, locations: Array<{ key: string; name: string }>, t: (key: string, vars?: Record<string, string>) => string): string {
  if (!inStock) return "";
  if (inStock === "1") return t("availability.filterInStock");
  return t("availability.filterInStockAt", { location: locations.find((l) => l.key === inStock)?.name ?? inStock });
}

function SortSelect({ filters }: { filters: Route.ComponentProps["loaderData"]["filters"] }) {
  const { t, href } = useTranslation();
  const options = sortOptions.filter((option) => option !== "relevance" || filters.q);
  // A column sort from the table keeps its place in the select as "as in the table".
  const current = (sortOptions as readonly string[]).includes(filters.sort) ? filters.sort : "";
  const { sort: _sort, page: _page, ...rest } = filters;
  const hidden = [...productFiltersToParams(rest)];
  return (
    <Form method="get" action={href("/products")} preventScrollReset className="flex items-center gap-2 text-sm"
      onChange={(event) => event.currentTarget.requestSubmit()}>
      {hidden.map(([name, value], i) => <input key={`${name}-${i}`} type="hidden" name={name} value={value} />)}
      <label htmlFor="sort" className="text-slate-600">{t("catalogue.sortLabel")}</label>
      <Select inline id="sort" name="sort" defaultValue={current} key={filters.sort}>
        {current ? null : <option value="">{t("browse.table.sortedByColumn")}</option>}
        {options.map((option) => <option key={option} value={option}>{t(`catalogue.sort.${option}`)}</option>)}
      </Select>
      <noscript><button type="submit" className={buttonClass({ variant: "secondary", size: "xs" })}>OK</button></noscript>
    </Form>
  );
}

/** A category's or application's description, marked as English where it has none in the page's language. */
function HeadingDescription({ description, locale }: { description: PickedText; locale: Locale }) {
  return <p className="mt-2 max-w-3xl text-slate-600" {...fallbackLangAttributes(description, locale)}><BidiText text={description} /></p>;
}
