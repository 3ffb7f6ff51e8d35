import { useId, useState } from "react";
import { Form } from "react-router";
import { CsrfField } from "~/admin/csrf-field";
import { usePartNumberSuggestions, PartNumberOptions } from "~/admin/products/product-links-fields";
import { StaffDate } from "~/admin/staff-date";
import type { SearchMissRow } from "~/catalogue/search/search-misses.server";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useTranslation } from "~/i18n/use-translation";
import type { SearchLogActionResult } from "./search-log-result";

type Miss = Omit<SearchMissRow, "lastSeen" | "fixedAt" | "foundAt"> & { lastSeen: string | Date; fixedAt: string | Date | null; foundAt: string | Date | null };
type Refusal = Extract<SearchLogActionResult, { ok: false; intent: string }>;
type Done = Extract<SearchLogActionResult, { ok: true; query: string }>;

const sameMiss = (miss: Miss, result: { query: string; locale: string } | undefined) =>
  Boolean(result && result.query === miss.query && result.locale === miss.locale);

/** The miss's identity in every fix form. */
function MissFields({ miss, intent }: { miss: Miss; intent: string }) {
  return (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="query" value={miss.query} />
      <input type="hidden" name="locale" value={miss.locale} />
    </>
  );
}

/** What was done about a miss, and whether the same search finds something now. */
export function MissState({ miss }: { miss: Miss }) {
  const { t } = useTranslation();
  if (!miss.fix && !miss.foundAt) return <span className="text-slate-500">{t("adminSearch.fix.none")}</span>;
  return (
    <span className="grid gap-1" data-testid="miss-state">
      {miss.fix === "linked" ? <span>{t("adminSearch.fix.linkedTo", { partNumber: miss.detail })}</span> : null}
      {miss.fix === "synonym" ? <span>{t("adminSearch.fix.readAs", { word: miss.detail })}</span> : null}
      {miss.foundAt ? (
        <span className="font-medium text-emerald-700" data-testid="miss-fixed">
          {t("adminSearch.fix.fixed")} <span className="font-normal text-slate-500">(<StaffDate value={miss.foundAt} />)</span>
        </span>
      ) : miss.fix ? (
        <span className="text-amber-700">{t("adminSearch.fix.stillMissing")}</span>
      ) : null}
      {miss.fixedBy ? <span className="text-xs text-slate-500">{t("adminSearch.fix.by", { name: miss.fixedBy })}</span> : null}
    </span>
  );
}

/**
 * A miss's three fixes, each a plain form (they post without JavaScript): link it to a product
 * (the spelling becomes a cross reference), add it as a synonym of a word, or mark it "not a product".
 */
export function MissFixes({ miss, result }: { miss: Miss; result: SearchLogActionResult | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const refusal = result && !result.ok && "intent" in result && sameMiss(miss, result) ? (result as Refusal) : undefined;
  const done = result && result.ok && "query" in result && sameMiss(miss, result) ? (result as Done) : undefined;
  const spelling = miss.spellings[0]?.typed ?? miss.query;
  const linkRefused = refusal?.intent === "link" ? refusal : undefined;
  const synonymRefused = refusal?.intent === "synonym" ? refusal : undefined;
  const [partNumber, setPartNumber] = useState(linkRefused?.values.partNumber ?? "");
  const suggestions = usePartNumberSuggestions(partNumber);
  const listId = `${id}-products`;
  return (
    <details className="mt-1" open={Boolean(refusal)} data-testid="miss-fixes">
      <summary className="cursor-pointer text-brand-700 underline">{t("adminSearch.fix.open")}</summary>
      {done ? (
        <p role="status" className={done.found ? "mt-2 text-sm text-emerald-700" : "mt-2 text-sm text-amber-700"}>
          {t(done.found ? "adminSearch.fix.done.found" : "adminSearch.fix.done.notFound")}
        </p>
      ) : null}
      {refusal ? <p role="alert" className="mt-2 text-sm text-rose-700">{refusal.message}</p> : null}
      <div className="mt-3 grid gap-4">
        <Form method="post" className="grid gap-2 rounded border border-slate-200 p-3" aria-labelledby={`${id}-link`}>
          <MissFields miss={miss} intent="link" />
          <h3 id={`${id}-link`} className="font-medium text-brand-900">{t("adminSearch.fix.linkTitle")}</h3>
          <p className="text-xs text-slate-500">{t("adminSearch.fix.linkHint")}</p>
          <PartNumberOptions id={listId} suggestions={suggestions} />
          <Field id={`${id}-pn`} label={t("adminSearch.fix.partNumber")} error={linkRefused?.fields.partNumber}>
            <Input name="partNumber" list={listId} value={partNumber} onChange={(e) => setPartNumber(e.target.value)} autoComplete="off" className="font-mono" required />
          </Field>
          <Field id={`${id}-typed`} label={t("adminSearch.fix.typed")} error={linkRefused?.fields.typed}>
            <Input name="typed" defaultValue={linkRefused?.values.typed ?? spelling} className="font-mono" required />
          </Field>
          <Field id={`${id}-maker`} label={t("adminSearch.fix.manufacturer")} hint={t("adminSearch.fix.manufacturerHint")} error={linkRefused?.fields.manufacturer}>
            <Input name="manufacturer" defaultValue={linkRefused?.values.manufacturer ?? ""} required />
          </Field>
          <div><Button type="submit">{t("adminSearch.fix.link")}</Button></div>
        </Form>
        <Form method="post" className="grid gap-2 rounded border border-slate-200 p-3" aria-labelledby={`${id}-synonym`}>
          <MissFields miss={miss} intent="synonym" />
          <h3 id={`${id}-synonym`} className="font-medium text-brand-900">{t("adminSearch.fix.synonymTitle")}</h3>
          <p className="text-xs text-slate-500">{t("adminSearch.fix.synonymHint", { language: t(`language.${miss.locale}`) })}</p>
          <Field id={`${id}-said`} label={t("adminSearch.fix.said")} error={synonymRefused?.fields.typed}>
            <Input name="typed" defaultValue={synonymRefused?.values.typed ?? spelling} required />
          </Field>
          <Field id={`${id}-word`} label={t("adminSearch.fix.word")} error={synonymRefused?.fields.word}>
            <Input name="word" defaultValue={synonymRefused?.values.word ?? ""} required />
          </Field>
          <div><Button type="submit">{t("adminSearch.fix.addSynonym")}</Button></div>
        </Form>
        <Form method="post" className="flex flex-wrap items-center gap-3 rounded border border-slate-200 p-3">
          <MissFields miss={miss} intent="not_product" />
          <p className="text-xs text-slate-500">{t("adminSearch.fix.notProductHint")}</p>
          <Button type="submit" variant="secondary">{t("adminSearch.fix.notProduct")}</Button>
        </Form>
      </div>
    </details>
  );
}

/** Takes a "not a product" mark back: the miss returns to the list. */
export function ReopenMiss({ miss }: { miss: Miss }) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <MissFields miss={miss} intent="reopen" />
      <Button type="submit" variant="secondary">{t("adminSearch.fix.reopen")}</Button>
    </Form>
  );
}
