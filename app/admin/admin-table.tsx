import type { ReactNode } from "react";

/** A column heading; `hidden` keeps it for screen readers only (a column of links or buttons). */
export type AdminColumn = { label: string; hidden?: boolean; className?: string };

/**
 * The staff area's data table: a bordered frame that scrolls sideways on narrow screens, and
 * below the `sm` breakpoint rows become labelled cards (app.css, `admin-cards`: give each cell a
 * `data-label`). The rows are the children.
 */
export function AdminTable({ columns, testId, children }: { columns: AdminColumn[]; testId: string; children: ReactNode }) {
  return (
    <div className="admin-cards-frame relative mt-6 overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="admin-cards min-w-full text-start text-sm" data-testid={testId}>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-3 py-2 font-semibold ${column.className ?? ""}`.trim()}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * Columns named from their keys by `label`, the same function that gives each cell its
 * `data-label`, so a heading and its cells' labels cannot part; `action` is a last column of
 * buttons or links, named for screen readers only.
 */
export function labelledColumns(label: (key: string) => string, keys: string[], action?: string): AdminColumn[] {
  return [...keys.map((key) => ({ label: label(key) })), ...(action ? [{ label: label(action), hidden: true }] : [])];
}

/** A list's count sentence, then its table when it has rows (nothing more when it is empty). */
export function CountedAdminTable({ count, rows, ...table }: { count: string; rows: number; columns: AdminColumn[]; testId: string; children: ReactNode }) {
  return (
    <>
      <p className="mt-6 text-sm text-slate-600">{count}</p>
      {rows ? <AdminTable {...table} /> : null}
    </>
  );
}
