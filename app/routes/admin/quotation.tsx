import { Form, Link, useActionData } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { useStaffZone } from "~/admin/staff-date";
import { formatStaffDate } from "~/admin/staff-time";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, moneyText, percentText } from "~/inquiries/money";
import { revisionReference } from "~/inquiries/quotation-form";
import { quotationAction, quotationLoader } from "./quotation.server";
import type { Route } from "./+types/quotation";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.inquiries");
export const loader = (args: Route.LoaderArgs) => quotationLoader(args);
export const action = (args: Route.ActionArgs) => quotationAction(args);

export default function AdminQuotation({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const zone = useStaffZone();
  const { inquiry, revisions, events, currencies, csrfToken } = loaderData;
  const result = useActionData<typeof action>();
  const current = revisions[revisions.length - 1];
  const problems: Record<string, string> = (result && "problems" in result && result.problems) || {};
  const posted: Record<string, string> | undefined = result && "values" in result ? result.values : undefined;
  const value = (name: string, stored: string) => posted?.[name] ?? stored;
  const reference = current ? revisionReference(inquiry.reference, current.revision) : inquiry.reference;
  const draft = current?.status === "draft" ? current : undefined;
  const accepted = current?.status === "sent" && current.acceptedAt ? current : undefined;
  const hidden = (
    <input type="hidden" name="csrfToken" value={csrfToken} />
  );
  return (
    <article aria-labelledby="quotation-title">
      <Link to={`/admin/inquiries/${inquiry.id}`} className="text-sm text-brand-700 underline">← {t("admin.quotation.back")}</Link>
      <h1 id="quotation-title" className="mt-3 text-2xl font-semibold text-brand-900">{t("admin.quotation.title", { reference })}</h1>
      <p className="text-sm text-slate-600">{[inquiry.name, inquiry.company, inquiry.email].filter(Boolean).join(" · ")}</p>
      {result?.message ? (
        <p role={result.ok ? "status" : "alert"} data-testid="quotation-result" className={`mt-3 text-sm ${result.ok ? "text-green-800" : "text-red-800"}`}>{result.message}</p>
      ) : null}

      {events.filter((e) => e.kind === "change_requested").length ? (
        <section aria-labelledby="buyer-messages" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <h2 id="buyer-messages" className="font-semibold">{t("admin.quotation.history")}</h2>
          {events.filter((e) => e.kind === "change_requested").map((e) => (
            <div key={e.id} className="mt-2 text-sm">
              <p className="text-slate-600">{t("admin.quotation.changeAsked", { date: formatStaffDate(e.createdAt, zone) })}</p>
              <p className="whitespace-pre-line">{e.message}</p>
            </div>
          ))}
        </section>
      ) : null}

      {accepted ? (
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3">
          {hidden}
          <p className="text-sm">{t("admin.quotation.acceptedOn", { date: formatStaffDate(accepted.acceptedAt!, zone) })}</p>
          {inquiry.status !== "won" ? <Button type="submit" name="intent" value="confirm" data-testid="quotation-confirm">{t("admin.quotation.confirmWon")}</Button> : null}
        </Form>
      ) : null}

      {!draft ? (
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          {hidden}
          <Button type="submit" name="intent" value="open" data-testid="quotation-open">{t(current ? "admin.quotation.openRevision" : "admin.quotation.open")}</Button>
          {current ? <Button type="submit" variant="outline" name="intent" value="revoke">{t("admin.quotation.revokeLink")}</Button> : null}
        </Form>
      ) : (
        <Form method="post" className="mt-4 space-y-4" data-testid="quotation-form">
          {hidden}
          <input type="hidden" name="quotationId" value={draft.id} />
          <p className="text-sm text-slate-600">{t("admin.quotation.draft")}</p>
          <ol className="space-y-3">
            {draft.lines.map((line, index) => {
              const name = (field: string) => `lines.${index}.${field}`;
              return (
                <li key={index} className="rounded-lg border border-slate-200 bg-white p-3">
                  <p className="font-semibold">{t("admin.quotation.line", { number: index + 1 })}: {line.partNumber}</p>
                  <div className="mt-2 grid gap-3 sm:grid-cols-3">
                    <Field id={name("quantity")} label={t("admin.quotation.quantity")} error={problems[name("quantity")]}>
                      <Input name={name("quantity")} inputMode="numeric" defaultValue={value(name("quantity"), String(line.quantity))} />
                    </Field>
                    <Field id={name("unitPrice")} label={t("admin.quotation.unitPrice")} hint={t("admin.quotation.unitPriceHint")} error={problems[name("unitPrice")]}>
                      <Input name={name("unitPrice")} inputMode="decimal" defaultValue={value(name("unitPrice"), moneyText(line.unitPriceMinor, locale))} />
                    </Field>
                    <Field id={name("leadTime")} label={t("admin.quotation.leadTime")} error={problems[name("leadTime")]}>
                      <Input name={name("leadTime")} defaultValue={value(name("leadTime"), line.leadTime)} />
                    </Field>
                    <Field id={name("description")} label={t("admin.quotation.description")} error={problems[name("description")]}>
                      <Input name={name("description")} defaultValue={value(name("description"), line.description)} />
                    </Field>
                    <Field id={name("availability")} label={t("admin.quotation.availability")} error={problems[name("availability")]}>
                      <Input name={name("availability")} defaultValue={value(name("availability"), line.availability)} />
                    </Field>
                    <Field id={name("alternative")} label={t("admin.quotation.alternative")} error={problems[name("alternative")]}>
                      <Input name={name("alternative")} defaultValue={value(name("alternative"), line.alternative)} />
                    </Field>
                  </div>
                </li>
              );
            })}
          </ol>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field id="currency" label={t("admin.quotation.currency")} error={problems.currency}>
              <Select name="currency" defaultValue={value("currency", draft.currency)}>
                {[...new Set([...currencies, draft.currency])].map((code) => <option key={code} value={code}>{code}</option>)}
              </Select>
            </Field>
            <Field id="taxRate" label={t("admin.quotation.taxRate")} error={problems.taxRate}>
              <Input name="taxRate" inputMode="decimal" defaultValue={value("taxRate", percentText(draft.taxRateBp, locale))} />
            </Field>
            <Field id="discount" label={t("admin.quotation.discount")} error={problems.discount}>
              <Input name="discount" inputMode="decimal" defaultValue={value("discount", draft.discountBp ? percentText(draft.discountBp, locale) : "")} />
            </Field>
            <Field id="validUntil" label={t("admin.quotation.validUntil")} error={problems.validUntil}>
              <Input name="validUntil" type="date" defaultValue={value("validUntil", draft.validUntil ?? "")} />
            </Field>
            <Field id="incoterms" label={t("admin.quotation.incoterms")} hint={t("admin.quotation.incotermsHint")} error={problems.incoterms}>
              <Input name="incoterms" defaultValue={value("incoterms", draft.incoterms)} />
            </Field>
            <Field id="paymentTerms" label={t("admin.quotation.paymentTerms")} error={problems.paymentTerms}>
              <Input name="paymentTerms" defaultValue={value("paymentTerms", draft.paymentTerms)} />
            </Field>
          </div>
          <Checkbox name="pricesBeforeTax" label={t("admin.quotation.pricesBeforeTax")} defaultChecked={posted ? posted.pricesBeforeTax === "on" : draft.pricesBeforeTax} />
          <Field id="note" label={t("admin.quotation.note")} error={problems.note}>
            <Textarea name="note" rows={4} defaultValue={value("note", draft.note)} />
          </Field>
          <dl className="grid max-w-sm grid-cols-2 gap-1 text-sm" data-testid="quotation-totals">
            <dt>{t("admin.quotation.subtotal")}</dt><dd className="text-end">{formatMoney(draft.subtotalMinor, draft.currency, locale)}</dd>
            <dt>{t("admin.quotation.tax")}</dt><dd className="text-end">{formatMoney(draft.taxMinor, draft.currency, locale)}</dd>
            <dt className="font-semibold">{t("admin.quotation.total")}</dt><dd className="text-end font-semibold">{formatMoney(draft.totalMinor, draft.currency, locale)}</dd>
          </dl>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="save" variant="outline" data-testid="quotation-save">{t("admin.quotation.save")}</Button>
            <Button type="submit" name="intent" value="send" data-testid="quotation-send">{t("admin.quotation.send")}</Button>
            <a className="self-center text-sm text-brand-700 underline" href={`/admin/inquiries/${inquiry.id}/quotations/${draft.revision}/pdf`}>{t("admin.quotation.pdf")}</a>
          </div>
        </Form>
      )}

      {revisions.filter((r) => r.status === "sent").length ? (
        <section aria-labelledby="revisions-title" className="mt-6">
          <h2 id="revisions-title" className="text-lg font-semibold text-brand-900">{t("admin.quotation.revisions")}</h2>
          <ul className="mt-2 space-y-1 text-sm" data-testid="quotation-revisions">
            {revisions.filter((r) => r.status === "sent").map((r) => (
              <li key={r.id}>
                <a className="text-brand-700 underline" href={`/admin/inquiries/${inquiry.id}/quotations/${r.revision}/pdf`}>{revisionReference(inquiry.reference, r.revision)}</a>{" "}
                {formatMoney(r.totalMinor, r.currency, locale)} · {t("admin.quotation.sentOn", { date: formatStaffDate(r.sentAt!, zone), name: r.senderName })}
                {r.acceptedAt ? ` · ${t("admin.quotation.acceptedOn", { date: formatStaffDate(r.acceptedAt, zone) })}` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
