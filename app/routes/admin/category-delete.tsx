import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { TaxonomyDeletePage } from "~/admin/taxonomy/taxonomy-delete-page";
import { taxonomyDeleteAction, taxonomyDeleteLoader } from "~/routes/admin/taxonomy.server";
import type { Route } from "./+types/category-delete";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.taxonomy.categories.title");
export const loader = (args: Route.LoaderArgs) => taxonomyDeleteLoader("categories", args);
export const action = (args: Route.ActionArgs) => taxonomyDeleteAction("categories", args);
export default TaxonomyDeletePage;
export const ErrorBoundary = AdminErrorBoundary;
