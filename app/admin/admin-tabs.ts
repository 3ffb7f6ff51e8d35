import type { AdminRole } from "~/auth/roles";

export interface AdminTab {
  key: string;
  /** null: reached from the product list only (editing needs a product). */
  path: string | null;
  role: AdminRole;
}

/** A tab whose page is `/admin/{key}` is named by its key; the others give `[key, path]`. */
type TabEntry = string | [key: string, path: string | null];

const tabsFor = (role: AdminRole, entries: TabEntry[]): AdminTab[] =>
  entries.map((entry) => (typeof entry === "string" ? { key: entry, path: `/admin/${entry}`, role } : { key: entry[0], path: entry[1], role }));

/** SPEC §2's tabs, then settings, the audit log and the task board (administrators only). */
export const adminTabs: AdminTab[] = [
  ...tabsFor("editor", [
    ["products", "/admin"],
    "categories",
    "attributes",
    "applications",
    "media",
    "news",
    "inquiries",
    "notices",
    ["addProduct", "/admin/products/new"],
    ["editProduct", null],
    "translations",
    ["search", "/admin/search-log"],
  ]),
  ...tabsFor("admin", ["settings", ["stockLocations", "/admin/settings/stock-locations"], "audit", "backups", ["apiKeys", "/admin/api-keys"], "webhooks", ["kanban", "/kanban"]]),
];
