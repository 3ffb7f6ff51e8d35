import { useTranslation } from "~/i18n/use-translation";
import { useHydrated } from "../use-hydrated";
import { Button } from "~/components/ui/button";

/** Prints the page (its print stylesheet shows the same data as the PDF sheet); the PDF link is there for browsers without JavaScript. */
export function PrintButton({ sheetUrl }: { sheetUrl: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm print:hidden">
      <Button variant="secondary" disabled={!hydrated} onClick={() => window.print()} data-testid="print-button">
        {t("sheet.print")}
      </Button>
      <a href={sheetUrl} className="font-medium text-brand-700 underline" data-testid="sheet-link">{t("sheet.link")}</a>
    </div>
  );
}
