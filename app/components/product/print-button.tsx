import { useTranslation } from "~/i18n/use-translation";
import { useHydrated } from "../use-hydrated";

/** Prints the page (its print stylesheet shows the same data as the PDF sheet); the PDF link is there for browsers without JavaScript. */
export function PrintButton({ sheetUrl }: { sheetUrl: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm print:hidden">
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => window.print()}
        className="rounded-md border border-slate-300 px-3 py-2 font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-50"
        data-testid="print-button"
      >
        {t("sheet.print")}
      </button>
      <a href={sheetUrl} className="font-medium text-brand-700 underline" data-testid="sheet-link">{t("sheet.link")}</a>
    </div>
  );
}
