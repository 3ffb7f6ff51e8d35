import { type ShouldRevalidateFunctionArgs, useActionData } from "react-router";
import { adminMeta } from "~/admin/admin-meta";
import { AdminShell } from "~/admin/admin-shell";
import { KanbanBoard } from "~/admin/kanban/kanban-board";
import { pageLoader } from "~/http/kit.server";
import { useTranslation } from "~/i18n/use-translation";
import { countUnreadInquiries } from "~/inquiries/admin-inbox.server";
import { countOpenQuotes } from "~/inquiries/quote-pipeline.server";
import { kanbanPageAction } from "./kanban.server";
import { listTasks } from "~/tasks/tasks.server";
import type { Route } from "./+types/kanban";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.kanbanTitle");

// Administrators only (SPEC §2: its own page, without the public header and footer).
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "admin", languageSwitch: true }, async ({ db, session }) => {
    const [tasks, unreadInquiries, openQuotes] = await Promise.all([listTasks(db), countUnreadInquiries(db), countOpenQuotes(db)]);
    return {
      user: { username: session!.user.username, role: session!.user.role },
      csrfToken: session!.csrfToken,
      unreadInquiries,
      openQuotes,
      tasks,
    };
  });

export const action = (args: Route.ActionArgs) => kanbanPageAction(args);

// A refused save (409) still reloads the board: staff must see the state that won.
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || actionStatus === 404 ? true : defaultShouldRevalidate;
}

export default function Kanban({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // Without JavaScript a form post renders the page again with its answer.
  const answer = useActionData<typeof action>();
  return (
    <AdminShell user={loaderData.user} csrfToken={loaderData.csrfToken} unreadInquiries={loaderData.unreadInquiries} openQuotes={loaderData.openQuotes}>
      <h1 className="text-2xl font-semibold text-brand-900">{t("admin.kanbanTitle")}</h1>
      <p className="mt-2 text-slate-600">{t("admin.kanban.intro")}</p>
      {answer?.message ? (
        <p role={answer.ok ? "status" : "alert"} className={`mt-3 text-sm ${answer.ok ? "text-green-800" : "text-red-800"}`}>{answer.message}</p>
      ) : null}
      <KanbanBoard tasks={loaderData.tasks} csrfToken={loaderData.csrfToken} />
    </AdminShell>
  );
}
