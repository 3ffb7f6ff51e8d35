import type { ReactNode } from "react";

export const inputClass = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-1 focus:ring-brand-600 aria-[invalid=true]:border-red-600";

/** The id of a posted field's control ("specs.2.value" -> "f-specs-2-value"), for labels and error links. */
export const fieldId = (name: string) => `f-${name.replace(/\./g, "-")}`;

/** A label, its control and the field's error (linked by aria-describedby). */
export function FormField({ name, label, error, hint, children }: { name: string; label: ReactNode; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="block text-sm font-medium text-slate-700">{label}</label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      {error ? <p id={`${fieldId(name)}-error`} className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

/** Props that tie a control to its field: name, id, invalid state and error description. */
export function controlProps(name: string, error?: string) {
  return {
    name,
    id: fieldId(name),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${fieldId(name)}-error` : undefined,
  } as const;
}
