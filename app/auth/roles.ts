/** `admin` may do everything; `editor` manages the catalogue and content, not users or settings. */
export const adminRoles = ["admin", "editor"] as const;
export type AdminRole = (typeof adminRoles)[number];

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === "string" && (adminRoles as readonly string[]).includes(value);
}

/** Whether a user with `role` may use something that requires `required`. */
export function hasRole(role: AdminRole, required: AdminRole): boolean {
  return role === "admin" || role === required;
}
