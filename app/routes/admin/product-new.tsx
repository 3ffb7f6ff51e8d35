import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { loadPlaceholderTab, refusePlaceholderChange } from "~/admin/placeholder-tab.server";
import { TabPlaceholder } from "~/admin/tab-placeholder";
import type { Route } from "./+types/product-new";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.addProduct");
export const loader = loadPlaceholderTab;
export const action = refusePlaceholderChange;

export default function AdminAddProduct() {
  return <TabPlaceholder tab="addProduct" />;
}

export const ErrorBoundary = AdminErrorBoundary;
