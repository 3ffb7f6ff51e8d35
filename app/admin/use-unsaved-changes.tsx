import { useEffect, useState } from "react";
import { useBlocker } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Guards a form's unsaved edits: leaving through a link asks first (an in-page dialog), closing
 * or reloading the tab triggers the browser's own warning. `markDirty` goes on the form's
 * onChange; `markSaved` on its submit.
 */
export function useUnsavedChanges() {
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return { dirty, blocker, markDirty: () => setDirty(true), markSaved: () => setDirty(false) };
}

/** The question shown when a link would drop unsaved edits. */
export function UnsavedChangesDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const { t } = useTranslation();
  if (blocker.state !== "blocked") return null;
  return (
    <div role="alertdialog" aria-modal="true" aria-labelledby="unsaved-title" className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4">
      <div className="max-w-md rounded-lg bg-white p-6 shadow-xl">
        <h2 id="unsaved-title" className="text-lg font-semibold text-brand-900">{t("admin.unsaved.title")}</h2>
        <p className="mt-2 text-sm text-slate-700">{t("admin.unsaved.body")}</p>
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" autoFocus onClick={() => blocker.reset()} className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white">{t("admin.unsaved.stay")}</button>
          <button type="button" onClick={() => blocker.proceed()} className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-medium text-red-800">{t("admin.unsaved.leave")}</button>
        </div>
      </div>
    </div>
  );
}
