import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { TaxonomyEditPage } from "~/admin/taxonomy/taxonomy-edit-page";
import { taxonomyEditAction, taxonomyEditLoader } from "~/routes/admin/taxonomy.server";
import type { Route } from "./+types/application-edit";

// /admin/applications/new creates, /admin/applications/{id} edits.
export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.taxonomy.applications.title");
export const loader = (args: Route.LoaderArgs) => taxonomyEditLoader("applications", args);
export const action = (args: Route.ActionArgs) => taxonomyEditAction("applications", args);
export default TaxonomyEditPage;
export const ErrorBoundary = AdminErrorBoundary;
