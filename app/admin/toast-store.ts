import { useSyncExternalStore } from "react";

// SPEC §2/§9: one toast at a time, shown 5000 ms by default; a dismissed toast is marked closed
// and removed after 1,000,000 ms; a swipe of 50 px dismisses it.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: "default" | "destructive";
  open: boolean;
  duration: number;
}

export type ToastInput = Pick<Toast, "title"> & Partial<Pick<Toast, "description" | "variant" | "duration">>;

let toasts: Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function update(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      update(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  update(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const created: Toast = { variant: "default", duration: TOAST_DURATION_MS, ...input, id, open: true };
  update([created, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts now, newest first, closed ones included until their removal. */
export function getToasts(): Toast[] {
  return toasts;
}

const noToasts: Toast[] = [];

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, getToasts, () => noToasts);
}
