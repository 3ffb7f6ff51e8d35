import type { ProductDetail } from "~/catalogue/products/products.server";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { formatFileSize } from "../format-file-size";
import { buttonClass } from "~/components/ui/button";
import { BidiText } from "~/components/ui/ltr";

export function ProductDocuments({ documents }: { documents: ProductDetail["documents"] }) {
  const { t, locale } = useTranslation();
  if (!documents.length) return <p className="text-slate-600">{t("product.noDocuments")}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="documents">
      {documents.map((doc) => (
        <li key={doc.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div>
            <p className="font-medium text-slate-900"><BidiText text={pickLocalized(doc.name, locale)} /></p>
            <p className="text-sm text-slate-500">
              {t(`product.documentType.${doc.type}`)}
              {doc.language ? ` · ${t(`product.documentLanguage.${doc.language}`)}` : ""} · {t("product.documentMeta", { size: formatFileSize(doc.size, locale) })}
            </p>
          </div>
          <a href={doc.url} download={doc.filename} className={buttonClass({ variant: "outline", className: "print:hidden" })} hrefLang={doc.language ?? undefined}>
            {t("product.download")}
            <span className="sr-only"> {pickLocalized(doc.name, locale)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
