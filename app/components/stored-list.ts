import { useSyncExternalStore } from "react";
import { useHydrated } from "./use-hydrated";

export interface StoredList<T> {
  /** The list as last read or written (read from local storage on first use). */
  current: () => T[];
  /** Stores `list` (for this page view even when storage is full or disabled) and tells every reader. */
  write: (list: T[]) => void;
  /** The list, kept current across components and tabs; `null` while rendering on the server. */
  useList: () => T[] | null;
}

/**
 * A list kept in the browser's local storage under `key`, shared by every component that reads it
 * and followed across tabs: favourites and the comparison use one each.
 */
export function storedList<T>(key: string, read: (storage: Storage) => T[]): StoredList<T> {
  const listeners = new Set<() => void>();
  // An empty list is always this one, the server's snapshot too: hydration then finds nothing
  // changed and re-renders nothing (useHydrated below enables the controls in a transition).
  const empty: T[] = [];
  const orEmpty = (list: T[]) => (list.length ? list : empty);
  let snapshot: T[] | null = null;

  function current(): T[] {
    if (snapshot === null) {
      try {
        snapshot = orEmpty(read(window.localStorage));
      } catch {
        snapshot = empty;
      }
    }
    return snapshot;
  }

  function write(list: T[]) {
    snapshot = orEmpty(list);
    try {
      window.localStorage.setItem(key, JSON.stringify(list));
    } catch {
      // Storage full or disabled: the list still works for this page view.
    }
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    // Another tab changed the list.
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) {
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

  function useList(): T[] | null {
    const hydrated = useHydrated();
    const list = useSyncExternalStore(subscribe, current, () => empty);
    return hydrated ? list : null;
  }

  return { current, write, useList };
}
