import { data } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { requireAdmin } from "~/http/require-admin.server";
import type { Route } from "./+types/admin-tab";

// Any other /admin path: guarded like the rest, then "no such screen" inside the shell.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  throw data(null, { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  throw data(null, { status: 404 });
}

export default function AdminTab() {
  return null;
}

export const ErrorBoundary = AdminErrorBoundary;
