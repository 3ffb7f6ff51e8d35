import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formToTaxonomyInput, taxonomyInputSchemas, taxonomyKeys, type TaxonomyAdminKind } from "~/catalogue/taxonomy/taxonomy-input";
import { zodFieldIssues } from "~/i18n/field-messages";
import type { AdminTaxonomyRecord } from "~/catalogue/taxonomy/taxonomy-record";
import { defaultLocale, type Localized } from "~/i18n/locales";
import { taxonomySlug } from "~/i18n/taxonomy";
import { useTranslation } from "~/i18n/use-translation";
import { LocalizedFields } from "~/admin/localized-fields";
import { UnsavedChangesGuard } from "~/admin/unsaved-changes";
import { FormErrorSummary, type RefusedSave, useRefusedForm } from "~/admin/refused-form";
import { Button, buttonClass } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { ImageField } from "./taxonomy-fields";
import { AttributeSetFields } from "./attribute-set-fields";
import { KeySpecFields, type KeySpecOption } from "./key-spec-fields";

export interface TaxonomyFormProps {
  kind: TaxonomyAdminKind;
  record: AdminTaxonomyRecord | null;
  parents: { id: number; name: Localized }[];
  parentId: number | null;
  attributes?: KeySpecOption[];
  csrfToken: string;
  /** What the action refused, with the values posted (shown again when JavaScript is off). */
  refused?: RefusedSave;
  cancelTo: string;
}

/** The create and edit form of a category, subcategory or application (one schema, both sides). */
export function TaxonomyForm({ kind, record, parents, parentId, attributes = [], csrfToken, refused, cancelTo }: TaxonomyFormProps) {
  const { t, locale } = useTranslation();
  const navigation = useNavigation();
  const posted = refused?.values;
  const pick = (field: string, fallback: string) => posted?.[field] ?? fallback;
  const form = useRefusedForm(refused);
  const { errors } = form;
  const [slug, setSlug] = useState(pick("slug", record?.slug ?? ""));
  // A new record's slug follows the English name until it is edited by hand (SPEC §5's rule).
  const [slugEdited, setSlugEdited] = useState(Boolean(record) || Boolean(posted?.slug));
  const hasImage = kind !== "subcategories";
  const name = { en: pick("name.en", record?.name.en ?? ""), fr: pick("name.fr", record?.name.fr ?? "") };
  const description = { en: pick("description.en", record?.description?.en ?? ""), fr: pick("description.fr", record?.description?.fr ?? "") };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 space-y-6"
      {...form.formProps((fields) => {
        const parsed = taxonomyInputSchemas[kind].safeParse(formToTaxonomyInput(kind, fields));
        return parsed.success ? [] : zodFieldIssues(parsed.error, taxonomyKeys);
      })}
    >
      <UnsavedChangesGuard dirty={form.guarded} />
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <FormErrorSummary errors={errors} summary={form.summary} title={t("admin.taxonomy.errors.summary")} fieldName={(field) => t(`admin.taxonomy.fieldNames.${field.replace(/\..*/, "")}`)} />
      <LocalizedFields
        name="name"
        label={t("admin.taxonomy.fields.name")}
        legend="hidden"
        values={name}
        errors={errors}
        required={[defaultLocale]}
        onChange={(lang, value) => lang === defaultLocale && !slugEdited && setSlug(taxonomySlug(value))}
      />
      {hasImage ? <LocalizedFields name="description" label={t("admin.taxonomy.fields.description")} legend="hidden" values={description} errors={errors} multiline /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Field id="slug" label={t("admin.taxonomy.fields.slug")} hint={t("admin.taxonomy.fields.slugHint")} error={errors.slug}>
          <Input
            name="slug"
            value={slug}
            onChange={(e) => {
              setSlug(e.target.value);
              setSlugEdited(true);
            }}
            className="font-mono"
          />
        </Field>
        <Field id="aliases" label={t("admin.taxonomy.fields.aliases")} hint={t("admin.taxonomy.fields.aliasesHint")} error={errors.aliases}>
          <Input name="aliases" defaultValue={pick("aliases", record?.aliases.join(", ") ?? "")} className="font-mono" />
        </Field>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {kind === "subcategories" ? (
          <Field id="categoryId" label={t("admin.taxonomy.fields.category")} required error={errors.categoryId}>
            <Select name="categoryId" defaultValue={pick("categoryId", String(record?.categoryId ?? parentId ?? ""))}>
              <option value="">{t("admin.taxonomy.fields.chooseCategory")}</option>
              {parents.map((parent) => (
                <option key={parent.id} value={parent.id}>{parent.name[locale] || parent.name.en}</option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field id="position" label={t("admin.taxonomy.fields.position")} error={errors.position}>
          <Input name="position" type="number" min={0} step={1} placeholder={t("admin.taxonomy.fields.positionLast")} defaultValue={pick("position", record ? String(record.position) : "")} />
        </Field>
        {kind === "categories" ? (
          <Checkbox
            name="featured"
            defaultChecked={posted ? posted.featured === "on" : Boolean(record?.featured)}
            label={t("admin.taxonomy.fields.featured")}
            labelClassName="self-end pb-2 font-medium text-slate-800"
          />
        ) : null}
      </div>
      {kind === "categories" ? <KeySpecFields attributes={attributes} current={record?.keySpecs ?? []} posted={posted} errors={errors} /> : null}
      {kind !== "applications" ? <AttributeSetFields kind={kind} attributes={attributes} current={record?.attributeSet ?? []} posted={posted} errors={errors} /> : null}
      {hasImage ? <ImageField image={record?.image ?? null} imageId={pick("imageId", String(record?.image?.id ?? ""))} errors={errors} /> : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? t("admin.taxonomy.saving") : t("admin.taxonomy.save")}
        </Button>
        <Link to={cancelTo} className={buttonClass({ variant: "secondary" })}>
          {t("admin.taxonomy.cancel")}
        </Link>
      </div>
    </Form>
  );
}
