import { controlProps, FieldError } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import type { SpecRow } from "~/catalogue/products/product-schema";
import { PRODUCT_LIMITS } from "~/catalogue/products/product-schema";
import { type Localized, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { RowButtons } from "./row-buttons";
import { useRowList } from "./row-list";

export interface AttributeOption {
  key: string;
  name: Localized;
  unit: string | null;
}

/** Rows of specification attribute, value and unit; added, removed and reordered in place. */
export function SpecRowsEditor({ initial, attributes, errors }: { initial: SpecRow[]; attributes: AttributeOption[]; errors: Record<string, string> }) {
  const { t, locale } = useTranslation();
  const list = useRowList<SpecRow>(initial);
  const unitOf = (key: string) => attributes.find((a) => a.key === key)?.unit ?? "";
  return (
    <fieldset>
      <legend className="text-base font-semibold text-brand-900">{t("admin.products.form.specs")}</legend>
      <p className="text-sm text-slate-600">{t("admin.products.form.specsHint")}</p>
      <FieldError id="f-specs" error={errors.specs} />
      <ol className="mt-3 grid gap-2" data-testid="spec-rows">
        {list.rows.map((row, i) => {
          const base = `specs.${i}`;
          const label = pickLocalized(attributes.find((a) => a.key === row.attribute)?.name, locale) || t("admin.products.form.specRow", { n: i + 1 });
          return (
            <li key={row.uid} className="grid items-start gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-[1.2fr_1.5fr_0.6fr_auto]">
              <div>
                <label className="sr-only" htmlFor={controlProps(`${base}.attribute`).id}>{t("admin.products.form.attribute")}</label>
                <Select {...controlProps(`${base}.attribute`, errors[`${base}.attribute`])} value={row.attribute} onChange={(e) => list.update(i, { attribute: e.target.value })}>
                  <option value="">{t("admin.products.form.chooseAttribute")}</option>
                  {attributes.map((a) => (
                    <option key={a.key} value={a.key}>{pickLocalized(a.name, locale)}{a.unit ? ` (${a.unit})` : ""}</option>
                  ))}
                </Select>
                <FieldError id={controlProps(`${base}.attribute`).id} error={errors[`${base}.attribute`]} />
              </div>
              <div>
                <label className="sr-only" htmlFor={controlProps(`${base}.value`).id}>{t("admin.products.form.value")}</label>
                <Input {...controlProps(`${base}.value`, errors[`${base}.value`])} value={row.value} maxLength={PRODUCT_LIMITS.specValue} placeholder={t("admin.products.form.value")} onChange={(e) => list.update(i, { value: e.target.value })} />
                <FieldError id={controlProps(`${base}.value`).id} error={errors[`${base}.value`]} />
              </div>
              <div>
                <label className="sr-only" htmlFor={controlProps(`${base}.unit`).id}>{t("admin.products.form.unit")}</label>
                <Input {...controlProps(`${base}.unit`)} value={row.unit} maxLength={PRODUCT_LIMITS.unit} placeholder={unitOf(row.attribute) || t("admin.products.form.unit")} onChange={(e) => list.update(i, { unit: e.target.value })} />
              </div>
              <RowButtons index={i} count={list.rows.length} label={label} onMove={(by) => list.move(i, by)} onRemove={() => list.remove(i)} />
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" size="sm" className="mt-2" onClick={() => list.add({ attribute: "", value: "", unit: "" })}>
        {t("admin.products.form.addSpec")}
      </Button>
    </fieldset>
  );
}
