import type { ChangeEvent } from "react";
import { RowButtons } from "~/admin/products/row-buttons";
import { useRowList } from "~/admin/products/row-list";
import { ATTRIBUTE_LIMITS, SPARE_OPTION_ROWS } from "~/catalogue/specs/attribute-input";
import { Button } from "~/components/ui/button";
import { controlProps, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { type Locale, emptyLocalized, locales, languageAttributes } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";

/** One option as the form edits it: labels per language, other spellings as one comma-separated line. */
export interface OptionRow {
  key: string;
  name: Record<Locale, string>;
  aliases: string;
  /** Products using the option (0 for a new one): removing a used option is refused. */
  productCount: number;
}

const blankRow = (): OptionRow => ({ key: "", name: emptyLocalized(), aliases: "", productCount: 0 });

/**
 * The options of a choice: key, a label per language and other spellings per row, added, removed
 * and reordered in place (as the product form's rows). Before JavaScript runs (or without it),
 * a few blank rows follow the stored ones instead of the add button, and a row emptied is removed.
 */
export function OptionRowsEditor({ initial, errors, hydrated }: { initial: OptionRow[]; errors: Record<string, string>; hydrated: boolean }) {
  const { t } = useTranslation();
  const list = useRowList<OptionRow>(initial);
  const rows = hydrated ? list.rows : [...list.rows, ...Array.from({ length: SPARE_OPTION_ROWS }, (_, i) => ({ ...blankRow(), uid: `spare-${i}` }))];
  return (
    <fieldset data-testid="option-rows-editor">
      <legend className="text-base font-semibold text-brand-900">{t("admin.attributes.options.title")}</legend>
      <p className="text-sm text-slate-600">{t(hydrated ? "admin.attributes.options.hint" : "admin.attributes.options.hintNoScript")}</p>
      <FieldError id="f-options" error={errors.options} />
      <ol className="mt-3 grid gap-2" data-testid="option-rows">
        {rows.map((row, i) => {
          const base = `options.${i}`;
          const label = row.name.en || row.key || t("admin.attributes.options.row", { n: i + 1 });
          const cellError = (field: string) => errors[`${base}.${field}`];
          const text = (field: string, value: string, patch: (value: string) => Partial<OptionRow>, props: { label: string; lang?: Locale; mono?: boolean; max: number }) => (
            <div>
              <label className="block text-xs text-slate-600" htmlFor={controlProps(`${base}.${field}`).id}>{props.label}</label>
              <Input
                {...controlProps(`${base}.${field}`, cellError(field))}
                {...(props.lang ? languageAttributes(props.lang) : {})}
                className={props.mono ? "font-mono" : undefined}
                maxLength={props.max}
                {...(row.uid.startsWith("spare-") ? { defaultValue: value } : { value, onChange: (e: ChangeEvent<HTMLInputElement>) => list.update(i, patch(e.target.value)) })}
              />
              <FieldError id={controlProps(`${base}.${field}`).id} error={cellError(field)} />
            </div>
          );
          return (
            <li key={row.uid} className="grid items-start gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-[0.8fr_1fr_1fr_1.2fr_auto]" data-testid="option-row">
              {text("key", row.key, (key) => ({ key }), { label: t("admin.attributes.options.key"), mono: true, max: ATTRIBUTE_LIMITS.key })}
              {locales.map((locale) =>
                text(`name.${locale}`, row.name[locale], (value) => ({ name: { ...row.name, [locale]: value } }), {
                  label: t("admin.attributes.options.label", { language: t(`language.${locale}`) }),
                  lang: locale,
                  max: ATTRIBUTE_LIMITS.name,
                }),
              )}
              <div>
                {text("aliases", row.aliases, (aliases) => ({ aliases }), { label: t("admin.attributes.options.aliases"), max: ATTRIBUTE_LIMITS.alias * ATTRIBUTE_LIMITS.aliases })}
                {row.productCount > 0 ? <p className="mt-1 text-xs text-slate-500">{t("admin.attributes.options.usedBy", { count: row.productCount })}</p> : null}
              </div>
              {hydrated ? <div className="sm:pt-5"><RowButtons index={i} count={list.rows.length} label={label} onMove={(by) => list.move(i, by)} onRemove={() => list.remove(i)} /></div> : <span />}
            </li>
          );
        })}
      </ol>
      {hydrated ? (
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => list.add(blankRow())}>
          {t("admin.attributes.options.add")}
        </Button>
      ) : null}
    </fieldset>
  );
}
