import { controlProps, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { DOCUMENT_LANGUAGES, DOCUMENT_TYPES, PRODUCT_LIMITS, type DocumentRow } from "~/catalogue/products/product-schema";
import { locales, perLocale, languageAttributes } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import type { StoredMedia } from "~/media/upload.server";
import { RowButtons } from "./row-buttons";
import { useRowList } from "./row-list";
import { UploadButton } from "./upload-button";

type Row = DocumentRow & { file?: StoredMedia };

/** Documents (PDF) with their name in both languages, type and language, in order. */
export function DocumentRowsEditor({ initial, media, errors }: { initial: DocumentRow[]; media: Record<number, StoredMedia>; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const list = useRowList<Row>(initial.map((row) => ({ ...row, file: media[row.mediaId] })));
  return (
    <fieldset>
      <legend className="text-base font-semibold text-brand-900">{t("admin.products.form.documents")}</legend>
      <ol className="mt-3 grid gap-2" data-testid="document-rows">
        {list.rows.map((row, i) => {
          const base = `documents.${i}`;
          const label = row.name.en || row.file?.filename || String(row.mediaId);
          return (
            <li key={row.uid} className="grid gap-2 rounded-md border border-slate-200 p-2 md:grid-cols-[1fr_1fr_0.7fr_0.6fr_auto]">
              <input type="hidden" name={`${base}.mediaId`} value={row.mediaId} />
              {locales.map((locale) => (
                <div key={locale}>
                  <label htmlFor={controlProps(`${base}.name.${locale}`).id} className="text-xs text-slate-600">{t("admin.products.form.documentName", { language: t(`language.${locale}`) })}</label>
                  <Input {...controlProps(`${base}.name.${locale}`, errors[`${base}.name.${locale}`])} {...languageAttributes(locale)} value={row.name[locale]} maxLength={PRODUCT_LIMITS.name} onChange={(e) => list.update(i, { name: { ...row.name, [locale]: e.target.value } })} />
                </div>
              ))}
              <div>
                <label htmlFor={controlProps(`${base}.type`).id} className="text-xs text-slate-600">{t("admin.products.form.documentType")}</label>
                <Select {...controlProps(`${base}.type`)} value={row.type} onChange={(e) => list.update(i, { type: e.target.value as Row["type"] })}>
                  {DOCUMENT_TYPES.map((type) => <option key={type} value={type}>{t(`admin.products.documentTypes.${type}`)}</option>)}
                </Select>
              </div>
              <div>
                <label htmlFor={controlProps(`${base}.language`).id} className="text-xs text-slate-600">{t("admin.products.form.documentLanguage")}</label>
                <Select {...controlProps(`${base}.language`)} value={row.language} onChange={(e) => list.update(i, { language: e.target.value as Row["language"] })}>
                  {DOCUMENT_LANGUAGES.map((language) => <option key={language} value={language}>{language ? t(`language.${language}`) : t("admin.products.form.allLanguages")}</option>)}
                </Select>
              </div>
              <div className="flex flex-col items-end justify-between gap-1">
                <RowButtons index={i} count={list.rows.length} label={label} onMove={(by) => list.move(i, by)} onRemove={() => list.remove(i)} />
                {row.file ? <a href={row.file.url} target="_blank" rel="noreferrer" className="text-xs text-brand-700 underline">{row.file.filename}</a> : null}
              </div>
              <div className="md:col-span-5"><FieldError id={controlProps(`${base}.mediaId`).id} error={errors[`${base}.mediaId`]} /></div>
            </li>
          );
        })}
      </ol>
      <UploadButton
        purpose="document"
        accept="application/pdf,.pdf"
        label={t("admin.products.form.uploadDocument")}
        testId="upload-document"
        onUploaded={(file) => {
          const title = file.filename.replace(/\.pdf$/i, "");
          list.add({ mediaId: file.id, name: perLocale(() => title), type: "datasheet", language: "", file });
        }}
      />
    </fieldset>
  );
}
