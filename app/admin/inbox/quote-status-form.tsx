import { Form } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { QUOTE_STATUSES, type QuoteStatus } from "~/inquiries/quote-status";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";

const tone: Record<QuoteStatus, string> = {
  new: "border-sky-700 text-sky-900",
  quoted: "border-amber-700 text-amber-900",
  won: "border-emerald-700 text-emerald-900",
  lost: "border-rose-700 text-rose-900",
  closed: "border-slate-500 text-slate-700",
};

/** The step's name in a bordered pill: the word carries the meaning, the colour only helps. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full border px-2 text-xs font-medium ${tone[status]}`} data-testid="quote-status">
      {t(`admin.quotes.statuses.${status}`)}
    </span>
  );
}

/** Moves a quote request along new -> quoted -> won/lost, or closed; a plain form post, so it works without JavaScript. */
export function QuoteStatusForm({
  csrfToken,
  status,
  result,
}: {
  csrfToken: string;
  status: QuoteStatus;
  result?: { ok: boolean; message: string };
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="quote-status-title" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="quote-status-title" className="text-lg font-semibold text-brand-900">
        {t("admin.quotes.title")} <QuoteStatusBadge status={status} />
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("admin.quotes.help")}</p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="intent" value="status" />
        <label className="text-sm font-medium text-slate-700">
          {t("admin.quotes.change")}
          <Select name="status" defaultValue={status} key={status} data-testid="quote-status-select">
            {QUOTE_STATUSES.map((value) => (
              <option key={value} value={value}>{t(`admin.quotes.statuses.${value}`)}</option>
            ))}
          </Select>
        </label>
        <Button type="submit" data-testid="quote-status-save">
          {t("admin.quotes.save")}
        </Button>
      </Form>
      {result ? (
        <p role={result.ok ? "status" : "alert"} className={`mt-2 text-sm ${result.ok ? "text-green-800" : "text-red-800"}`}>{result.message}</p>
      ) : null}
    </section>
  );
}
