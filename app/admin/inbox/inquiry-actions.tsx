import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { buttonClass } from "~/components/ui/button";
import { TitledSection } from "~/admin/titled-section";

const button = buttonClass({ variant: "secondary", size: "sm" });

function Post({ csrfToken, intent, children }: { csrfToken: string; intent: string; children: React.ReactNode }) {
  return (
    <Form method="post">
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** Mark read or unread, make a task (administrators), delete behind a confirmation that works without JavaScript. */
export function InquiryActions({ csrfToken, canMakeTask, read }: { csrfToken: string; canMakeTask: boolean; read: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-wrap items-start gap-3">
      {read ? (
        <Post csrfToken={csrfToken} intent="unread">
          <button type="submit" className={button}>{t("admin.inbox.markUnread")}</button>
        </Post>
      ) : (
        <Post csrfToken={csrfToken} intent="read">
          <button type="submit" className={button}>{t("admin.inbox.markRead")}</button>
        </Post>
      )}
      {canMakeTask ? (
        <Post csrfToken={csrfToken} intent="task">
          <button type="submit" className={button}>{t("admin.inbox.tasks.make")}</button>
        </Post>
      ) : null}
      <details className="group">
        <summary className={buttonClass({ variant: "danger", size: "sm", className: "cursor-pointer list-none" })}>{t("admin.inbox.delete.button")}</summary>
        <div className="mt-2 max-w-sm rounded-md border border-red-300 bg-red-50 p-3" role="group" aria-label={t("admin.inbox.delete.button")}>
          <p className="text-sm text-red-900">{t("admin.inbox.delete.confirm")}</p>
          <Post csrfToken={csrfToken} intent="delete">
            <button type="submit" className={buttonClass({ variant: "danger", size: "sm", className: "mt-2" })} data-testid="confirm-delete">
              {t("admin.inbox.delete.button")}
            </button>
          </Post>
        </div>
      </details>
    </div>
  );
}

export function LinkedTasks({ tasks }: { tasks: { id: number; title: string; status: string }[] }) {
  const { t } = useTranslation();
  return (
    <TitledSection id="tasks-title" title={t("admin.inbox.tasks.title")} empty={tasks.length ? undefined : t("admin.inbox.tasks.none")}>
      <ul className="mt-2 list-disc ps-5 text-sm" data-testid="linked-tasks">
        {tasks.map((task) => (
          <li key={task.id}>
            <Link to={`/kanban#task-${task.id}`} className="text-brand-700 underline">{task.title}</Link>{" "}
            <span className="text-slate-500">{t("admin.inbox.tasks.status", { status: t(`admin.kanban.columns.${task.status}`) })}</span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
