import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { pickLocalized, type Localized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { CloseIcon, SearchIcon } from "./icons";
import { buttonClass, iconControlClass } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { EquivalentTo } from "./equivalent-to";
import { DidYouMean } from "./catalogue/did-you-mean";
import { AskForPart } from "./catalogue/ask-for-part";
import { BidiText, Ltr } from "~/components/ui/ltr";

interface Suggestions {
  products: Array<{ id: number; partNumber: string; name: Localized; manufacturer: string; equivalentTo?: { manufacturer: string; partNumber: string } }>;
  categories: Array<{ slug: string; name: Localized; productCount: number }>;
  didYouMean?: string[];
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
 * The header's search: a button that opens a popover panel with the search form (it submits to
 * the product list). The browser opens the panel and puts the cursor in the box itself (the
 * popover's `autofocus` field), so a buyer can type at once, before the page's scripts run or
 * without them; once they run, suggestions show as you type and any navigation closes the panel.
 */
export function SearchBox() {
  const { t, href, locale } = useTranslation();
  const location = useLocation();
  const here = location.pathname + location.search;
  const panel = useRef<HTMLDivElement>(null);
  const [q, setQ] = useState("");
  const suggestions = useSuggestions(q, locale);
  const close = () => {
    if (panel.current?.matches(":popover-open")) panel.current.hidePopover();
  };
  useEffect(close, [here]);

  return (
    <div data-testid="search">
      <button
        type="button"
        popoverTarget="header-search-panel"
        className={`${iconControlClass} cursor-pointer`}
        aria-label={t("search.open")}
        data-testid="search-button"
      >
        <SearchIcon width={22} height={22} />
      </button>
      <div
        ref={panel}
        id="header-search-panel"
        popover="auto"
        className="fixed inset-x-0 top-0 bottom-auto m-0 h-auto max-h-dvh w-full max-w-none overflow-y-auto border-0 border-b border-slate-200 bg-white px-4 py-4 text-slate-900 shadow-lg"
        data-testid="search-panel"
      >
        <div className="mx-auto flex max-w-3xl items-center gap-2">
          <Form method="get" action={href("/products")} role="search" className="flex min-w-0 flex-1 gap-2" onSubmit={close}>
            <label htmlFor="header-search" className="sr-only">{t("search.label")}</label>
            <Input
              inline
              // The browser focuses it when the popover opens, with or without scripts.
              autoFocus
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
          <button
            type="button"
            popoverTarget="header-search-panel"
            popoverTargetAction="hide"
            className={`${iconControlClass} shrink-0`}
            aria-label={t("search.close")}
            data-testid="search-close"
          >
            <CloseIcon width={22} height={22} />
          </button>
        </div>
        <div id="header-search-results" aria-live="polite" className="mx-auto max-w-3xl">
          {suggestions ? <SuggestionList suggestions={suggestions} q={q.trim()} onPick={close} /> : null}
        </div>
      </div>
    </div>
  );
}

function SuggestionList({ suggestions, q, onPick }: { suggestions: Suggestions; q: string; onPick: () => void }) {
  const { t, href, locale, taxonomyName } = useTranslation();
  if (!suggestions.products.length && !suggestions.categories.length) {
    return (
      <div className="mt-3 text-sm" data-testid="search-no-match">
        {suggestions.didYouMean?.length ? (
          <DidYouMean queries={suggestions.didYouMean} onPick={onPick} className="text-slate-700" />
        ) : (
          <p className="text-slate-500">{t("search.noResults")}</p>
        )}
        <AskForPart q={q} hint={false} className="mt-3" />
      </div>
    );
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
                  <span className="font-mono font-semibold text-brand-700"><Ltr>{p.partNumber}</Ltr></span>
                  <span className="truncate text-slate-700"><BidiText text={pickLocalized(p.name, locale)} /></span>
                  {p.equivalentTo ? <EquivalentTo reference={p.equivalentTo} className="ms-auto shrink-0" /> : null}
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
