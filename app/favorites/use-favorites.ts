import { useCallback, useSyncExternalStore } from "react";
import { type Favorite, FAVORITES_KEY, addFavorite, hasFavorite, readFavorites, removeFavorite } from "./favorites-store";

const listeners = new Set<() => void>();
let snapshot: Favorite[] | null = null;

function current(): Favorite[] {
  if (snapshot === null) {
    try {
      snapshot = readFavorites(window.localStorage);
    } catch {
      snapshot = [];
    }
  }
  return snapshot;
}

function write(list: Favorite[]) {
  snapshot = list;
  try {
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the list still works for this page view.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVORITES_KEY || event.key === null) {
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

/** The favourites kept in local storage; `null` while rendering on the server (not known there). */
export function useFavorites() {
  const favorites = useSyncExternalStore(subscribe, current, () => null);
  return {
    favorites,
    add: useCallback((item: Favorite) => write(addFavorite(current(), item)), []),
    remove: useCallback((id: number) => write(removeFavorite(current(), id)), []),
    has: useCallback((id: number) => hasFavorite(current(), id), []),
    clear: useCallback(() => write([]), []),
  };
}
