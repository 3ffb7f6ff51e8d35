import { Link, useLocation } from "react-router";
import { compareQuery, MAX_COMPARE } from "~/compare/compare-store";
import { useCompare } from "~/compare/use-compare";
import { useTranslation } from "~/i18n/use-translation";
import { CloseIcon } from "~/components/icons";

/**
 * While products are picked for comparison: a small opaque pill in the bottom corner with a link
 * to compare them and a way to clear the list. A spacer as tall as the pill ends the page, so the
 * last content (a form's submit button) can always be scrolled clear of it, and it steps aside
 * while a form of the page is being filled in (app.css).
 */
export function CompareBar() {
  const { t, href } = useTranslation();
  const { pathname } = useLocation();
  const { items, clear } = useCompare();
  if (!items?.length || /\/compare$/.test(pathname)) return null;
  return (
    <>
      <div aria-hidden="true" className="h-20 bg-brand-900 print:hidden" data-testid="compare-spacer" />
      <aside
        aria-label={t("compare.barLabel")}
        className="fixed bottom-4 end-4 z-40 flex items-center rounded-full bg-brand-800 text-sm font-semibold text-white shadow-lg ring-1 ring-white/20 print:hidden"
        data-compare-pill=""
        data-testid="compare-bar"
      >
        <Link
          to={href(`/compare${compareQuery(items)}`)}
          title={t("compare.limit", { max: MAX_COMPARE })}
          className="flex min-h-11 items-center rounded-s-full py-2 ps-5 pe-3 hover:bg-brand-700"
          data-testid="compare-link"
        >
          {t("compare.open", { count: items.length })}
        </Link>
        <button
          type="button"
          onClick={clear}
          aria-label={t("compare.clear")}
          title={t("compare.clear")}
          className="flex h-11 w-11 items-center justify-center rounded-e-full border-s border-white/25 hover:bg-brand-700"
          data-testid="compare-clear"
        >
          <CloseIcon width={18} height={18} />
        </button>
      </aside>
    </>
  );
}
