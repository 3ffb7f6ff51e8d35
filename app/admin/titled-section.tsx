import type { ReactNode } from "react";

/** A part of an admin screen under its h2, or the sentence saying it is empty. */
export function TitledSection({ id, title, empty, children }: { id: string; title: string; empty?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold text-brand-900">{title}</h2>
      {empty === undefined ? children : <p className="mt-2 text-sm text-slate-600">{empty}</p>}
    </section>
  );
}
