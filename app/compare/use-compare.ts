import { useCallback } from "react";
import { storedList } from "~/components/stored-list";
import { type CompareItem, COMPARE_KEY, addCompare, readCompare, removeCompare } from "./compare-store";

const list = storedList<CompareItem>(COMPARE_KEY, readCompare);

/** The comparison list in local storage; `null` while rendering on the server. */
export function useCompare() {
  const items = list.useList();
  return {
    items,
    add: useCallback((item: CompareItem) => list.write(addCompare(list.current(), item)), []),
    remove: useCallback((id: number) => list.write(removeCompare(list.current(), id)), []),
    clear: useCallback(() => list.write([]), []),
  };
}
