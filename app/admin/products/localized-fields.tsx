import { controlProps, FormField, inputClass } from "~/admin/form-field";
import { locales } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";

/** One localised text in English and French side by side, each marked with its language. */
export function LocalizedFields({
  name,
  label,
  values,
  errors,
  multiline = false,
  required = [],
  maxLength,
}: {
  name: string;
  label: string;
  values: Partial<Record<string, string>>;
  errors: Record<string, string>;
  multiline?: boolean;
  required?: string[];
  maxLength: number;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3 md:grid-cols-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{label}</legend>
      {locales.map((locale) => {
        const field = `${name}.${locale}`;
        const props = { ...controlProps(field, errors[field]), lang: locale, defaultValue: values[locale] ?? "", maxLength, required: required.includes(locale), className: inputClass };
        return (
          <FormField
            key={locale}
            name={field}
            error={errors[field]}
            label={
              <>
                {t(`language.${locale}`)}
                {required.includes(locale) ? <span aria-hidden="true"> *</span> : null}
              </>
            }
          >
            {multiline ? <textarea rows={locale && name === "details" ? 6 : 3} {...props} /> : <input type="text" {...props} />}
          </FormField>
        );
      })}
    </fieldset>
  );
}
