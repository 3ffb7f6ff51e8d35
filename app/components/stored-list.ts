import { useSyncExternalStore } from "react";

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
  let snapshot: T[] | null = null;

  function current(): T[] {
    if (snapshot === null) {
      try {
        snapshot = read(window.localStorage);
      } catch {
        snapshot = [];
      }
    }
    return snapshot;
  }

  function write(list: T[]) {
    snapshot = list;
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

  return { current, write, useList: () => useSyncExternalStore(subscribe, current, () => null) };
}
