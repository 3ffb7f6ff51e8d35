import { Form, Link, useLoaderData, useNavigation } from "react-router";
import type { TaxonomyAdminKind } from "~/catalogue/taxonomy/taxonomy-input";
import type { AdminTaxonomyRecord } from "~/catalogue/taxonomy/taxonomy-record";
import { useTranslation } from "~/i18n/use-translation";
import { listPathOf } from "./taxonomy-edit-page";
import { buttonClass } from "~/components/ui/button";

interface DeleteLoaderData {
  kind: TaxonomyAdminKind;
  record: AdminTaxonomyRecord;
  impact: { products: number; subcategories: number };
  csrfToken: string;
}

/**
 * SPEC §8: the second step before deleting. A category takes its subcategories and products
 * with it, a subcategory its products; an application is only removed from its products.
 */
export function TaxonomyDeletePage() {
  const { t, locale } = useTranslation();
  const navigation = useNavigation();
  const { kind, record, impact } = useLoaderData<DeleteLoaderData>();
  const { csrfToken } = useLoaderData<DeleteLoaderData>();
  const name = record.name[locale] || record.name.en || record.slug;
  const warning =
    kind === "applications"
      ? t("admin.taxonomy.deleteWarning.applications", { name, products: t("admin.taxonomy.productCount", { count: record.productCount }) })
      : kind === "categories"
        ? t("admin.taxonomy.deleteWarning.categories", {
            name,
            products: t("admin.taxonomy.productCount", { count: impact.products }),
            subcategories: t("admin.taxonomy.subcategoryCount", { count: impact.subcategories }),
          })
        : t("admin.taxonomy.deleteWarning.subcategories", { name, products: t("admin.taxonomy.productCount", { count: impact.products }) });
  return (
    <section aria-labelledby="delete-title" className="max-w-2xl">
      <h1 id="delete-title" className="text-2xl font-semibold text-brand-900">
        {t(`admin.taxonomy.${kind}.deleteTitle`, { name })}
      </h1>
      <div role="alert" data-testid="delete-warning" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
        <p>{warning}</p>
        {kind !== "applications" && impact.products > 0 ? <p className="mt-2 font-semibold">{t("admin.taxonomy.deleteWarning.irreversible")}</p> : null}
      </div>
      <Form method="post" className="mt-6 flex gap-3">
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <button type="submit" disabled={navigation.state === "submitting"} className={buttonClass({ variant: "danger" })}>
          {t("admin.taxonomy.confirmDelete")}
        </button>
        <Link to={listPathOf(kind)} className={buttonClass({ variant: "secondary" })}>
          {t("admin.taxonomy.cancel")}
        </Link>
      </Form>
    </section>
  );
}
