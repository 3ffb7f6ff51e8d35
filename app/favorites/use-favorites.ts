import { useCallback } from "react";
import { storedList } from "~/components/stored-list";
import { type Favorite, FAVORITES_KEY, addFavorite, hasFavorite, readFavorites, removeFavorite } from "./favorites-store";

const list = storedList<Favorite>(FAVORITES_KEY, readFavorites);

/** The favourites kept in local storage; `null` while rendering on the server (not known there). */
export function useFavorites() {
  const favorites = list.useList();
  return {
    favorites,
    add: useCallback((item: Favorite) => list.write(addFavorite(list.current(), item)), []),
    remove: useCallback((id: number) => list.write(removeFavorite(list.current(), id)), []),
    has: useCallback((id: number) => hasFavorite(list.current(), id), []),
    clear: useCallback(() => list.write([]), []),
  };
}
