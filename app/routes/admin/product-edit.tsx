import { data } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { TabPlaceholder } from "~/admin/tab-placeholder";
import { requireAdmin } from "~/auth/require-admin.server";
import type { Route } from "./+types/product-edit";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.editProduct");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { id: params.id };
}

// Nothing can be changed here yet (the screen is another issue), but the guard comes first.
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  throw data(null, { status: 405 });
}

export default function AdminEditProduct({ loaderData }: Route.ComponentProps) {
  return <TabPlaceholder tab="editProduct" vars={{ id: loaderData.id }} />;
}

export const ErrorBoundary = AdminErrorBoundary;
