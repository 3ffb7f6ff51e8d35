import { type Availability, availabilityBadge, formatLeadTime, orderRules, quantityProblem, stockAsOf, stockLine } from "~/availability/availability";
import { intlTag, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";

const dots = { stock: "bg-emerald-500", lead: "bg-amber-500", request: "bg-slate-400" } as const;
const texts = { stock: "text-emerald-800", lead: "text-amber-900", request: "text-slate-600" } as const;

/**
 * A product's availability in one line, for cards, table rows, compare and the quote list: "In
 * stock: 120, Casablanca", "Lead time 3-4 weeks" or "On request", and "Stock as of ..." under it
 * when the figures are older than a day. The dot repeats what the words say.
 */
export function AvailabilityBadge({ availability, className = "" }: { availability: Availability | null; className?: string }) {
  const { t, locale } = useTranslation();
  const badge = availabilityBadge(availability, t, locale);
  const asOf = stockAsOf(availability, t, locale);
  return (
    <p className={`text-xs ${className}`} data-testid="availability" data-kind={badge.kind}>
      <span className={`inline-flex items-center gap-1.5 font-medium ${texts[badge.kind]}`}>
        <span aria-hidden="true" className={`inline-block h-2 w-2 shrink-0 rounded-full ${dots[badge.kind]}`} />
        {badge.text}
      </span>
      {asOf ? <span className="block text-slate-500" data-testid="availability-as-of">{asOf}</span> : null}
    </p>
  );
}

/** The product page's block: each location's quantity, the lead time, the order terms, the date. */
export function AvailabilityBlock({ availability }: { availability: Availability | null }) {
  const { t, locale } = useTranslation();
  const rules = orderRules(availability, t, locale);
  const asOf = stockAsOf(availability, t, locale);
  return (
    <section className="mt-5 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm" aria-labelledby="availability-title" data-testid="availability-block">
      <h2 id="availability-title" className="font-semibold text-slate-900">{t("availability.title")}</h2>
      {availability ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {availability.stock.map((s) => (
            <div key={s.location} className="contents" data-testid="availability-location">
              <dt className="text-slate-600">{pickLocalized(s.name, locale) || s.location}</dt>
              <dd className={s.quantity > 0 ? "font-medium text-emerald-800" : "text-slate-600"}>{stockLine(s.quantity, t, locale)}</dd>
            </div>
          ))}
          {availability.leadTime ? (
            <>
              <dt className="text-slate-600">{t("availability.leadTimeLabel")}</dt>
              <dd>{formatLeadTime(availability.leadTime, t, locale)}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-1" data-testid="availability-on-request">
          <span className="font-medium text-slate-700">{t("availability.onRequest")}</span>
          <span className="block text-slate-600">{t("availability.onRequestHint")}</span>
        </p>
      )}
      {availability && !availability.stock.length && !availability.leadTime ? <p className="mt-1 font-medium text-slate-700">{t("availability.onRequest")}</p> : null}
      {rules ? <p className="mt-2 text-slate-700" data-testid="availability-rules">{rules}</p> : null}
      {asOf ? <p className="mt-1 text-xs text-slate-500" data-testid="availability-as-of">{asOf}</p> : null}
    </section>
  );
}

/**
 * The quote list's warning for a quantity below the minimum order or off the multiple: said, not
 * refused (the request goes as the buyer wrote it; sales quote the quantity named here).
 */
export function QuantityFlag({ availability, quantity }: { availability: Availability | null; quantity: number }) {
  const { t, locale } = useTranslation();
  const problem = quantityProblem(availability, quantity);
  if (!problem) return null;
  const n = (value: number) => new Intl.NumberFormat(intlTag(locale)).format(value);
  const text = problem.kind === "belowMinimum" ? t("availability.belowMinimum", { minimum: n(problem.minimum) }) : t("availability.offMultiple", { multiple: n(problem.multiple), next: n(problem.next) });
  return (
    <p className="mt-1 flex gap-1 text-xs font-medium text-amber-900" data-testid="quantity-flag" data-kind={problem.kind}>
      <span aria-hidden="true">⚠</span>
      {text}
    </p>
  );
}
