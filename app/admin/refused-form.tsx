import { type FormEvent, type MouseEvent, type RefObject, useEffect, useRef, useState } from "react";
import type { FieldIssue } from "~/errors";
import { useTranslation } from "~/i18n/use-translation";

/** What the server answered to a refused save: its errors and the values posted, to show again. */
export interface RefusedSave {
  errors: FieldIssue[];
  values: Record<string, string>;
}

/**
 * The state of an admin form that the browser checks before posting and the server may refuse:
 * the errors to show (the browser's, else the server's, one message per field), the summary
 * that takes the focus when they change, and whether leaving would lose edits (changed since
 * loading, or refused after the last submit).
 */
export function useRefusedForm(refused: RefusedSave | undefined) {
  const { t } = useTranslation();
  const [clientErrors, setClientErrors] = useState<FieldIssue[] | null>(null);
  const [dirty, setDirty] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const [submittedWith, setSubmittedWith] = useState(refused);
  useEffect(() => {
    if (refused) summary.current?.focus();
  }, [refused]);
  useEffect(() => {
    if (clientErrors?.length) summary.current?.focus();
  }, [clientErrors]);
  const errors: Record<string, string> = {};
  for (const error of clientErrors ?? refused?.errors ?? []) errors[error.field] ??= t(error.key, error.vars);
  /** The browser's check before posting: false (and its errors shown) when it refuses. */
  const checked = (issues: FieldIssue[]) => {
    if (issues.length) {
      setClientErrors(issues);
      return false;
    }
    setClientErrors(null);
    setDirty(false);
    setSubmittedWith(refused);
    return true;
  };
  const markDirty = () => setDirty(true);
  return {
    errors,
    summary,
    guarded: dirty || (refused !== undefined && refused !== submittedWith),
    markDirty,
    checked,
    /**
     * The form element's handlers: typing, or a row button (add, move, remove), marks it changed;
     * submitting runs `check` on the form's text fields and posts only when it finds nothing.
     */
    formProps: (check: (fields: Record<string, string>) => FieldIssue[]) => ({
      noValidate: true,
      onChange: markDirty,
      onClickCapture: (event: MouseEvent<HTMLFormElement>) => (event.target as HTMLElement).closest("button[type=button]") && markDirty(),
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        const fields: Record<string, string> = {};
        for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === "string") fields[key] = value;
        if (!checked(check(fields))) event.preventDefault();
      },
    }),
  };
}

/** The list of a refused form's errors, each named by its field, above the form. */
export function FormErrorSummary({
  errors,
  summary,
  title,
  fieldName,
}: {
  errors: Record<string, string>;
  summary: RefObject<HTMLDivElement | null>;
  title: string;
  /** The field's name as the form labels it (`name.fr` and `options.2.key` are given whole). */
  fieldName: (field: string) => string;
}) {
  if (!Object.keys(errors).length) return null;
  return (
    <div ref={summary} tabIndex={-1} role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800" data-testid="form-errors">
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc ps-5">
        {Object.entries(errors).map(([field, message]) => (
          <li key={field}>
            {fieldName(field)}: {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
