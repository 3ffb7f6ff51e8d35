import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { TaxonomyEditPage } from "~/admin/taxonomy/taxonomy-edit-page";
import { taxonomyEditAction, taxonomyEditLoader } from "~/routes/admin/taxonomy.server";
import type { Route } from "./+types/category-edit";

// /admin/categories/new creates, /admin/categories/{id} edits.
export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.taxonomy.categories.title");
export const loader = (args: Route.LoaderArgs) => taxonomyEditLoader("categories", args);
export const action = (args: Route.ActionArgs) => taxonomyEditAction("categories", args);
export default TaxonomyEditPage;
export const ErrorBoundary = AdminErrorBoundary;
