import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { refuseChange } from "~/http/refuse-change.server";
import { TaxonomyListPage } from "~/admin/taxonomy/taxonomy-list";
import { taxonomyListLoader } from "~/routes/admin/taxonomy.server";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.applications");
export const loader = (args: Route.LoaderArgs) => taxonomyListLoader(["applications"], args);
export const action = refuseChange;

/** Applications (industries), with the number of products linked to each. */
export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  return <TaxonomyListPage kind="applications" records={loaderData.lists.applications ?? []} notice={loaderData.notice} />;
}

export const ErrorBoundary = AdminErrorBoundary;
