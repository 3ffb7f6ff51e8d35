import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formToTaxonomyInput, taxonomyFieldErrors, taxonomyInputSchemas, type TaxonomyAdminKind, type TaxonomyFieldError } from "~/catalogue/taxonomy/taxonomy-input";
import type { AdminTaxonomyRecord } from "~/catalogue/taxonomy/taxonomy-record";
import type { Localized } from "~/i18n/locales";
import { taxonomySlug } from "~/i18n/taxonomy";
import { useTranslation } from "~/i18n/use-translation";
import { FieldError, ImageField, inputClass, invalidProps, labelClass, LocalizedInputs, type FieldMessages } from "./taxonomy-fields";
import { UnsavedChangesGuard } from "./unsaved-changes";

export interface TaxonomyFormProps {
  kind: TaxonomyAdminKind;
  record: AdminTaxonomyRecord | null;
  parents: { id: number; name: Localized }[];
  parentId: number | null;
  csrfToken: string;
  /** What the action refused, with the values posted (shown again when JavaScript is off). */
  refused?: { errors: TaxonomyFieldError[]; values: Record<string, string> };
  cancelTo: string;
}

/** The create and edit form of a category, subcategory or application (one schema, both sides). */
export function TaxonomyForm({ kind, record, parents, parentId, csrfToken, refused, cancelTo }: TaxonomyFormProps) {
  const { t, locale } = useTranslation();
  const navigation = useNavigation();
  const posted = refused?.values;
  const pick = (field: string, fallback: string) => posted?.[field] ?? fallback;
  const [clientErrors, setClientErrors] = useState<TaxonomyFieldError[] | null>(null);
  const [dirty, setDirty] = useState(false);
  const [slug, setSlug] = useState(pick("slug", record?.slug ?? ""));
  // A new record's slug follows the English name until it is edited by hand (SPEC §5's rule).
  const [slugEdited, setSlugEdited] = useState(Boolean(record) || Boolean(posted?.slug));
  const summary = useRef<HTMLDivElement>(null);
  // A refusal that arrived after the last submit leaves the edits unsaved: still guarded.
  const [submittedWith, setSubmittedWith] = useState(refused);
  const guarded = dirty || (refused !== undefined && refused !== submittedWith);
  useEffect(() => {
    if (refused) summary.current?.focus();
  }, [refused]);
  useEffect(() => {
    if (clientErrors?.length) summary.current?.focus();
  }, [clientErrors]);
  const errors: FieldMessages = {};
  for (const error of clientErrors ?? refused?.errors ?? []) errors[error.field] ??= t(error.key, error.vars);
  const hasImage = kind !== "subcategories";
  const name = { en: pick("name.en", record?.name.en ?? ""), fr: pick("name.fr", record?.name.fr ?? "") };
  const description = { en: pick("description.en", record?.description?.en ?? ""), fr: pick("description.fr", record?.description?.fr ?? "") };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="mt-6 space-y-6"
      onChange={() => setDirty(true)}
      onSubmit={(event) => {
        const fields: Record<string, string> = {};
        for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === "string") fields[key] = value;
        const parsed = taxonomyInputSchemas[kind].safeParse(formToTaxonomyInput(kind, fields));
        if (!parsed.success) {
          event.preventDefault();
          setClientErrors(taxonomyFieldErrors(parsed.error));
          return;
        }
        setClientErrors(null);
        setDirty(false);
        setSubmittedWith(refused);
      }}
    >
      <UnsavedChangesGuard dirty={guarded} />
      <input type="hidden" name="csrfToken" value={csrfToken} />
      {Object.keys(errors).length ? (
        <div ref={summary} tabIndex={-1} role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800" data-testid="form-errors">
          <p className="font-semibold">{t("admin.taxonomy.errors.summary")}</p>
          <ul className="mt-1 list-disc pl-5">
            {Object.entries(errors).map(([field, message]) => (
              <li key={field}>
                {t(`admin.taxonomy.fieldNames.${field.replace(/\..*/, "")}`)}: {message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <LocalizedInputs
        field="name"
        label={t("admin.taxonomy.fields.name")}
        values={name}
        errors={errors}
        required
        onEnglishChange={(value) => !slugEdited && setSlug(taxonomySlug(value))}
      />
      {hasImage ? <LocalizedInputs field="description" label={t("admin.taxonomy.fields.description")} values={description} errors={errors} multiline /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="slug" className={labelClass}>{t("admin.taxonomy.fields.slug")}</label>
          <input
            id="slug"
            name="slug"
            value={slug}
            onChange={(e) => {
              setSlug(e.target.value);
              setSlugEdited(true);
            }}
            className={`${inputClass} font-mono`}
            aria-describedby="slug-hint"
            {...invalidProps("slug", errors)}
          />
          <p id="slug-hint" className="mt-1 text-xs text-slate-500">{t("admin.taxonomy.fields.slugHint")}</p>
          <FieldError field="slug" errors={errors} />
        </div>
        <div>
          <label htmlFor="aliases" className={labelClass}>{t("admin.taxonomy.fields.aliases")}</label>
          <input id="aliases" name="aliases" defaultValue={pick("aliases", record?.aliases.join(", ") ?? "")} className={`${inputClass} font-mono`} {...invalidProps("aliases", errors)} />
          <p className="mt-1 text-xs text-slate-500">{t("admin.taxonomy.fields.aliasesHint")}</p>
          <FieldError field="aliases" errors={errors} />
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {kind === "subcategories" ? (
          <div>
            <label htmlFor="categoryId" className={labelClass}>{t("admin.taxonomy.fields.category")} *</label>
            <select id="categoryId" name="categoryId" required defaultValue={pick("categoryId", String(record?.categoryId ?? parentId ?? ""))} className={inputClass} {...invalidProps("categoryId", errors)}>
              <option value="">{t("admin.taxonomy.fields.chooseCategory")}</option>
              {parents.map((parent) => (
                <option key={parent.id} value={parent.id}>{parent.name[locale] || parent.name.en}</option>
              ))}
            </select>
            <FieldError field="categoryId" errors={errors} />
          </div>
        ) : null}
        <div>
          <label htmlFor="position" className={labelClass}>{t("admin.taxonomy.fields.position")}</label>
          <input id="position" name="position" type="number" min={0} step={1} placeholder={t("admin.taxonomy.fields.positionLast")} defaultValue={pick("position", record ? String(record.position) : "")} className={inputClass} {...invalidProps("position", errors)} />
          <FieldError field="position" errors={errors} />
        </div>
        {kind === "categories" ? (
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-800">
            <input type="checkbox" name="featured" defaultChecked={posted ? posted.featured === "on" : Boolean(record?.featured)} />
            {t("admin.taxonomy.fields.featured")}
          </label>
        ) : null}
      </div>
      {hasImage ? <ImageField image={record?.image ?? null} imageId={pick("imageId", String(record?.image?.id ?? ""))} errors={errors} /> : null}
      <div className="flex gap-3">
        <button type="submit" disabled={navigation.state === "submitting"} className="rounded-md bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {navigation.state === "submitting" ? t("admin.taxonomy.saving") : t("admin.taxonomy.save")}
        </button>
        <Link to={cancelTo} className="rounded-md border border-slate-300 px-5 py-2 text-sm font-medium text-slate-700">
          {t("admin.taxonomy.cancel")}
        </Link>
      </div>
    </Form>
  );
}
