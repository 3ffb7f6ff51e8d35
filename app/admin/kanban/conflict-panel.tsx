import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { StoredTask } from "~/tasks/kanban-action-result";
import { buttonClass } from "~/components/ui/button";

/**
 * A save refused because another administrator saved first: both versions side by side. Nothing
 * is overwritten unless staff choose "save mine", which sends the change again on the current version.
 */
export function ConflictPanel({ current, mine, message, csrfToken, onDismiss }: {
  current: StoredTask;
  mine: { title?: string; description?: string };
  message: string;
  csrfToken: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: `task-${current.id}` });
  const hasMine = mine.title !== undefined;
  return (
    <div role="alert" className="mt-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950" data-testid="task-conflict">
      <p className="font-semibold">{message}</p>
      <dl className="mt-2 grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="font-medium">{t("admin.kanban.conflict.theirs")}</dt>
          <dd data-testid="conflict-theirs">
            {current.title} — {t(`admin.kanban.columns.${current.status}`)}
            {current.description ? <span className="block whitespace-pre-line text-amber-900">{current.description}</span> : null}
          </dd>
        </div>
        {hasMine ? (
          <div>
            <dt className="font-medium">{t("admin.kanban.conflict.yours")}</dt>
            <dd data-testid="conflict-mine">
              {mine.title}
              {mine.description ? <span className="block whitespace-pre-line text-amber-900">{mine.description}</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" onClick={onDismiss} className={buttonClass({ variant: "secondary", size: "sm" })}>
          {t("admin.kanban.conflict.keepTheirs")}
        </button>
        {hasMine ? (
          <fetcher.Form method="post">
            <input type="hidden" name="csrfToken" value={csrfToken} />
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="id" value={current.id} />
            <input type="hidden" name="version" value={current.version} />
            <input type="hidden" name="title" value={mine.title ?? ""} />
            <input type="hidden" name="description" value={mine.description ?? ""} />
            <button type="submit" className={buttonClass({ size: "sm" })}>
              {t("admin.kanban.conflict.saveMine")}
            </button>
          </fetcher.Form>
        ) : null}
      </div>
    </div>
  );
}
