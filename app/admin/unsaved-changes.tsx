import { useEffect, useState } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "~/components/ui/dialog";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Keeps unsaved edits from being lost silently: leaving through a link asks first (an in-page
 * dialog), closing or reloading the tab triggers the browser's own warning. Render the guard in
 * the form; `dirty` says whether there is anything to lose.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={t("admin.unsaved.title")}
      cancelLabel={t("admin.unsaved.stay")}
      confirmLabel={t("admin.unsaved.leave")}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      {t("admin.unsaved.body")}
    </ConfirmDialog>
  );
}

/** A form's dirty state for the guard: `markDirty` on the form's change, `markSaved` on its submit. */
export function useDirty() {
  const [dirty, setDirty] = useState(false);
  return { dirty, markDirty: () => setDirty(true), markSaved: () => setDirty(false) };
}
