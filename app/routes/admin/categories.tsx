import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { refuseChange } from "~/http/refuse-change.server";
import { TaxonomyListPage } from "~/admin/taxonomy/taxonomy-list";
import { taxonomyListLoader } from "~/routes/admin/taxonomy.server";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.categories");
export const loader = (args: Route.LoaderArgs) => taxonomyListLoader(["categories", "subcategories"], args);
export const action = refuseChange;

/** Categories, each with its subcategories, with product counts (inactive products included). */
export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return <TaxonomyListPage kind="categories" records={loaderData.lists.categories ?? []} subcategories={loaderData.lists.subcategories ?? []} notice={loaderData.notice} />;
}

export const ErrorBoundary = AdminErrorBoundary;
