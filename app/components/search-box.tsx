import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { pickLocalized, type Localized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { CloseIcon, SearchIcon } from "./icons";
import { buttonClass } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { EquivalentTo } from "./equivalent-to";

interface Suggestions {
  products: Array<{ id: number; partNumber: string; name: Localized; manufacturer: string; equivalentTo?: { manufacturer: string; partNumber: string } }>;
  categories: Array<{ slug: string; name: Localized; productCount: number }>;
}

function useSuggestions(q: string, locale: string): Suggestions | null {
  const [result, setResult] = useState<{ q: string; data: Suggestions } | null>(null);
  useEffect(() => {
    const query = q.trim();
    if (query.length < 2) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(`/api/search?${new URLSearchParams({ q: query, locale })}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : null))
        .then((data) => data && setResult({ q: query, data }))
        .catch(() => {});
    }, 150);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q, locale]);
  return result && result.q === q.trim() ? result.data : null;
}

/**
 * The header's search: a <details> that opens a search form (it works without JavaScript and
 * submits to the product list), with suggestions as you type once the page runs.
 */
export function SearchBox() {
  const { t, href, locale } = useTranslation();
  const location = useLocation();
  const here = location.pathname + location.search;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const [q, setQ] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const suggestions = useSuggestions(q, locale);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  return (
    <details open={open} onToggle={(event) => setOpenAt(event.currentTarget.open ? here : null)} data-testid="search">
      <summary
        className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        aria-label={open ? t("search.close") : t("search.open")}
        data-testid="search-button"
      >
        {open ? <CloseIcon width={22} height={22} /> : <SearchIcon width={22} height={22} />}
      </summary>
      <div className="absolute inset-x-0 top-full z-40 border-t border-slate-200 bg-white px-4 py-4 shadow-lg">
        <Form method="get" action={href("/products")} role="search" className="mx-auto flex max-w-3xl gap-2" onSubmit={() => setOpenAt(null)}>
          <label htmlFor="header-search" className="sr-only">{t("search.label")}</label>
          <Input
            inline
            ref={input}
            id="header-search"
            type="search"
            name="q"
            autoComplete="off"
            maxLength={200}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t("catalogue.searchPlaceholder")}
            className="min-w-0 flex-1"
            aria-describedby="header-search-results"
          />
          <button type="submit" className={buttonClass()}>{t("catalogue.searchButton")}</button>
        </Form>
        <div id="header-search-results" aria-live="polite" className="mx-auto max-w-3xl">
          {suggestions ? <SuggestionList suggestions={suggestions} q={q.trim()} onPick={() => setOpenAt(null)} /> : null}
        </div>
      </div>
    </details>
  );
}

function SuggestionList({ suggestions, q, onPick }: { suggestions: Suggestions; q: string; onPick: () => void }) {
  const { t, href, locale, taxonomyName } = useTranslation();
  if (!suggestions.products.length && !suggestions.categories.length) {
    return <p className="mt-3 text-sm text-slate-500">{t("search.noResults")}</p>;
  }
  return (
    <div className="mt-3 grid gap-4 text-sm sm:grid-cols-[2fr_1fr]" data-testid="search-suggestions">
      {suggestions.products.length ? (
        <div>
          <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("search.products")}</h2>
          <ul className="mt-1">
            {suggestions.products.map((p) => (
              <li key={p.id}>
                <Link to={href(`/products/${p.id}`)} onClick={onPick} className="flex gap-3 rounded px-2 py-1.5 hover:bg-slate-100">
                  <span className="font-mono font-semibold text-brand-700">{p.partNumber}</span>
                  <span className="truncate text-slate-700">{pickLocalized(p.name, locale)}</span>
                  {p.equivalentTo ? <EquivalentTo reference={p.equivalentTo} className="ml-auto shrink-0" /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {suggestions.categories.length ? (
        <div>
          <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("search.categories")}</h2>
          <ul className="mt-1">
            {suggestions.categories.map((c) => (
              <li key={c.slug}>
                <Link to={href(`/products?category=${c.slug}`)} onClick={onPick} className="block rounded px-2 py-1.5 text-slate-700 hover:bg-slate-100">
                  {taxonomyName("categories", c.slug)} <span className="text-slate-400">({c.productCount})</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Link to={href(`/products?${new URLSearchParams({ q })}`)} onClick={onPick} className="font-semibold text-brand-700 underline sm:col-span-2">
        {t("search.seeAll", { q })}
      </Link>
    </div>
  );
}
