import { Link } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { refuseChange } from "~/admin/refuse-change.server";
import { TaxonomyNotice, TaxonomyTable } from "~/admin/taxonomy/taxonomy-list";
import { taxonomyListLoader } from "~/catalogue/taxonomy/taxonomy-pages.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/categories";
import { buttonClass } from "~/components/ui/button";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.categories");
export const loader = (args: Route.LoaderArgs) => taxonomyListLoader(["categories", "subcategories"], args);
export const action = refuseChange;

/** Categories, each with its subcategories, with product counts (inactive products included). */
export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="categories-title" data-testid="admin-tab-categories">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="categories-title" className="text-2xl font-semibold text-brand-900">{t("admin.taxonomy.categories.title")}</h1>
        <div className="flex gap-3">
          <Link to="/admin/categories/new" className={buttonClass()}>
            {t("admin.taxonomy.categories.new")}
          </Link>
          <Link to="/admin/subcategories/new" className={buttonClass({ variant: "outline" })}>
            {t("admin.taxonomy.subcategories.new")}
          </Link>
        </div>
      </div>
      <p className="mt-2 text-slate-600">{t("admin.taxonomy.categories.intro")}</p>
      <TaxonomyNotice notice={loaderData.notice} />
      <TaxonomyTable kind="categories" records={loaderData.lists.categories ?? []} subcategories={loaderData.lists.subcategories ?? []} />
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
