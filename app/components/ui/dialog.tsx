import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button } from "./button";

interface DialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Escape, or the browser closing it: the same as the cancel choice. */
  onCancel: () => void;
  actions: ReactNode;
  /** "alertdialog" for a question that interrupts (leave without saving?). */
  role?: "dialog" | "alertdialog";
  testId?: string;
}

/**
 * A modal dialog on the native `<dialog>` (showModal: focus moves in and stays, the page behind
 * is inert, Escape cancels), so no library is needed for it.
 */
export function Dialog({ open, title, children, onCancel, actions, role = "dialog", testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto max-w-md rounded-lg bg-white p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={titleId} className="text-lg font-semibold text-brand-900">{title}</h2>
      {children ? <div className="mt-2 text-sm text-slate-700">{children}</div> : null}
      <div className="mt-4 flex justify-end gap-2">{actions}</div>
    </dialog>
  );
}

/** A yes-or-no question in a Dialog: the safe choice first, with focus; the other in the danger colour. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, role = "alertdialog", testId }: Omit<DialogProps, "actions"> & { confirmLabel: ReactNode; cancelLabel: ReactNode; onConfirm: () => void }) {
  return (
    <Dialog
      open={open}
      title={title}
      onCancel={onCancel}
      role={role}
      testId={testId}
      actions={
        <>
          <Button size="sm" autoFocus onClick={onCancel}>{cancelLabel}</Button>
          <Button size="sm" variant="danger" onClick={onConfirm}>{confirmLabel}</Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
