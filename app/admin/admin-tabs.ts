import type { AdminRole } from "~/auth/roles";

export interface AdminTab {
  key: string;
  /** null: reached from the product list only (editing needs a product). */
  path: string | null;
  role: AdminRole;
}

/** SPEC §2's tabs, then settings, the audit log and the task board (administrators only). */
export const adminTabs: AdminTab[] = [
  { key: "products", path: "/admin", role: "editor" },
  { key: "categories", path: "/admin/categories", role: "editor" },
  { key: "applications", path: "/admin/applications", role: "editor" },
  { key: "news", path: "/admin/news", role: "editor" },
  { key: "inquiries", path: "/admin/inquiries", role: "editor" },
  { key: "addProduct", path: "/admin/products/new", role: "editor" },
  { key: "editProduct", path: null, role: "editor" },
  { key: "translations", path: "/admin/translations", role: "editor" },
  { key: "search", path: "/admin/search-log", role: "editor" },
  { key: "settings", path: "/admin/settings", role: "admin" },
  { key: "audit", path: "/admin/audit", role: "admin" },
  { key: "backups", path: "/admin/backups", role: "admin" },
  { key: "kanban", path: "/kanban", role: "admin" },
];
