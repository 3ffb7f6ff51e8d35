import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { AttributeDeletePage } from "~/admin/attributes/attribute-delete-page";
import { attributeDeleteAction, attributeDeleteLoader } from "~/routes/admin/attributes.server";
import type { Route } from "./+types/attribute-delete";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.attributes");
export const loader = (args: Route.LoaderArgs) => attributeDeleteLoader(args);
export const action = (args: Route.ActionArgs) => attributeDeleteAction(args);
export default AttributeDeletePage;
export const ErrorBoundary = AdminErrorBoundary;
