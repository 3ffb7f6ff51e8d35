import { MAX_KEY_SPECS } from "~/catalogue/taxonomy/taxonomy-input";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import type { Localized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import type { FieldMessages } from "./taxonomy-fields";

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
      <legend className="block text-sm font-medium text-slate-800">{t("admin.taxonomy.fields.keySpecs")}</legend>
      <p className="text-xs text-slate-500">{t("admin.taxonomy.fields.keySpecsHint")}</p>
      <div className="grid gap-3 md:grid-cols-3">
        {Array.from({ length: MAX_KEY_SPECS }, (_, i) => (
          // The first one carries the error of the list (an unknown key, too many).
          <Field key={i} id={`keySpecs-${i}`} label={t("admin.taxonomy.fields.keySpec", { n: i + 1 })} error={i === 0 ? errors.keySpecs : undefined}>
            <Select name={`keySpecs.${i}`} defaultValue={posted?.[`keySpecs.${i}`] ?? current[i] ?? ""}>
              <option value="">{t("admin.taxonomy.fields.keySpecNone")}</option>
              {attributes.map((attribute) => (
                <option key={attribute.key} value={attribute.key}>
                  {(attribute.name[locale] || attribute.name.en || attribute.key) + (attribute.unit ? ` (${attribute.unit})` : "")}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
