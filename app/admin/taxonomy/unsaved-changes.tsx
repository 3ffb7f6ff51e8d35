import { useEffect } from "react";
import { useBlocker } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Keeps unsaved edits from being lost silently: in-app navigation asks first (useBlocker), and
 * so does the browser when the tab is closed or reloaded (beforeunload).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  if (blocker.state !== "blocked") return null;
  return (
    <div role="alertdialog" aria-modal="true" aria-labelledby="unsaved-title" className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4">
      <div className="max-w-md rounded-lg bg-white p-6 shadow-xl">
        <h2 id="unsaved-title" className="text-lg font-semibold text-brand-900">
          {t("admin.taxonomy.unsaved.title")}
        </h2>
        <p className="mt-2 text-slate-700">{t("admin.taxonomy.unsaved.text")}</p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" autoFocus onClick={() => blocker.reset()} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium">
            {t("admin.taxonomy.unsaved.stay")}
          </button>
          <button type="button" onClick={() => blocker.proceed()} className="rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white">
            {t("admin.taxonomy.unsaved.leave")}
          </button>
        </div>
      </div>
    </div>
  );
}
