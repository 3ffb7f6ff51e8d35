import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A screen's filters: on a phone they fold behind a "Filters" button (a <details>, so it works
 * without JavaScript), open when some are in use; from the `sm` breakpoint they always show and
 * the button is gone (app.css, `admin-filters`).
 */
export function FilterDisclosure({ inUse, children }: { inUse: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <details className="admin-filters mt-6" open={inUse > 0} data-testid="filter-disclosure">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 sm:hidden">
        <span aria-hidden="true">☰</span>
        {inUse ? t("admin.filtersInUse", { count: inUse }) : t("admin.filters")}
      </summary>
      {children}
    </details>
  );
}
