import type { ReactNode } from "react";

/** A table's column headings, in order (`<th scope="col">` each, in one look). */
export function ColumnHeadings({ labels, cellClass = "px-3 py-2" }: { labels: ReactNode[]; cellClass?: string }) {
  return (
    <>
      {labels.map((label, i) => (
        <th key={i} scope="col" className={cellClass}>
          {label}
        </th>
      ))}
    </>
  );
}
