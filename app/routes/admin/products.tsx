import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { loadPlaceholderTab, refusePlaceholderChange } from "~/admin/placeholder-tab.server";
import { TabPlaceholder } from "~/admin/tab-placeholder";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.products");
export const loader = loadPlaceholderTab;
export const action = refusePlaceholderChange;

export default function AdminProducts() {
  return <TabPlaceholder tab="products" />;
}

export const ErrorBoundary = AdminErrorBoundary;
