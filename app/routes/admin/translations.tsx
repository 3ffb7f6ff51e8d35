import { data } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { TabPlaceholder } from "~/admin/tab-placeholder";
import { requireAdmin } from "~/auth/require-admin.server";
import type { Route } from "./+types/translations";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.translations");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

// Nothing can be changed here yet (the screen is another issue), but the guard comes first.
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  throw data(null, { status: 405 });
}

export default function AdminTranslations() {
  return <TabPlaceholder tab="translations" />;
}

export const ErrorBoundary = AdminErrorBoundary;
