import { Link, useLocation } from "react-router";
import { compareQuery, MAX_COMPARE } from "~/compare/compare-store";
import { useCompare } from "~/compare/use-compare";
import { useTranslation } from "~/i18n/use-translation";
import { buttonClass } from "~/components/ui/button";

/** While products are picked for comparison: how many, a link to compare them, and a way to clear. */
export function CompareBar() {
  const { t, href } = useTranslation();
  const { pathname } = useLocation();
  const { items, remove, clear } = useCompare();
  if (!items?.length || /\/compare$/.test(pathname)) return null;
  return (
    <aside aria-label={t("compare.barLabel")} className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-300 bg-white/95 shadow-lg print:hidden" data-testid="compare-bar">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3 text-sm sm:px-6">
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item.id} className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-2 py-0.5 font-mono">
              {item.partNumber}
              <button type="button" onClick={() => remove(item.id)} aria-label={t("compare.remove", { partNumber: item.partNumber })} className="px-1 text-slate-500 hover:text-rose-700">×</button>
            </li>
          ))}
        </ul>
        <span className="text-slate-500">{t("compare.limit", { max: MAX_COMPARE })}</span>
        <Link to={href(`/compare${compareQuery(items)}`)} className={buttonClass({ className: "ml-auto" })} data-testid="compare-link">
          {t("compare.open", { count: items.length })}
        </Link>
        <button type="button" onClick={clear} className="text-slate-600 underline">{t("compare.clear")}</button>
      </div>
    </aside>
  );
}
