import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { LocalizedFields } from "~/admin/localized-fields";
import { UnsavedChangesGuard } from "~/admin/unsaved-changes";
import { FormErrorSummary, type RefusedSave, useRefusedForm } from "~/admin/refused-form";
import { ATTRIBUTE_LIMITS, attributeInputSchema, attributeKeys, checkAttributeShape, formToAttributeInput } from "~/catalogue/specs/attribute-input";
import type { AdminAttribute } from "~/catalogue/specs/attribute-record";
import { type Dimension, dimensionNames, isDimension, unitLabel, unitsOf } from "~/catalogue/specs/quantities";
import { attributeTypes } from "~/catalogue/specs/spec-values";
import { Button, buttonClass } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { useHydrated } from "~/components/use-hydrated";
import { zodFieldIssues } from "~/i18n/field-messages";
import { locales, perLocale } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { type OptionRow, OptionRowsEditor } from "./option-rows-editor";

export interface AttributeFormProps {
  attribute: AdminAttribute | null;
  csrfToken: string;
  /** What the action refused, with the values posted (shown again when JavaScript is off). */
  refused?: RefusedSave;
}

/** The option rows of a refused post ("options.2.name.fr"), in their order. */
function postedOptions(values: Record<string, string>): OptionRow[] {
  const rows = [...new Set(Object.keys(values).map((name) => /^options\.(\d{1,3})\./.exec(name)?.[1]).filter((n): n is string => n !== undefined))].map(Number).sort((a, b) => a - b);
  return rows
    .map((i) => ({
      key: values[`options.${i}.key`] ?? "",
      name: perLocale((locale) => values[`options.${i}.name.${locale}`] ?? ""),
      aliases: values[`options.${i}.aliases`] ?? "",
      productCount: 0,
    }))
    .filter((row) => row.key || Object.values(row.name).some(Boolean) || row.aliases);
}

/** The create and edit form of a specification attribute (one schema, both sides). */
export function AttributeForm({ attribute, csrfToken, refused }: AttributeFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const posted = refused?.values;
  const pick = (field: string, fallback: string) => posted?.[field] ?? fallback;
  const [type, setType] = useState(pick("type", attribute?.type ?? "quantity"));
  const [dimension, setDimension] = useState(pick("dimension", attribute?.dimension ?? ""));
  const [unit, setUnit] = useState(pick("unit", attribute?.unit ?? ""));
  const form = useRefusedForm(refused);
  const { errors } = form;
  const used = attribute?.productCount ?? 0;
  const usage = (stored: string) => (used > 0 ? usedCountHint(t, used, stored) : undefined);
  const options: OptionRow[] = posted
    ? postedOptions(posted).map((row) => ({ ...row, productCount: attribute?.options.find((o) => o.key === row.key)?.productCount ?? 0 }))
    : (attribute?.options ?? []).map((o) => ({ key: o.key, name: perLocale((locale) => o.name[locale] ?? ""), aliases: o.aliases.join(", "), productCount: o.productCount }));
  const name = { en: pick("name.en", attribute?.name.en ?? ""), fr: pick("name.fr", attribute?.name.fr ?? "") };
  // Without JavaScript every field is there, each saying which type it is for.
  const shows = (wanted: string) => !hydrated || type === wanted;
  const dimensionUnits = isDimension(dimension) ? unitsOf(dimension) : [];
  const dimensionLabel = (d: Dimension) => t(`admin.attributes.dimensions.${d}`);

  return (
    <Form
      method="post"
      className="mt-6 space-y-6"
      {...form.formProps((fields) => {
        const parsed = attributeInputSchema.safeParse(formToAttributeInput(fields));
        return parsed.success ? checkAttributeShape(parsed.data).errors : zodFieldIssues(parsed.error, attributeKeys);
      })}
    >
      <UnsavedChangesGuard dirty={form.guarded} />
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <FormErrorSummary errors={errors} summary={form.summary} title={t("admin.attributes.errors.summary")} fieldName={(field) => t(`admin.attributes.fieldNames.${field.replace(/\..*/, "")}`)} />
      <LocalizedFields name="name" label={t("admin.attributes.fields.name")} legend="hidden" values={name} errors={errors} required={[...locales]} maxLength={ATTRIBUTE_LIMITS.name} />
      <div className="grid gap-4 md:grid-cols-3">
        <Field id="key" label={t("admin.attributes.fields.key")} hint={used > 0 ? t("admin.attributes.fields.keyLocked", { count: used }) : t("admin.attributes.fields.keyHint")} error={errors.key}>
          <Input name="key" defaultValue={pick("key", attribute?.key ?? "")} readOnly={used > 0} maxLength={ATTRIBUTE_LIMITS.key} className="font-mono" autoComplete="off" />
        </Field>
        <Field id="type" label={t("admin.attributes.fields.type")} required hint={usage(t(`admin.attributes.types.${attribute?.type ?? "text"}`)) ?? t("admin.attributes.fields.typeHint")} error={errors.type}>
          <Select name="type" value={type} onChange={(e) => setType(e.target.value)}>
            {attributeTypes.map((each) => (
              <option key={each} value={each}>{t(`admin.attributes.types.${each}`)}</option>
            ))}
          </Select>
        </Field>
        <Field id="position" label={t("admin.attributes.fields.position")} error={errors.position}>
          <Input name="position" type="number" min={0} step={1} placeholder={t("admin.attributes.fields.positionLast")} defaultValue={pick("position", attribute ? String(attribute.position) : "")} />
        </Field>
      </div>
      {shows("quantity") ? (
        <fieldset className="rounded-lg border border-slate-200 bg-white p-4" data-testid="quantity-fields">
          <legend className="px-1 text-base font-semibold text-brand-900">{t("admin.attributes.quantity.title")}</legend>
          <p className="text-sm text-slate-600">{t(hydrated ? "admin.attributes.quantity.hint" : "admin.attributes.quantity.hintNoScript")}</p>
          <div className="mt-3 grid gap-4 md:grid-cols-2">
            <Field id="dimension" label={t("admin.attributes.fields.dimension")} hint={usage(attribute?.dimension ? dimensionLabel(attribute.dimension) : "")} error={errors.dimension}>
              <Select
                name="dimension"
                value={dimension}
                onChange={(e) => {
                  setDimension(e.target.value);
                  // The dimension's base unit (its factor 1) is the usual choice.
                  const next = isDimension(e.target.value) ? unitsOf(e.target.value) : [];
                  setUnit((next.find((u) => u.factor === 1) ?? next[0])?.symbol ?? "");
                }}
              >
                <option value="">{t("admin.attributes.fields.chooseDimension")}</option>
                {dimensionNames.map((d) => (
                  <option key={d} value={d}>{dimensionLabel(d)}</option>
                ))}
              </Select>
            </Field>
            <Field id="unit" label={t("admin.attributes.fields.unit")} hint={usage(attribute?.unit ?? "") ?? t("admin.attributes.fields.unitHint")} error={errors.unit}>
              {hydrated ? (
                <Select name="unit" value={unit} onChange={(e) => setUnit(e.target.value)} disabled={!dimensionUnits.length}>
                  <option value="">{dimensionUnits.length ? t("admin.attributes.fields.chooseUnit") : isDimension(dimension) ? t("admin.attributes.noUnit") : t("admin.attributes.fields.chooseDimension")}</option>
                  {dimensionUnits.map((u) => (
                    <option key={u.symbol} value={u.symbol}>{unitText(u.symbol, unitLabel(u, "fr"))}</option>
                  ))}
                </Select>
              ) : (
                // Before JavaScript: every dimension's units, grouped; the server checks the pair.
                <Select name="unit" value={unit} onChange={(e) => setUnit(e.target.value)}>
                  <option value="">{t("admin.attributes.fields.chooseUnit")}</option>
                  {dimensionNames.filter((d) => unitsOf(d).length).map((d) => (
                    <optgroup key={d} label={dimensionLabel(d)}>
                      {unitsOf(d).map((u) => (
                        <option key={u.symbol} value={u.symbol}>{unitText(u.symbol, unitLabel(u, "fr"))}</option>
                      ))}
                    </optgroup>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        </fieldset>
      ) : null}
      {shows("choice") ? (
        <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4" data-testid="choice-fields">
          {!hydrated ? <p className="text-sm text-slate-600">{t("admin.attributes.choiceOnly")}</p> : null}
          <Checkbox
            name="multiple"
            defaultChecked={posted ? posted.multiple === "on" : Boolean(attribute?.multiple)}
            label={t("admin.attributes.fields.multiple")}
            labelClassName="font-medium text-slate-800"
          />
          {errors.multiple ? <p className="text-sm text-red-700">{errors.multiple}</p> : null}
          <OptionRowsEditor initial={options} errors={errors} hydrated={hydrated} />
        </div>
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? t("admin.attributes.saving") : t("admin.attributes.save")}
        </Button>
        <Link to="/admin/attributes" className={buttonClass({ variant: "secondary" })}>
          {t("admin.attributes.cancel")}
        </Link>
      </div>
    </Form>
  );
}

/** "rpm (tr/min)": the symbol, and the French one where it differs. */
const unitText = (symbol: string, french: string) => (french === symbol ? symbol : `${symbol} (${french})`);

/** The hint of a field that cannot change while products carry values. */
const usedCountHint = (t: (key: string, vars?: Record<string, string | number>) => string, count: number, stored: string) =>
  t("admin.attributes.fields.lockedWhileUsed", { count, value: stored });
