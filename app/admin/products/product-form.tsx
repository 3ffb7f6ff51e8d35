import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { CsrfField } from "~/admin/csrf-field";
import { LocalizedFields } from "~/admin/localized-fields";
import { UnsavedChangesGuard, useDirty } from "~/admin/unsaved-changes";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, fieldId } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { LIFECYCLES } from "~/catalogue/products/lifecycle";
import { PRODUCT_LIMITS, PRODUCT_STATUSES, type ProductInput } from "~/catalogue/products/product-schema";
import { defaultLocale, type Localized, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import type { StoredMedia } from "~/media/upload.server";
import { AvailabilityFields } from "./availability-fields";
import type { AvailabilityFieldsData } from "~/availability/availability-form";
import { DocumentRowsEditor } from "./document-rows-editor";
import { ImageRowsEditor } from "./image-rows-editor";
import { ProductLinksFields } from "./product-links-fields";
import { type AttributeOption, SpecRowsEditor } from "./spec-rows-editor";

export interface ProductFormOptionsData {
  categories: { slug: string; name: Localized }[];
  subcategories: { slug: string; name: Localized; categorySlug: string }[];
  applications: { slug: string; name: Localized }[];
  attributes: AttributeOption[];
}

const section = "rounded-lg border border-slate-200 bg-white p-5";

/** The add and edit form: every field, English and French side by side. */
export function ProductForm({ values, options, media, errors, availability }: { values: ProductInput; options: ProductFormOptionsData; media: Record<number, StoredMedia>; errors: Record<string, string>; availability: AvailabilityFieldsData }) {
  const { t, locale } = useTranslation();
  const navigation = useNavigation();
  const unsaved = useDirty();
  const [category, setCategory] = useState(values.category);
  const [subcategory, setSubcategory] = useState(values.subcategory);
  const subcategories = options.subcategories.filter((s) => s.categorySlug === category);
  const errorList = Object.entries(errors);
  const name = (entry: { name: Localized }) => pickLocalized(entry.name, locale);

  return (
    <Form method="post" className="mt-6 grid gap-6" onChange={unsaved.markDirty}
      // Adding, moving or removing a row changes the form too.
      onClickCapture={(e) => (e.target as HTMLElement).closest("button[type=button]") && unsaved.markDirty()}
      onSubmit={unsaved.markSaved}
      noValidate
    >
      <CsrfField />
      <UnsavedChangesGuard dirty={unsaved.dirty} />
      {errorList.length ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900" data-testid="form-errors">
          <p className="font-semibold">{t("admin.products.form.errorsTitle", { count: errorList.length })}</p>
          <ul className="mt-1 list-disc ps-5">
            {errorList.map(([field, message]) => (
              <li key={field}>{field === "_" ? message : <a href={`#${fieldId(field)}`} className="underline">{message}</a>}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <section className={`${section} grid gap-4 md:grid-cols-3`} aria-labelledby="identity-title">
        <h2 id="identity-title" className="text-base font-semibold text-brand-900 md:col-span-3">{t("admin.products.form.identity")}</h2>
        <Field id={fieldId("partNumber")} label={t("admin.products.partNumber")} required error={errors.partNumber}>
          <Input name="partNumber" defaultValue={values.partNumber} maxLength={PRODUCT_LIMITS.partNumber} autoComplete="off" className="font-mono" />
        </Field>
        <Field id={fieldId("manufacturer")} label={t("admin.products.manufacturer")} error={errors.manufacturer}>
          <Input name="manufacturer" defaultValue={values.manufacturer} maxLength={PRODUCT_LIMITS.manufacturer} />
        </Field>
        <Field id={fieldId("category")} label={t("admin.products.category")} required error={errors.category}>
          <Select name="category" value={category} onChange={(e) => {
            setCategory(e.target.value);
            if (!options.subcategories.some((s) => s.slug === subcategory && s.categorySlug === e.target.value)) setSubcategory("");
          }}>
            <option value="">{t("admin.products.form.chooseCategory")}</option>
            {options.categories.map((c) => <option key={c.slug} value={c.slug}>{name(c)}</option>)}
          </Select>
        </Field>
        <Field id={fieldId("subcategory")} label={t("admin.products.subcategory")} error={errors.subcategory}>
          <Select name="subcategory" value={subcategory} onChange={(e) => setSubcategory(e.target.value)} disabled={!subcategories.length}>
            <option value="">{subcategories.length ? t("admin.products.form.noSubcategory") : t("admin.products.form.noSubcategoryInCategory")}</option>
            {subcategories.map((s) => <option key={s.slug} value={s.slug}>{name(s)}</option>)}
          </Select>
        </Field>
        <Field id={fieldId("status")} label={t("admin.products.status")} error={errors.status}>
          <Select name="status" defaultValue={values.status}>
            {PRODUCT_STATUSES.map((s) => <option key={s} value={s}>{t(`admin.products.statuses.${s}`)}</option>)}
          </Select>
        </Field>
        <Field id={fieldId("lifecycle")} label={t("admin.products.lifecycle")} error={errors.lifecycle}>
          <Select name="lifecycle" defaultValue={values.lifecycle}>
            {LIFECYCLES.map((l) => <option key={l} value={l}>{t(`lifecycle.${l}`)}</option>)}
          </Select>
        </Field>
        <Checkbox name="featured" id={fieldId("featured")} defaultChecked={values.featured} label={t("admin.products.featured")} labelClassName="font-medium text-slate-700" />
      </section>

      <section className={`${section} grid gap-5`} aria-labelledby="texts-title">
        <h2 id="texts-title" className="text-base font-semibold text-brand-900">{t("admin.products.form.texts")}</h2>
        <LocalizedFields name="name" label={t("admin.products.name")} values={values.name} errors={errors} required={[defaultLocale]} maxLength={PRODUCT_LIMITS.name} />
        <LocalizedFields name="description" label={t("admin.products.form.description")} values={values.description} errors={errors} multiline rows={3} maxLength={PRODUCT_LIMITS.description} />
        <LocalizedFields name="details" label={t("admin.products.form.details")} values={values.details} errors={errors} multiline rows={6} maxLength={PRODUCT_LIMITS.details} />
      </section>

      <section className={section}>
        <fieldset>
          <legend className="text-base font-semibold text-brand-900">{t("admin.products.form.applications")}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {options.applications.map((a) => (
              <Checkbox key={a.slug} name="applications" value={a.slug} defaultChecked={values.applications.includes(a.slug)} label={name(a)} />
            ))}
          </div>
        </fieldset>
      </section>

      <section className={section}>
        <AvailabilityFields {...availability} errors={errors} />
      </section>

      <section className={section}>
        <SpecRowsEditor initial={values.specs} attributes={options.attributes} errors={errors} />
      </section>
      <section className={section}>
        <DocumentRowsEditor initial={values.documents} media={media} errors={errors} />
      </section>
      <section className={section}>
        <ImageRowsEditor initial={values.images} media={media} errors={errors} />
      </section>
      <section className={section}>
        <ProductLinksFields values={values} errors={errors} />
      </section>

      <div className="sticky bottom-0 flex items-center justify-end gap-3 border-t border-slate-200 bg-slate-50/95 py-3">
        {unsaved.dirty ? <span className="text-sm text-amber-800" role="status">{t("admin.unsaved.pending")}</span> : null}
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? t("admin.products.form.saving") : t("admin.products.form.save")}
        </Button>
      </div>
    </Form>
  );
}
