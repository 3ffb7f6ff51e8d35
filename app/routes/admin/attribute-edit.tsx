import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { AttributeEditPage } from "~/admin/attributes/attribute-edit-page";
import { attributeEditAction, attributeEditLoader } from "~/routes/admin/attributes.server";
import type { Route } from "./+types/attribute-edit";

// /admin/attributes/new creates, /admin/attributes/{id} edits.
export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.attributes");
export const loader = (args: Route.LoaderArgs) => attributeEditLoader(args);
export const action = (args: Route.ActionArgs) => attributeEditAction(args);
export default AttributeEditPage;
export const ErrorBoundary = AdminErrorBoundary;
