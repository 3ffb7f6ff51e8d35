import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, fieldId } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
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
export function usePartNumberSuggestions(query: string): Suggestion[] {
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

export function PartNumberOptions({ id, suggestions }: { id: string; suggestions: Suggestion[] }) {
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
  const alternativeErrors = errorsUnder(errors, "alternatives").join(" ");
  const crossErrors = errorsUnder(errors, "crossReferences").join(" ");
  return (
    <fieldset className="grid gap-4" data-testid="product-links">
      <legend className="text-base font-semibold text-brand-900">{t("admin.products.links.title")}</legend>
      <p className="text-sm text-slate-600">{t("admin.products.links.hint")}</p>
      <PartNumberOptions id={listId} suggestions={suggestions} />
      <Field id={fieldId("replacedBy")} label={t("admin.products.links.replacedBy")} error={errors.replacedBy}>
        <Input name="replacedBy" list={listId} value={replacedBy} onChange={(e) => setReplacedBy(e.target.value)} maxLength={PRODUCT_LIMITS.partNumber} autoComplete="off" placeholder={t("admin.products.links.search")} className="font-mono" />
      </Field>
      <Field id={fieldId("alternatives")} label={t("admin.products.links.alternatives")} error={alternativeErrors || undefined}>
        <Textarea ref={alternatives} name="alternatives" defaultValue={values.alternatives.join("\n")} rows={3} className="font-mono" />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Input inline list={listId} value={adding} onChange={(e) => setAdding(e.target.value)} onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), addAlternative())} aria-label={t("admin.products.links.search")} placeholder={t("admin.products.links.search")} className="max-w-xs font-mono" data-testid="alternative-search" />
        <Button type="button" variant="secondary" size="sm" onClick={addAlternative}>{t("admin.products.links.addAlternative")}</Button>
      </div>
      <Field id={fieldId("crossReferences")} label={t("admin.products.links.crossReferences")} hint={t("admin.products.links.crossReferencesHint")} error={crossErrors || undefined}>
        <Textarea name="crossReferences" defaultValue={values.crossReferences.map((x) => `${x.manufacturer}: ${x.partNumber}`).join("\n")} rows={3} className="font-mono" />
      </Field>
    </fieldset>
  );
}
