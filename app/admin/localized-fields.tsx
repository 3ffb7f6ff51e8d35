import type { ChangeEvent } from "react";
import { Field, fieldId } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { locales, languageAttributes } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";

export interface LocalizedFieldsProps {
  /** Posted as `{name}.en`, `{name}.fr`. */
  name: string;
  label: string;
  values: Partial<Record<string, string>>;
  errors: Record<string, string>;
  multiline?: boolean;
  rows?: number;
  /** The languages that must be filled in. */
  required?: string[];
  maxLength?: number;
  /** "shown": the label heads the group and each box is named by its language; "hidden": each box says both. */
  legend?: "shown" | "hidden";
  onChange?: (locale: string, value: string) => void;
}

/** One localised text, a box per language side by side, each marked with its language. */
export function LocalizedFields({ name, label, values, errors, multiline = false, rows = 4, required = [], maxLength, legend = "shown", onChange }: LocalizedFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3 md:grid-cols-2">
      <legend className={legend === "shown" ? "mb-1 text-sm font-semibold text-slate-800" : "sr-only"}>{label}</legend>
      {locales.map((locale) => {
        const field = `${name}.${locale}`;
        const language = t(`language.${locale}`);
        const props = {
          name: field,
          ...languageAttributes(locale),
          defaultValue: values[locale] ?? "",
          maxLength,
          onChange: onChange ? (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(locale, event.target.value) : undefined,
        };
        return (
          <Field key={locale} id={fieldId(field)} error={errors[field]} required={required.includes(locale)} label={legend === "shown" ? language : `${label} (${language})`}>
            {multiline ? <Textarea rows={rows} {...props} /> : <Input {...props} />}
          </Field>
        );
      })}
    </fieldset>
  );
}
