import { MAX_KEY_SPECS } from "~/catalogue/taxonomy/taxonomy-input";
import type { Localized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { FieldError, type FieldMessages, inputClass, invalidProps, labelClass } from "./taxonomy-fields";

export interface KeySpecOption {
  key: string;
  name: Localized;
  unit: string | null;
}

/** A category's up to three key specs: one select each, in the order cards and the table show them. */
export function KeySpecFields({ attributes, current, posted, errors }: {
  attributes: KeySpecOption[];
  current: string[];
  posted?: Record<string, string>;
  errors: FieldMessages;
}) {
  const { t, locale } = useTranslation();
  return (
    <fieldset className="space-y-2" data-testid="key-spec-fields">
      <legend className={labelClass}>{t("admin.taxonomy.fields.keySpecs")}</legend>
      <p id="key-specs-hint" className="text-xs text-slate-500">{t("admin.taxonomy.fields.keySpecsHint")}</p>
      <div className="grid gap-3 md:grid-cols-3">
        {Array.from({ length: MAX_KEY_SPECS }, (_, i) => (
          <div key={i}>
            <label htmlFor={`keySpecs-${i}`} className="text-sm text-slate-700">{t("admin.taxonomy.fields.keySpec", { n: i + 1 })}</label>
            <select
              id={`keySpecs-${i}`}
              name={`keySpecs.${i}`}
              defaultValue={posted?.[`keySpecs.${i}`] ?? current[i] ?? ""}
              className={inputClass}
              aria-describedby="key-specs-hint"
              {...(i === 0 ? invalidProps("keySpecs", errors) : {})}
            >
              <option value="">{t("admin.taxonomy.fields.keySpecNone")}</option>
              {attributes.map((attribute) => (
                <option key={attribute.key} value={attribute.key}>
                  {(attribute.name[locale] || attribute.name.en || attribute.key) + (attribute.unit ? ` (${attribute.unit})` : "")}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <FieldError field="keySpecs" errors={errors} />
    </fieldset>
  );
}
