import { controlProps, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PRODUCT_LIMITS, type ImageRow } from "~/catalogue/products/product-schema";
import { emptyLocalized, locales, languageAttributes } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import type { StoredMedia } from "~/media/upload.server";
import { RowButtons } from "./row-buttons";
import { useRowList } from "./row-list";
import { UploadButton } from "./upload-button";

type Row = ImageRow & { file?: StoredMedia };

/** Product photos in display order (the first is the card's), each with alt text in both languages. */
export function ImageRowsEditor({ initial, media, errors }: { initial: ImageRow[]; media: Record<number, StoredMedia>; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const list = useRowList<Row>(initial.map((row) => ({ ...row, file: media[row.mediaId] })));
  return (
    <fieldset>
      <legend className="text-base font-semibold text-brand-900">{t("admin.products.form.images")}</legend>
      <p className="text-sm text-slate-600">{t("admin.products.form.imagesHint")}</p>
      <ol className="mt-3 grid gap-2" data-testid="image-rows">
        {list.rows.map((row, i) => {
          const base = `images.${i}`;
          const label = row.alt.en || row.file?.filename || String(row.mediaId);
          return (
            <li key={row.uid} className="grid items-start gap-2 rounded-md border border-slate-200 p-2 md:grid-cols-[6rem_1fr_1fr_auto]">
              <input type="hidden" name={`${base}.mediaId`} value={row.mediaId} />
              {row.file ? (
                <img src={row.file.url} srcSet={row.file.srcSet} sizes="6rem" alt="" width={96} height={72} className="h-18 w-24 rounded bg-slate-50 object-contain" />
              ) : (
                <span className="h-18 w-24 rounded bg-slate-100" />
              )}
              {locales.map((locale) => (
                <div key={locale}>
                  <label htmlFor={controlProps(`${base}.alt.${locale}`).id} className="text-xs text-slate-600">{t("admin.products.form.altText", { language: t(`language.${locale}`) })}</label>
                  <Input {...controlProps(`${base}.alt.${locale}`, errors[`${base}.alt.${locale}`])} {...languageAttributes(locale)} value={row.alt[locale]} maxLength={PRODUCT_LIMITS.alt} onChange={(e) => list.update(i, { alt: { ...row.alt, [locale]: e.target.value } })} />
                </div>
              ))}
              <RowButtons index={i} count={list.rows.length} label={label} onMove={(by) => list.move(i, by)} onRemove={() => list.remove(i)} />
              <div className="md:col-span-4"><FieldError id={controlProps(`${base}.mediaId`).id} error={errors[`${base}.mediaId`]} /></div>
            </li>
          );
        })}
      </ol>
      <UploadButton
        purpose="image"
        accept="image/jpeg,image/png,image/webp,image/avif"
        label={t("admin.products.form.uploadImage")}
        testId="upload-image"
        onUploaded={(file) => list.add({ mediaId: file.id, alt: emptyLocalized(), file })}
      />
    </fieldset>
  );
}
