import { data } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { TabPlaceholder } from "~/admin/tab-placeholder";
import { requireAdmin } from "~/auth/require-admin.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, { role: "admin" });
  return null;
}

// Nothing can be changed here yet (the screen is another issue), but the guard comes first.
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context, { role: "admin" });
  throw data(null, { status: 405 });
}

export default function AdminSettings() {
  return <TabPlaceholder tab="settings" />;
}

export const ErrorBoundary = AdminErrorBoundary;
