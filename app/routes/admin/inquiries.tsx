import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { loadPlaceholderTab, refusePlaceholderChange } from "~/admin/placeholder-tab.server";
import { TabPlaceholder } from "~/admin/tab-placeholder";
import type { Route } from "./+types/inquiries";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.inquiries");
export const loader = loadPlaceholderTab;
export const action = refusePlaceholderChange;

export default function AdminInquiries() {
  return <TabPlaceholder tab="inquiries" />;
}

export const ErrorBoundary = AdminErrorBoundary;
