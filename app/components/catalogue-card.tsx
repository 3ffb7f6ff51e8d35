import type { CatalogueEntry } from "~/catalogue/catalogues.server";
import { isLocale, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { formatFileSize } from "./format-file-size";
import { buttonClass } from "~/components/ui/button";
import { BidiText } from "~/components/ui/ltr";

/** A catalogue as a document tile: its cover when staff uploaded one, else a drawn PDF sheet. */
export function CatalogueCard({ catalogue }: { catalogue: CatalogueEntry }) {
  const { t, locale } = useTranslation();
  const title = pickLocalized(catalogue.title, locale);
  const size = formatFileSize(catalogue.size, locale);
  const language = t(`cataloguesPage.languages.${isLocale(catalogue.language) ? catalogue.language : "all"}`);
  return (
    <article className="flex h-full gap-5 rounded-xl border border-slate-200 p-5" data-testid="catalogue-card">
      {catalogue.cover ? (
        <img src={catalogue.cover} alt="" width={80} height={112} loading="lazy" className="h-28 w-20 shrink-0 rounded object-cover shadow" />
      ) : (
        <div aria-hidden="true" className="relative flex h-28 w-20 shrink-0 flex-col justify-between rounded bg-gradient-to-b from-brand-700 to-brand-900 p-2 text-white shadow">
          <span className="absolute end-0 top-0 h-5 w-5 rounded-bl bg-white/30" />
          <span className="text-[9px] font-semibold uppercase leading-tight break-words text-accent-500">{t(`cataloguesPage.segments.${catalogue.segment}`)}</span>
          <span className="text-xs font-bold">{t("cataloguesPage.format")}</span>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="font-semibold text-brand-900"><BidiText text={title} /></h3>
        <p className="mt-1 text-sm leading-relaxed text-slate-600"><BidiText text={pickLocalized(catalogue.description, locale)} /></p>
        <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
          <div className="flex gap-1"><dt>{t("cataloguesPage.language")}:</dt><dd>{language}</dd></div>
          <div className="flex gap-1"><dt>{t("cataloguesPage.size")}:</dt><dd>{size}</dd></div>
        </dl>
        <a
          href={catalogue.url}
          download={catalogue.filename}
          aria-label={t("cataloguesPage.downloadLabel", { title, size })}
          className={buttonClass({ className: "mt-4 w-fit" })}
        >
          {t("cataloguesPage.download")} <span aria-hidden="true">↓</span>
        </a>
      </div>
    </article>
  );
}
