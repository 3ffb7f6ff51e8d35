import { useEffect, useId, useRef, useState } from "react";
import { controlProps, FormField, inputClass } from "~/admin/form-field";
import type { ProductInput } from "~/catalogue/products/product-schema";
import { PRODUCT_LIMITS } from "~/catalogue/products/product-schema";
import { pickLocalized, type Localized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";

interface Suggestion {
  id: number;
  partNumber: string;
  name: Localized;
}

/** Part numbers matching what is typed (the public suggestions call), as a datalist's options. */
function usePartNumberSuggestions(query: string): Suggestion[] {
  const { locale } = useTranslation();
  const [found, setFound] = useState<Suggestion[]>([]);
  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search?q=${encodeURIComponent(q)}&locale=${locale}`, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<{ products: Suggestion[] }>) : { products: [] }))
        .then((body) => setFound(body.products))
        .catch(() => {});
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);
  return found;
}

function Options({ id, suggestions }: { id: string; suggestions: Suggestion[] }) {
  const { locale } = useTranslation();
  return (
    <datalist id={id}>
      {suggestions.map((s) => <option key={s.id} value={s.partNumber}>{pickLocalized(s.name, locale)}</option>)}
    </datalist>
  );
}

const errorsUnder = (errors: Record<string, string>, prefix: string) =>
  Object.entries(errors).filter(([field]) => field === prefix || field.startsWith(`${prefix}.`)).map(([, message]) => message);

/**
 * The replacement, alternatives and other makers' part numbers. Plain fields that post without
 * JavaScript; with it, typing a part number suggests existing products.
 */
export function ProductLinksFields({ values, errors }: { values: ProductInput; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const listId = useId();
  const [replacedBy, setReplacedBy] = useState(values.replacedBy);
  const [adding, setAdding] = useState("");
  const alternatives = useRef<HTMLTextAreaElement>(null);
  const suggestions = usePartNumberSuggestions(adding || replacedBy);
  const addAlternative = () => {
    const area = alternatives.current;
    if (!area || !adding.trim()) return;
    area.value = [...area.value.split("\n").filter((l) => l.trim()), adding.trim()].join("\n");
    setAdding("");
  };
  const alternativeErrors = errorsUnder(errors, "alternatives");
  const crossErrors = errorsUnder(errors, "crossReferences");
  return (
    <fieldset className="grid gap-4" data-testid="product-links">
      <legend className="text-base font-semibold text-brand-900">{t("admin.products.links.title")}</legend>
      <p className="text-sm text-slate-600">{t("admin.products.links.hint")}</p>
      <Options id={listId} suggestions={suggestions} />
      <FormField name="replacedBy" label={t("admin.products.links.replacedBy")} error={errors.replacedBy}>
        <input type="text" {...controlProps("replacedBy", errors.replacedBy)} list={listId} value={replacedBy} onChange={(e) => setReplacedBy(e.target.value)} maxLength={PRODUCT_LIMITS.partNumber} autoComplete="off" placeholder={t("admin.products.links.search")} className={`${inputClass} font-mono`} />
      </FormField>
      <div className="grid gap-2">
        <label htmlFor={controlProps("alternatives").id} className="text-sm font-medium text-slate-700">{t("admin.products.links.alternatives")}</label>
        <textarea ref={alternatives} {...controlProps("alternatives", alternativeErrors[0])} name="alternatives" defaultValue={values.alternatives.join("\n")} rows={3} className={`${inputClass} font-mono`} />
        {alternativeErrors.map((message, i) => <p key={message} id={i === 0 ? `${controlProps("alternatives").id}-error` : undefined} className="text-sm text-red-700">{message}</p>)}
        <div className="flex flex-wrap gap-2">
          <input type="text" list={listId} value={adding} onChange={(e) => setAdding(e.target.value)} onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), addAlternative())} aria-label={t("admin.products.links.search")} placeholder={t("admin.products.links.search")} className={`${inputClass} max-w-xs font-mono`} data-testid="alternative-search" />
          <button type="button" onClick={addAlternative} className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50">{t("admin.products.links.addAlternative")}</button>
        </div>
      </div>
      <div className="grid gap-2">
        <label htmlFor={controlProps("crossReferences").id} className="text-sm font-medium text-slate-700">{t("admin.products.links.crossReferences")}</label>
        <textarea {...controlProps("crossReferences", crossErrors[0])} name="crossReferences" defaultValue={values.crossReferences.map((x) => `${x.manufacturer}: ${x.partNumber}`).join("\n")} rows={3} className={`${inputClass} font-mono`} />
        <p className="text-sm text-slate-600">{t("admin.products.links.crossReferencesHint")}</p>
        {crossErrors.map((message, i) => <p key={message} id={i === 0 ? `${controlProps("crossReferences").id}-error` : undefined} className="text-sm text-red-700">{message}</p>)}
      </div>
    </fieldset>
  );
}
