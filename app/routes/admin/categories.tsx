import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { loadPlaceholderTab, refusePlaceholderChange } from "~/admin/placeholder-tab.server";
import { TabPlaceholder } from "~/admin/tab-placeholder";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.categories");
export const loader = loadPlaceholderTab;
export const action = refusePlaceholderChange;

export default function AdminCategories() {
  return <TabPlaceholder tab="categories" />;
}

export const ErrorBoundary = AdminErrorBoundary;
