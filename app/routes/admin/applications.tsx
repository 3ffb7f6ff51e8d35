import { Link } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { refuseChange } from "~/admin/refuse-change.server";
import { TaxonomyNotice, TaxonomyTable } from "~/admin/taxonomy/taxonomy-list";
import { taxonomyListLoader } from "~/catalogue/taxonomy/taxonomy-pages.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/applications";
import { buttonClass } from "~/components/ui/button";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.applications");
export const loader = (args: Route.LoaderArgs) => taxonomyListLoader(["applications"], args);
export const action = refuseChange;

/** Applications (industries), with the number of products linked to each. */
export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="applications-title" data-testid="admin-tab-applications">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="applications-title" className="text-2xl font-semibold text-brand-900">{t("admin.taxonomy.applications.title")}</h1>
        <div className="flex gap-3">
          <Link to="/admin/applications/new" className={buttonClass()}>
            {t("admin.taxonomy.applications.new")}
          </Link>
        </div>
      </div>
      <p className="mt-2 text-slate-600">{t("admin.taxonomy.applications.intro")}</p>
      <TaxonomyNotice notice={loaderData.notice} />
      <TaxonomyTable kind="applications" records={loaderData.lists.applications ?? []} />
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
