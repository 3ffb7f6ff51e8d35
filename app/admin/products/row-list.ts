import { useState } from "react";

let nextUid = 0;
const uid = () => `row-${++nextUid}`;

/** An editable, reorderable list of rows with stable keys (spec rows, documents, images). */
export function useRowList<T extends object>(initial: T[]) {
  const [rows, setRows] = useState(() => initial.map((row) => ({ ...row, uid: uid() })));
  return {
    rows,
    add: (row: T) => setRows((list) => [...list, { ...row, uid: uid() }]),
    update: (index: number, patch: Partial<T>) => setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    remove: (index: number) => setRows((list) => list.filter((_, i) => i !== index)),
    move: (index: number, by: -1 | 1) =>
      setRows((list) => {
        const target = index + by;
        if (target < 0 || target >= list.length) return list;
        const next = [...list];
        [next[index], next[target]] = [next[target]!, next[index]!];
        return next;
      }),
  };
}
