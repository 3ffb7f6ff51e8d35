import type { ReactNode } from "react";

const inputClass =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  requiredLabel: string;
  className?: string;
  children: ReactNode;
}

/** A label, the control and its error message, tied together for assistive technology. */
export function FieldShell({ id, label, error, required, requiredLabel, className = "", children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" title={requiredLabel}>
            {" *"}
            <span className="sr-only"> ({requiredLabel})</span>
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function controlProps(id: string, name: string, error: string | undefined, required = false) {
  return {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: `${inputClass} ${error ? "border-red-600" : "border-slate-300"}`,
  } as const;
}

interface NoticeProps {
  tone: "success" | "error" | "warning";
  title: string;
  text: string;
  testId: string;
  /** A line under the text (a quote request's reference). */
  detail?: string;
}

/** The outcome of a submission, announced to screen readers as it appears. */
export function FormNotice({ tone, title, text, testId, detail }: NoticeProps) {
  const styles = {
    success: "border-emerald-300 bg-emerald-50 text-emerald-900",
    error: "border-red-300 bg-red-50 text-red-900",
    warning: "border-amber-300 bg-amber-50 text-amber-900",
  }[tone];
  return (
    <div role={tone === "success" ? "status" : "alert"} className={`rounded-md border p-4 ${styles}`} data-testid={testId}>
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{text}</p>
      {detail ? <p className="mt-2 font-mono text-sm font-semibold" data-testid="quote-reference">{detail}</p> : null}
    </div>
  );
}
