import { Link, useActionData, useLoaderData } from "react-router";
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
      <Link to={back} className="text-sm text-brand-700 underline">
        {t(`admin.taxonomy.${kind}.back`)}
      </Link>
      <h1 id="taxonomy-edit-title" className="mt-2 text-2xl font-semibold text-brand-900">
        {title}
      </h1>
      {record ? (
        <p className="mt-1 text-sm text-slate-600">
          {t("admin.taxonomy.productCount", { count: record.productCount })}
          {" · "}
          <Link to={`/admin/${kind}/${record.id}/delete`} className="text-red-700 underline">
            {t("admin.taxonomy.delete")}
          </Link>
        </p>
      ) : null}
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
