import { data } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { pageLoader } from "~/http/kit.server";
import type { Route } from "./+types/admin-tab";

// Any other /admin path: guarded like the rest, then "no such screen" inside the shell.
const noSuchScreen = (args: Route.LoaderArgs | Route.ActionArgs) =>
  pageLoader(args, { access: "editor" }, async () => {
    throw data(null, { status: 404 });
  });

export const loader = noSuchScreen;
export const action = noSuchScreen;

export default function AdminTab() {
  return null;
}

export const ErrorBoundary = AdminErrorBoundary;
