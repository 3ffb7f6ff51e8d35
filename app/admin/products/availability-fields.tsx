import { Field, fieldId } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import type { AvailabilityFieldsData } from "~/availability/availability-form";
import { intlTag, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";

const f = (name: string) => `availability.${name}`;

/** The product form's availability fieldset: plain inputs, so it posts without JavaScript. */
export function AvailabilityFields({ locations, values, updatedAt, errors }: AvailabilityFieldsData & { errors: Record<string, string> }) {
  const { t, locale } = useTranslation();
  const number = { inputMode: "numeric" as const, autoComplete: "off", className: "w-full" };
  return (
    <fieldset className="grid gap-4" aria-describedby="availability-hint">
      <legend className="text-base font-semibold text-brand-900">{t("availability.form.title")}</legend>
      <p id="availability-hint" className="text-sm text-slate-600">{t("availability.form.hint")}</p>
      <p className="text-sm text-slate-600" data-testid="availability-updated">
        {updatedAt
          ? t("availability.form.updatedAt", { date: new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(new Date(updatedAt)) + " UTC" })
          : t("availability.form.neverUpdated")}
      </p>
      {locations.length ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {locations.map((location) => {
            const name = f(`stock.${location.key}`);
            return (
              <Field key={location.key} id={fieldId(name)} label={t("availability.form.stockAt", { location: pickLocalized(location.name, locale) || location.key })} error={errors[name]}>
                <Input name={name} defaultValue={values.stock[location.key] ?? ""} {...number} />
              </Field>
            );
          })}
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t("availability.form.noLocations")}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <Field id={fieldId(f("leadTimeMin"))} label={t("availability.form.leadTimeMin")} error={errors[f("leadTimeMin")]}>
          <Input name={f("leadTimeMin")} defaultValue={values.leadTimeMin} {...number} />
        </Field>
        <Field id={fieldId(f("leadTimeMax"))} label={t("availability.form.leadTimeMax")} error={errors[f("leadTimeMax")]}>
          <Input name={f("leadTimeMax")} defaultValue={values.leadTimeMax} {...number} />
        </Field>
        <Field id={fieldId(f("leadTimeUnit"))} label={t("availability.form.leadTimeUnit")} error={errors[f("leadTimeUnit")]}>
          <Select name={f("leadTimeUnit")} defaultValue={values.leadTimeUnit}>
            <option value="days">{t("availability.form.days")}</option>
            <option value="weeks">{t("availability.form.weeks")}</option>
          </Select>
        </Field>
        <Field id={fieldId(f("minimumOrder"))} label={t("availability.form.minimumOrder")} error={errors[f("minimumOrder")]}>
          <Input name={f("minimumOrder")} defaultValue={values.minimumOrder} {...number} />
        </Field>
        <Field id={fieldId(f("orderMultiple"))} label={t("availability.form.orderMultiple")} error={errors[f("orderMultiple")]}>
          <Input name={f("orderMultiple")} defaultValue={values.orderMultiple} {...number} />
        </Field>
      </div>
    </fieldset>
  );
}
