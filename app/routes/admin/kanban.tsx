import { data } from "react-router";
import { adminMeta } from "~/admin/admin-meta";
import { AdminShell } from "~/admin/admin-shell";
import { TabPlaceholder } from "~/admin/tab-placeholder";
import { requireAdmin } from "~/auth/require-admin.server";
import { requestInfoContext } from "~/http/request-info.server";
import { staffLanguageSwitch } from "~/i18n/switch-language.server";
import type { Route } from "./+types/kanban";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.kanbanTitle");

// Administrators only; the board itself is the admin operations issue.
export async function loader({ request, context }: Route.LoaderArgs) {
  const switched = staffLanguageSwitch(request, context.get(requestInfoContext).secure);
  if (switched) throw switched;
  const session = await requireAdmin(request, context, { role: "admin" });
  return { user: { username: session.user.username, role: session.user.role }, csrfToken: session.csrfToken };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context, { role: "admin" });
  throw data(null, { status: 405 });
}

export default function Kanban({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user} csrfToken={loaderData.csrfToken}>
      <TabPlaceholder tab="kanban" />
    </AdminShell>
  );
}
