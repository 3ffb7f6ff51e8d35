import { RowButtons } from "~/admin/products/row-buttons";
import { useRowList } from "~/admin/products/row-list";
import { type AttributeSetRow, SPARE_ATTRIBUTE_ROWS, type TaxonomyAdminKind, attributeSetRows } from "~/catalogue/taxonomy/taxonomy-input";
import { decodeFormFields } from "~/form-fields";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { controlProps, FieldError } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { useHydrated } from "~/components/use-hydrated";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import type { KeySpecOption } from "./key-spec-fields";
import type { FieldMessages } from "./taxonomy-fields";

/** The set's rows of a refused post ("attributeSet.2.required"), in their order. */
const postedRows = (posted: Record<string, string>): AttributeSetRow[] => attributeSetRows(decodeFormFields(posted).attributeSet);

/**
 * "Specifications of this family": the attributes that apply to a category's or subcategory's
 * products, in the order pages show them, each a filter of the family's lists or not, required
 * (counted by completeness) or not. Rows are added, removed and reordered in place; before
 * JavaScript runs, a few blank rows follow the set's own instead.
 */
export function AttributeSetFields({ kind, attributes, current, posted, errors }: {
  kind: TaxonomyAdminKind;
  attributes: KeySpecOption[];
  current: AttributeSetRow[];
  posted?: Record<string, string>;
  errors: FieldMessages;
}) {
  const { t, locale } = useTranslation();
  const hydrated = useHydrated();
  const list = useRowList<AttributeSetRow>(posted ? postedRows(posted) : current);
  const rows = hydrated ? list.rows : [...list.rows, ...Array.from({ length: SPARE_ATTRIBUTE_ROWS }, (_, i) => ({ attribute: "", filter: true, required: false, uid: `spare-${i}` }))];
  const nameOf = (key: string) => {
    const attribute = attributes.find((a) => a.key === key);
    return attribute ? pickLocalized(attribute.name, locale) || key : key;
  };
  return (
    <fieldset className="space-y-2" data-testid="attribute-set-fields">
      <legend className="block text-sm font-medium text-slate-800">{t("admin.taxonomy.attributeSet.title")}</legend>
      {/* Tells the action that the form carries the set: no row at all is an empty set. */}
      <input type="hidden" name="attributeSet" value="" />
      <p className="text-xs text-slate-500">
        {t("admin.taxonomy.attributeSet.hint")} {kind === "subcategories" ? t("admin.taxonomy.attributeSet.subcategoryHint") : t("admin.taxonomy.attributeSet.categoryHint")}
        {hydrated ? "" : ` ${t("admin.taxonomy.attributeSet.hintNoScript")}`}
      </p>
      <FieldError id="f-attributeSet" error={errors.attributeSet} />
      {rows.length ? (
        <ol className="grid gap-2" data-testid="attribute-set-rows">
          {rows.map((row, i) => {
            const base = `attributeSet.${i}`;
            const spare = row.uid.startsWith("spare-");
            const label = row.attribute ? nameOf(row.attribute) : t("admin.taxonomy.attributeSet.row", { n: i + 1 });
            const error = errors[`${base}.attribute`];
            return (
              <li key={row.uid} className="grid items-center gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-[2fr_auto_auto_auto]" data-testid="attribute-set-row">
                <div>
                  <label className="sr-only" htmlFor={controlProps(`${base}.attribute`).id}>{t("admin.taxonomy.attributeSet.attribute")}</label>
                  <Select
                    {...controlProps(`${base}.attribute`, error)}
                    {...(spare ? { defaultValue: "" } : { value: row.attribute, onChange: (e) => list.update(i, { attribute: e.target.value }) })}
                  >
                    <option value="">{t("admin.taxonomy.attributeSet.choose")}</option>
                    {attributes.map((attribute) => (
                      <option key={attribute.key} value={attribute.key}>
                        {(pickLocalized(attribute.name, locale) || attribute.key) + (attribute.unit ? ` (${attribute.unit})` : "")}
                      </option>
                    ))}
                  </Select>
                  <FieldError id={controlProps(`${base}.attribute`).id} error={error} />
                </div>
                <Checkbox
                  name={`${base}.filter`}
                  {...(spare ? { defaultChecked: true } : { checked: row.filter, onChange: (e) => list.update(i, { filter: e.target.checked }) })}
                  label={t("admin.taxonomy.attributeSet.filter")}
                  aria-label={t("admin.taxonomy.attributeSet.filterOf", { item: label })}
                />
                <Checkbox
                  name={`${base}.required`}
                  {...(spare ? { defaultChecked: false } : { checked: row.required, onChange: (e) => list.update(i, { required: e.target.checked }) })}
                  label={t("admin.taxonomy.attributeSet.required")}
                  aria-label={t("admin.taxonomy.attributeSet.requiredOf", { item: label })}
                />
                {hydrated ? <RowButtons index={i} count={list.rows.length} label={label} onMove={(by) => list.move(i, by)} onRemove={() => list.remove(i)} /> : <span />}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-slate-600" data-testid="attribute-set-empty">
          {t(kind === "subcategories" ? "admin.taxonomy.attributeSet.emptySubcategory" : "admin.taxonomy.attributeSet.emptyCategory")}
        </p>
      )}
      {hydrated ? (
        <Button variant="secondary" size="sm" onClick={() => list.add({ attribute: "", filter: true, required: false })}>
          {t("admin.taxonomy.attributeSet.add")}
        </Button>
      ) : null}
    </fieldset>
  );
}
