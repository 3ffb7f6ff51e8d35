import { useCallback, useSyncExternalStore } from "react";
import { type CompareItem, COMPARE_KEY, addCompare, readCompare, removeCompare } from "./compare-store";

const listeners = new Set<() => void>();
let snapshot: CompareItem[] | null = null;

function current(): CompareItem[] {
  if (snapshot === null) {
    try {
      snapshot = readCompare(window.localStorage);
    } catch {
      snapshot = [];
    }
  }
  return snapshot;
}

function write(list: CompareItem[]) {
  snapshot = list;
  try {
    window.localStorage.setItem(COMPARE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the list still works for this page view.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_KEY || event.key === null) {
      snapshot = null;
      listener();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The comparison list in local storage; `null` while rendering on the server. */
export function useCompare() {
  const items = useSyncExternalStore(subscribe, current, () => null);
  return {
    items,
    add: useCallback((item: CompareItem) => write(addCompare(current(), item)), []),
    remove: useCallback((id: number) => write(removeCompare(current(), id)), []),
    clear: useCallback(() => write([]), []),
  };
}
