import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { TaxonomyEditPage } from "~/admin/taxonomy/taxonomy-edit-page";
import { taxonomyEditAction, taxonomyEditLoader } from "~/routes/admin/taxonomy.server";
import type { Route } from "./+types/subcategory-edit";

// /admin/subcategories/new creates, /admin/subcategories/{id} edits.
export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.taxonomy.subcategories.title");
export const loader = (args: Route.LoaderArgs) => taxonomyEditLoader("subcategories", args);
export const action = (args: Route.ActionArgs) => taxonomyEditAction("subcategories", args);
export default TaxonomyEditPage;
export const ErrorBoundary = AdminErrorBoundary;
