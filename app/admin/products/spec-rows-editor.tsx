import { controlProps, FieldError } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import type { SpecRow } from "~/catalogue/products/product-schema";
import { PRODUCT_LIMITS } from "~/catalogue/products/product-schema";
import { Fragment } from "react";
import { defaultLocale, emptyLocalized, languageAttributes, type Locale, locales, pickLocalized } from "~/i18n/locales";
import { type AttributeDef, type SpecOption, unitChoices } from "~/catalogue/specs/spec-values";
import { type Current, currentLabels, dimensionNames, unitLabel, unitsOf } from "~/catalogue/specs/quantities";
import { useTranslation } from "~/i18n/use-translation";
import { RowButtons } from "./row-buttons";
import { useRowList } from "./row-list";

/** An attribute as the form offers it: what reading and showing its values needs. */
export type AttributeOption = Omit<AttributeDef, "options"> & { options: Array<Pick<SpecOption, "key" | "name">> };

/**
 * Rows of specification attribute, value and unit; added, removed and reordered in place. The
 * unit is a select of the attribute's dimension (with AC/DC for voltages and currents): a number
 * is never saved without one. A choice offers its options as suggestions; a text asks for its
 * wording in every other language too.
 */
export function SpecRowsEditor({ initial, attributes, errors }: { initial: SpecRow[]; attributes: AttributeOption[]; errors: Record<string, string> }) {
  const { t, locale } = useTranslation();
  const list = useRowList<SpecRow>(initial);
  const byKey = new Map(attributes.map((a) => [a.key, a]));
  return (
    <fieldset>
      <legend className="text-base font-semibold text-brand-900">{t("admin.products.form.specs")}</legend>
      <p className="text-sm text-slate-600">{t("admin.products.form.specsHint")}</p>
      <FieldError id="f-specs" error={errors.specs} />
      {attributes.filter((a) => a.type === "choice" || a.type === "boolean").map((a) => (
        <datalist key={a.key} id={`options-${a.key}`}>
          {(a.type === "boolean" ? [{ key: "yes", name: { [locale]: t("admin.products.form.yes") } }, { key: "no", name: { [locale]: t("admin.products.form.no") } }] : a.options).map((o) => (
            <option key={o.key} value={pickLocalized(o.name, locale)} />
          ))}
        </datalist>
      ))}
      <ol className="mt-3 grid gap-2" data-testid="spec-rows">
        {list.rows.map((row, i) => {
          const base = `specs.${i}`;
          const attribute = byKey.get(row.attribute);
          const label = pickLocalized(attribute?.name, locale) || t("admin.products.form.specRow", { n: i + 1 });
          const units = attribute?.type === "quantity" && attribute.dimension ? unitChoices(attribute.dimension) : [];
          const describedBy = [errors[`${base}.value`] ? `${controlProps(`${base}.value`).id}-error` : "", attribute?.type === "choice" ? `${controlProps(`${base}.value`).id}-hint` : ""].filter(Boolean).join(" ");
          return (
            <li key={row.uid} className="grid items-start gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-[1.2fr_1.5fr_0.8fr_auto]">
              <div>
                <label className="sr-only" htmlFor={controlProps(`${base}.attribute`).id}>{t("admin.products.form.attribute")}</label>
                <Select {...controlProps(`${base}.attribute`, errors[`${base}.attribute`])} value={row.attribute} onChange={(e) => list.update(i, { attribute: e.target.value, unit: "" })}>
                  <option value="">{t("admin.products.form.chooseAttribute")}</option>
                  {attributes.map((a) => (
                    <option key={a.key} value={a.key}>{pickLocalized(a.name, locale)}</option>
                  ))}
                </Select>
                <FieldError id={controlProps(`${base}.attribute`).id} error={errors[`${base}.attribute`]} />
              </div>
              <div>
                <label className="sr-only" htmlFor={controlProps(`${base}.value`).id}>{t("admin.products.form.value")}</label>
                <Input
                  {...controlProps(`${base}.value`, errors[`${base}.value`])}
                  aria-describedby={describedBy || undefined}
                  value={row.value}
                  maxLength={PRODUCT_LIMITS.specValue}
                  list={attribute && (attribute.type === "choice" || attribute.type === "boolean") ? `options-${attribute.key}` : undefined}
                  placeholder={attribute?.type === "quantity" ? t("admin.products.form.quantityPlaceholder") : attribute?.type === "text" ? t(`admin.products.form.textIn.${defaultLocale}`) : t("admin.products.form.value")}
                  onChange={(e) => list.update(i, { value: e.target.value })}
                />
                {attribute?.type === "choice" ? (
                  <p id={`${controlProps(`${base}.value`).id}-hint`} className="mt-1 text-xs text-slate-500">
                    {t(attribute.multiple ? "admin.products.form.choiceSeveral" : "admin.products.form.choiceOne", { options: attribute.options.map((o) => pickLocalized(o.name, locale)).join(", ") })}
                  </p>
                ) : null}
                {attribute?.type === "text"
                  ? // The value box holds the default language's text; a box for each other language.
                    locales
                      .filter((other) => other !== defaultLocale)
                      .map((other) => (
                        <Fragment key={other}>
                          <label className="mt-1 block text-xs text-slate-600" htmlFor={controlProps(`${base}.label.${other}`).id}>{t(`admin.products.form.textIn.${other}`)}</label>
                          <Input
                            {...controlProps(`${base}.label.${other}`, errors[`${base}.label.${other}`])}
                            {...languageAttributes(other)}
                            value={row.label?.[other] ?? ""}
                            maxLength={PRODUCT_LIMITS.specValue}
                            onChange={(e) => list.update(i, { label: { ...emptyLocalized(), ...row.label, [other]: e.target.value } })}
                          />
                        </Fragment>
                      ))
                  : null}
                <FieldError id={controlProps(`${base}.value`).id} error={errors[`${base}.value`]} />
              </div>
              <div>
                {units.length ? (
                  <>
                    <label className="sr-only" htmlFor={controlProps(`${base}.unit`).id}>{t("admin.products.form.unit")}</label>
                    <Select {...controlProps(`${base}.unit`, errors[`${base}.unit`])} value={row.unit} onChange={(e) => list.update(i, { unit: e.target.value })}>
                      <option value="">{t("admin.products.form.chooseUnit")}</option>
                      {units.map((unit) => (
                        <option key={unit} value={unit}>{unitChoiceLabel(unit, locale)}</option>
                      ))}
                    </Select>
                  </>
                ) : (
                  <input type="hidden" name={`${base}.unit`} value={row.unit} />
                )}
                <FieldError id={controlProps(`${base}.unit`).id} error={errors[`${base}.unit`]} />
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

/** A unit choice as the page's language writes it ("V DC" -> "V CC" in French). */
function unitChoiceLabel(choice: string, locale: Locale): string {
  const [symbol, current] = choice.split(" ") as [string, Current | undefined];
  const unit = dimensionNames.flatMap((d) => unitsOf(d)).find((u) => u.symbol === symbol);
  return `${unit ? unitLabel(unit, locale) : symbol}${current ? ` ${currentLabels[locale][current]}` : ""}`;
}
