/** Pages of the staff area (the administrator screens and the task board); every other page is public. */
export const isStaffPath = (pathname: string): boolean => pathname === "/admin" || pathname.startsWith("/admin/") || pathname === "/kanban";
