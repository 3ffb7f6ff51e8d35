import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { AttributeListPage } from "~/admin/attributes/attribute-list";
import { refuseChange } from "~/http/refuse-change.server";
import { attributeListLoader } from "~/routes/admin/attributes.server";
import type { Route } from "./+types/attributes";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.attributes");
export const loader = (args: Route.LoaderArgs) => attributeListLoader(args);
export const action = refuseChange;

/** Specification attributes with their type, unit or options, and how many products use each. */
export default function AdminAttributes({ loaderData }: Route.ComponentProps) {
  return <AttributeListPage attributes={loaderData.attributes} notice={loaderData.notice} />;
}

export const ErrorBoundary = AdminErrorBoundary;
