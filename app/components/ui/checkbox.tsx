import type { InputHTMLAttributes, ReactNode } from "react";

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label?: ReactNode; labelClassName?: string };

const box = "h-4 w-4 rounded border-slate-400 accent-brand-700";

/** A checkbox with its label beside it (the label wraps it); without a label, give it aria-label. */
export function Checkbox({ label, labelClassName = "", className = "", ...props }: CheckboxProps) {
  const input = <input type="checkbox" className={`${box} ${className}`.trim()} {...props} />;
  if (label === undefined) return input;
  return (
    <label className={`flex items-center gap-2 text-sm ${labelClassName}`.trim()}>
      {input}
      {label}
    </label>
  );
}
