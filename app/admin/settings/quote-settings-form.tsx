import { Form, useActionData } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useTranslation } from "~/i18n/use-translation";
import { percentText } from "~/inquiries/money";
import type { action } from "~/routes/admin/settings";
import type { QuoteSettings } from "~/settings/quote-settings";

/** The quotations' currencies, tax and exchange rates: a form of its own (intent=quotes), plain post. */
export function QuoteSettingsForm({ value, csrfToken }: { value: QuoteSettings; csrfToken: string }) {
  const { t, locale } = useTranslation();
  const answer = useActionData<typeof action>();
  const mine = answer && answer.intent === "quotes" ? answer : undefined;
  const problems: Record<string, string> = mine && !mine.ok && "quoteProblems" in mine ? mine.quoteProblems : {};
  const kept = mine && !mine.ok && "quoteValues" in mine ? mine.quoteValues : undefined;
  const text = (name: string, stored: string) => (kept && typeof kept[name] === "string" ? (kept[name] as string) : stored);
  return (
    <section aria-labelledby="quote-settings-title" className="mt-10 max-w-3xl">
      <h2 id="quote-settings-title" className="text-xl font-semibold text-brand-900">{t("admin.quoteSettings.title")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("admin.quoteSettings.intro")}</p>
      {mine ? <p role={mine.ok ? "status" : "alert"} className={`mt-2 text-sm ${mine.ok ? "text-green-800" : "text-red-800"}`}>{t(mine.ok ? "admin.quoteSettings.saved" : "admin.quotation.invalid")}</p> : null}
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="intent" value="quotes" />
        <Field id="quoteCurrencies" label={t("admin.quoteSettings.currencies")} hint={t("admin.quoteSettings.currenciesHint")} error={problems.quoteCurrencies}>
          <Input name="quoteCurrencies" defaultValue={text("quoteCurrencies", value.quoteCurrencies.join(", "))} />
        </Field>
        <Field id="taxRate" label={t("admin.quotation.taxRate")} error={problems.taxRate}>
          <Input name="taxRate" inputMode="decimal" defaultValue={text("taxRate", percentText(value.taxRateBp, locale))} />
        </Field>
        <Field id="exchangeRates" label={t("admin.quoteSettings.rates")} hint={t("admin.quoteSettings.ratesHint", { currency: value.quoteCurrencies[0] ?? "MAD" })} error={problems.exchangeRates} className="sm:col-span-2">
          <Textarea name="exchangeRates" rows={3} defaultValue={text("exchangeRates", Object.entries(value.exchangeRates).map(([code, rate]) => `${code} = ${rate}`).join("\n"))} />
        </Field>
        <Checkbox name="pricesBeforeTax" label={t("admin.quotation.pricesBeforeTax")} defaultChecked={kept ? kept.pricesBeforeTax === "on" : value.pricesBeforeTax} />
        <div className="sm:col-span-2">
          <Button type="submit" data-testid="quote-settings-save">{t("admin.quoteSettings.save")}</Button>
        </div>
      </Form>
    </section>
  );
}
