import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney } from "~/inquiries/money";
import type { PipelineValue } from "~/inquiries/pipeline-value.server";

const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);

/** Open value, quoted value and win rate (count and value) over a period, in the company's currency. */
export function PipelinePanel({ value }: { value: PipelineValue }) {
  const { t, locale } = useTranslation();
  const money = (minor: number) => formatMoney(minor, value.currency, locale);
  const decided = value.won.count + value.lost.count;
  const byCount = rate(value.won.count, decided);
  const byValue = rate(value.won.minor, value.won.minor + value.lost.minor);
  const percent = (n: number | null) => (n === null ? "-" : new Intl.NumberFormat(locale === "fr" ? "fr-FR" : "en-GB", { maximumFractionDigits: 1 }).format(n) + (locale === "fr" ? "\u00a0%" : "%"));
  return (
    <section aria-labelledby="pipeline-title" className="mt-6 rounded-lg border border-slate-200 bg-white p-4" data-testid="pipeline">
      <h2 id="pipeline-title" className="text-lg font-semibold text-brand-900">{t("admin.pipeline.title")}</h2>
      <Form method="get" className="mt-2 flex flex-wrap items-end gap-3">
        <Field id="pipelineFrom" label={t("admin.pipeline.from")}><Input type="date" name="pipelineFrom" defaultValue={value.from} /></Field>
        <Field id="pipelineTo" label={t("admin.pipeline.to")}><Input type="date" name="pipelineTo" defaultValue={value.to} /></Field>
        <Button type="submit" variant="outline">{t("admin.pipeline.show")}</Button>
      </Form>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <div><dt className="text-sm text-slate-600">{t("admin.pipeline.open")}</dt><dd className="text-lg font-semibold" data-testid="pipeline-open">{money(value.openMinor)}</dd></div>
        <div><dt className="text-sm text-slate-600">{t("admin.pipeline.quoted")}</dt><dd className="text-lg font-semibold" data-testid="pipeline-quoted">{money(value.quotedMinor)}</dd></div>
        <div>
          <dt className="text-sm text-slate-600">{t("admin.pipeline.winRate")}</dt>
          <dd className="text-lg font-semibold" data-testid="pipeline-win-rate">{decided ? `${percent(byCount)} · ${percent(byValue)}` : t("admin.pipeline.noDecided")}</dd>
          {decided ? <dd className="text-xs text-slate-600">{t("admin.pipeline.winCount", { won: value.won.count, decided })} · {money(value.won.minor)}</dd> : null}
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t("admin.pipeline.inCurrency", { currency: value.currency })}</p>
      {value.unconverted.length ? <p className="mt-1 text-xs text-amber-800">{t("admin.pipeline.unconverted", { amounts: value.unconverted.map((u) => formatMoney(u.minor, u.currency, locale)).join(", ") })}</p> : null}
    </section>
  );
}
