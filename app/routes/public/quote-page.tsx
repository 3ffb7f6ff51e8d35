import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { intlTag } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, lineAmount, percentText } from "~/inquiries/money";
import { revisionReference } from "~/inquiries/quotation-form";
import { pageMeta } from "~/seo/meta";
import { quotePageAction, quotePageLoader } from "./quote-page.server";
import type { Route } from "./+types/quote-page";
import { Ltr } from "~/components/ui/ltr";
import { ColumnHeadings } from "~/components/ui/table";

export const loader = (args: Route.LoaderArgs) => quotePageLoader(args);
export const action = (args: Route.ActionArgs) => quotePageAction(args);
export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "quotation.title", noindex: true });

/**
 * The buyer's page of a quote request, opened by the signed link of its mails: the request, where
 * it stands, the quotation (and earlier revisions) with their PDF, Accept and Ask for a change.
 * Plain form posts: works without JavaScript.
 */
export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale, href } = useTranslation();
  const { token, request, quotations, events, maxMessage } = loaderData;
  const day = (value: string | Date) => new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(typeof value === "string" && value.length === 10 ? new Date(`${value}T00:00:00Z`) : new Date(value));
  const current = quotations[quotations.length - 1];
  const earlier = quotations.slice(0, -1);
  const reference = current ? revisionReference(request.reference, current.revision) : request.reference;
  const pdfUrl = (revision: number) => `${href(`/quote/${request.reference}/pdf/${revision}`)}?t=${encodeURIComponent(token)}`;
  // The forms post to the link itself: the page that answers is drawn by the loader, which reads the token from the address.
  const self = `${href(`/quote/${request.reference}`)}?t=${encodeURIComponent(token)}`;
  const open = request.status === "new" || request.status === "quoted";
  const expired = current?.validUntil ? current.validUntil < new Date().toISOString().slice(0, 10) : false;
  const status = request.status ?? "new";
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("quotation.page.title", { reference: request.reference })}</h1>
      <p className="mt-2 text-slate-700">
        {t("quotation.page.status")}
        {locale === "fr" ? "\u00a0: " : ": "}
        <strong data-testid="quote-page-status">{t(`quotation.page.statuses.${status}`)}</strong>
      </p>
      {actionData?.outcome === "limited" ? <p role="alert" className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900">{t("quotation.page.limited")}</p> : null}
      {actionData?.intent === "accept" && actionData.outcome === "done" ? <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-emerald-900">{t("quotation.page.acceptedNow")}</p> : null}
      {actionData?.intent === "change" && actionData.outcome === "done" ? <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-emerald-900">{t("quotation.page.changeSent")}</p> : null}

      {current ? (
        <section aria-labelledby="current-quotation" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="current-quotation" className="text-xl font-semibold text-brand-900">{t("quotation.page.current", { reference })}</h2>
          {current.validUntil ? <p className="text-sm text-slate-600">{t("quotation.validUntil")} {day(current.validUntil)}</p> : null}
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-start">
                  <th scope="col" className="py-1 pe-2">{t("quotation.page.partNumber")}</th>
                  <ColumnHeadings labels={[t("quotation.page.quantity"), t("quotation.page.unitPrice"), t("quotation.page.amount")]} cellClass="py-1 pe-2 text-end" />
                </tr>
              </thead>
              <tbody>
                {current.lines.map((line, index) => (
                  <tr key={index} className="border-b align-top">
                    <td className="py-1 pe-2">
                      <span className="font-medium"><Ltr>{line.partNumber}</Ltr></span>
                      {line.description ? <span className="block text-slate-600">{line.description}</span> : null}
                      {line.leadTime ? <span className="block text-slate-600">{t("quotation.leadTime", { value: line.leadTime })}</span> : null}
                      {line.availability ? <span className="block text-slate-600">{t("quotation.availability", { value: line.availability })}</span> : null}
                      {line.alternative ? <span className="block text-slate-600">{t("quotation.alternative", { value: line.alternative })}</span> : null}
                    </td>
                    <td className="py-1 pe-2 text-end">{new Intl.NumberFormat(intlTag(locale)).format(line.quantity)}</td>
                    <td className="py-1 pe-2 text-end">{line.unitPriceMinor === null ? "" : formatMoney(line.unitPriceMinor, current.currency, locale)}</td>
                    <td className="py-1 text-end">{formatMoney(lineAmount(line) ?? 0, current.currency, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="ms-auto mt-3 grid max-w-sm grid-cols-2 gap-1 text-sm" data-testid="quote-page-totals">
            <dt>{t("quotation.subtotal")}</dt><dd className="text-end">{formatMoney(current.subtotalMinor, current.currency, locale)}</dd>
            {current.discountBp ? (<><dt>{t("quotation.discount", { rate: percentText(current.discountBp, locale) })}</dt><dd className="text-end">-{formatMoney(current.discountMinor, current.currency, locale)}</dd></>) : null}
            <dt>{t(current.pricesBeforeTax ? "quotation.tax" : "quotation.taxIncluded", { rate: percentText(current.taxRateBp, locale) })}</dt><dd className="text-end">{formatMoney(current.taxMinor, current.currency, locale)}</dd>
            <dt className="font-semibold">{t("quotation.total")}</dt><dd className="text-end font-semibold">{formatMoney(current.totalMinor, current.currency, locale)}</dd>
          </dl>
          <p className="mt-3"><a className="text-brand-700 underline" href={pdfUrl(current.revision)} data-testid="quote-page-pdf">{t("quotation.page.download")}</a></p>
          {current.acceptedAt ? (
            <p className="mt-4 text-emerald-900" data-testid="quote-page-accepted">{t("quotation.page.accepted", { date: day(current.acceptedAt) })}</p>
          ) : open && !expired ? (
            <Form method="post" action={self} className="mt-4">
              <input type="hidden" name="t" value={token} />
              <input type="hidden" name="revision" value={current.revision} />
              <p className="text-sm text-slate-600">{t("quotation.page.acceptHelp")}</p>
              <Button type="submit" name="intent" value="accept" className="mt-2" data-testid="quote-page-accept">{t("quotation.page.accept")}</Button>
            </Form>
          ) : expired ? <p className="mt-4 text-slate-700">{t("quotation.page.expired")}</p> : null}
        </section>
      ) : (
        <p className="mt-8 text-slate-700">{t("quotation.page.noQuotation")}</p>
      )}

      {open ? (
        <section aria-labelledby="ask-change" className="mt-8">
          <h2 id="ask-change" className="text-xl font-semibold text-brand-900">{t("quotation.page.changeTitle")}</h2>
          <Form method="post" action={self} className="mt-3 space-y-3">
            <input type="hidden" name="t" value={token} />
            <label htmlFor="change-message" className="block text-sm font-medium text-slate-800">{t("quotation.page.changeLabel")}</label>
            <Textarea id="change-message" name="message" rows={4} maxLength={maxMessage} required defaultValue={actionData?.intent === "change" && actionData.outcome === "invalid" ? actionData.message : ""} aria-invalid={actionData?.intent === "change" && actionData.outcome === "invalid" ? true : undefined} aria-describedby={actionData?.intent === "change" && actionData.outcome === "invalid" ? "change-message-error" : undefined} />
            {actionData?.intent === "change" && actionData.outcome === "invalid" ? <p id="change-message-error" className="text-sm text-red-800">{t("quotation.page.changeInvalid", { max: maxMessage })}</p> : null}
            <Button type="submit" name="intent" value="change" variant="outline">{t("quotation.page.changeSend")}</Button>
          </Form>
        </section>
      ) : <p className="mt-8 text-slate-700">{t("quotation.page.closedNote")}</p>}

      <section aria-labelledby="requested" className="mt-8">
        <h2 id="requested" className="text-xl font-semibold text-brand-900">{t("quotation.page.requested")}</h2>
        <ul className="mt-2 list-disc ps-6 text-sm">
          {request.items.map((item, index) => (
            <li key={index}><Ltr>{`${item.partNumber} × ${item.quantity}`}</Ltr>{item.productId === null ? ` (${t("quotation.page.toSource")})` : ""}</li>
          ))}
        </ul>
      </section>

      {earlier.length ? (
        <section aria-labelledby="earlier" className="mt-8">
          <h2 id="earlier" className="text-xl font-semibold text-brand-900">{t("quotation.page.earlier")}</h2>
          <ul className="mt-2 list-disc ps-6 text-sm">
            {earlier.map((q) => (
              <li key={q.id}><a className="text-brand-700 underline" href={pdfUrl(q.revision)}>{revisionReference(request.reference, q.revision)}</a> · {formatMoney(q.totalMinor, q.currency, locale)}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="history" className="mt-8">
        <h2 id="history" className="text-xl font-semibold text-brand-900">{t("quotation.page.history")}</h2>
        <ol className="mt-2 space-y-1 text-sm" data-testid="quote-page-history">
          <li>{day(request.createdAt)} · {t("quotation.page.events.received")}</li>
          {events.map((e) => (
            <li key={e.id}>{day(e.createdAt)} · {t(`quotation.page.events.${e.kind}`, { reference: revisionReference(request.reference, e.revision ?? 1) })}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
