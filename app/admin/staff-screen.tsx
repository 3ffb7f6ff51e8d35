import type { ReactNode } from "react";

/** A staff screen: its section, named by its h1 title (`id`), and the sentence that introduces it. */
export function StaffScreen({ id, title, intro, children }: { id: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h1 id={id} className="text-2xl font-semibold text-brand-900">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{intro}</p>
      {children}
    </section>
  );
}
