import { type AriaAttributes, createContext, type ReactNode, useContext } from "react";

interface FieldWiring {
  id: string;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldWiring | null>(null);

/** What a control inside a Field takes from it: its id, required, and the invalid state and description. */
export function useFieldControl(props: Pick<AriaAttributes, "aria-describedby" | "aria-invalid"> & { id?: string; required?: boolean }) {
  const field = useContext(FieldContext);
  if (!field) return {};
  return {
    id: props.id ?? field.id,
    required: props.required ?? (field.required || undefined),
    "aria-invalid": props["aria-invalid"] ?? (field.invalid || undefined),
    "aria-describedby": [field.describedBy, props["aria-describedby"]].filter(Boolean).join(" ") || undefined,
  };
}

export const errorIdOf = (id: string) => `${id}-error`;

export const labelClass = "block text-sm font-medium text-slate-800";

export interface FieldProps {
  /** The control's id; the hint and the error are `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Said to screen readers after the required mark ("required"); without it the mark is only seen. */
  requiredLabel?: string;
  className?: string;
  /** The control: Input, Select or Textarea, which take their wiring from the Field. */
  children: ReactNode;
}

/** A label, its control, a hint and the error, tied together with aria-describedby and aria-invalid. */
export function Field({ id, label, hint, error, required = false, requiredLabel, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? errorIdOf(id) : undefined;
  const wiring: FieldWiring = { id, describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined, invalid: Boolean(error), required };
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <RequiredMark label={requiredLabel} /> : null}
      </label>
      <FieldContext.Provider value={wiring}>{children}</FieldContext.Provider>
      {hint ? <p id={hintId} className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

function RequiredMark({ label }: { label?: string }) {
  if (!label) return <span aria-hidden="true"> *</span>;
  return (
    <span className="text-red-700" title={label}>
      {" *"}
      <span className="sr-only"> ({label})</span>
    </span>
  );
}

/** A control's error message, under it (for controls laid out without a Field). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={errorIdOf(id)} className="mt-1 text-sm text-red-700" data-testid={errorIdOf(id)}>
      {error}
    </p>
  ) : null;
}

/** The id of a posted field's control ("specs.2.value" -> "f-specs-2-value"), for labels and error links. */
export const fieldId = (name: string) => `f-${name.replace(/\./g, "-")}`;

/** Props that tie a control laid out without a Field to its posted name, id and error (FieldError). */
export function controlProps(name: string, error?: string) {
  const id = fieldId(name);
  return { name, id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorIdOf(id) : undefined } as const;
}
