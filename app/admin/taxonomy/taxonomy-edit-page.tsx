import { useActionData, useLoaderData } from "react-router";
import { ScreenHeading } from "~/admin/screen-heading";
import type { TaxonomyAdminKind } from "~/catalogue/taxonomy/taxonomy-input";
import type { FieldIssue } from "~/http/errors";
import type { AdminTaxonomyRecord } from "~/catalogue/taxonomy/taxonomy-record";
import type { Localized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { type KeySpecOption } from "./key-spec-fields";
import { TaxonomyForm } from "./taxonomy-form";

export interface EditLoaderData {
  kind: TaxonomyAdminKind;
  record: AdminTaxonomyRecord | null;
  parents: { id: number; name: Localized }[];
  parentId: number | null;
  /** Categories and subcategories: the spec attributes (key specs, attribute set). */
  attributes: KeySpecOption[];
  csrfToken: string;
}

export const listPathOf = (kind: TaxonomyAdminKind) => (kind === "applications" ? "/admin/applications" : "/admin/categories");

/** The page around the form: title, a way back, and the delete link of an existing record. */
export function TaxonomyEditPage() {
  const { t, locale } = useTranslation();
  const { kind, record, parents, parentId, attributes, csrfToken } = useLoaderData<EditLoaderData>();
  const refused = useActionData<{ errors: FieldIssue[]; values: Record<string, string> }>();
  const back = listPathOf(kind);
  const title = record
    ? t(`admin.taxonomy.${kind}.editTitle`, { name: record.name[locale] || record.name.en || record.slug })
    : t(`admin.taxonomy.${kind}.newTitle`);
  return (
    <section aria-labelledby="taxonomy-edit-title" className="max-w-4xl">
      <ScreenHeading
        id="taxonomy-edit-title"
        back={{ to: back, label: t(`admin.taxonomy.${kind}.back`) }}
        title={title}
        facts={record ? [t("admin.taxonomy.productCount", { count: record.productCount })] : []}
        remove={record ? { to: `/admin/${kind}/${record.id}/delete`, label: t("admin.taxonomy.delete") } : undefined}
      />
      {/* Keyed by record so a new record's form starts empty after navigating from an edit. */}
      <TaxonomyForm
        key={record?.id ?? "new"}
        kind={kind}
        record={record}
        parents={parents}
        parentId={parentId}
        attributes={attributes}
        csrfToken={csrfToken}
        refused={refused}
        cancelTo={back}
      />
    </section>
  );
}
