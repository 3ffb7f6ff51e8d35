import { and, eq } from "drizzle-orm";
import { useEffect, useRef } from "react";
import { Form, Link, useActionData, useFetcher, useSubmit } from "react-router";
import { listProductsByIds } from "~/catalogue/products/products.server";
import { ContactForm } from "~/components/contact-form";
import { FormNotice } from "~/components/form-notice";
import { LifecycleBadge } from "~/components/lifecycle-badge";
import { AvailabilityBadge, QuantityFlag } from "~/components/availability-badge";
import { inquiries, type QuoteItemRow } from "~/db/schema";
import { type Locale, localeFromParam, localizePath, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { page, pageLoader } from "~/http/kit.server";
import { MAX_INQUIRY_BYTES } from "~/inquiries/submit-inquiry.server";
import { formAnswer, submitInquiryForm } from "./inquiry.server";
import { afterSent, changePartsList, changeQuoteList, isPartsListIntent, type PartsListRefusal, refuseUpload } from "./quote.server";
import { RequestError } from "~/http/errors";
import { listItems } from "~/quotes/draft-line";
import { readQuoteCookie } from "~/quotes/quote-cookie.server";
import { readDraft } from "~/quotes/quote-draft.server";
import { MAX_LIST_BYTES, MAX_LIST_LINES, rowsWidth } from "~/quotes/parts-list";
import { storedItems } from "~/security/cookie-register";
import { pageMeta } from "~/seo/meta";
import { quoteReferencePattern } from "~/inquiries/quote-status";
import type { Route } from "./+types/quote";
import { buttonClass } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { BidiText, Ltr } from "~/components/ui/ltr";

const PREVIEW_ROWS = 5;
// A multipart body carries a few hundred bytes of part headers around the file.
const MAX_UPLOAD_BODY = MAX_LIST_BYTES + 64 * 1024;

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, request }) => {
    const { lines, parts, draft: draftRef } = readQuoteCookie(request);
    const [products, draft] = await Promise.all([listProductsByIds(db, lines.map((l) => l.productId)), readDraft(db, draftRef?.id ?? null)]);
    const quantity = new Map(lines.map((l) => [l.productId, l.quantity]));
    // ?sent=Q-2026-0042 after a request was sent: the thank-you with its reference, and its lines
    // when this browser's draft names that request (decision 055).
    const sentParam = new URL(request.url).searchParams.get("sent") ?? "";
    const reference = quoteReferencePattern.test(sentParam) ? sentParam : null;
    const sent = sentParam === "1" || reference !== null;
    let sentItems: QuoteItemRow[] | null = null;
    if (reference && draft?.sentInquiryId) {
      const [inquiry] = await db
        .select({ items: inquiries.items })
        .from(inquiries)
        .where(and(eq(inquiries.id, draft.sentInquiryId), eq(inquiries.reference, reference)));
      sentItems = inquiry ? (inquiry.items ?? []) : null;
    }
    const pending = draft?.pending
      ? { name: draft.pending.name, kind: draft.pending.kind, preview: draft.pending.rows.slice(0, PREVIEW_ROWS), width: rowsWidth(draft.pending.rows), rows: draft.pending.rows.length, guess: draft.pending.guess }
      : null;
    return {
      lines: products.map((product) => ({ product, quantity: quantity.get(product.id)! })),
      parts,
      draftLines: draft?.lines ?? [],
      pending,
      sent,
      reference,
      sentItems: sent ? sentItems : null,
    };
  });

export const action = (args: Route.ActionArgs) =>
  page(args, { access: "public" }, async (call) => {
    const locale: Locale = localeFromParam(args.params.lang);
    const here = localizePath("/quote", locale);
    // A parts-list file is posted to /quote?upload, with its own cap; everything else is small.
    const upload = new URL(args.request.url).searchParams.has("upload");
    const max = upload ? MAX_UPLOAD_BODY : MAX_INQUIRY_BYTES;
    let form: FormData;
    try {
      // A file over the cap is read and dropped (up to the drain bound, which the request edge
      // enforces), so that the connection stays usable and the page answers with its message.
      form = await call.formData(max);
    } catch (error) {
      if (!upload || !(error instanceof RequestError)) throw error;
      // Too big, or a body that is not a readable form: a message on the page, nothing stored.
      return refuseUpload(call, locale, error.code === "payload_too_large" ? "partsList.errors.fileTooLarge" : "partsList.errors.fileUnreadable");
    }
    // No intent: the request itself, sent from the form below without JavaScript. Once it is
    // stored, the list is emptied and the page reloaded, so that it shows the thank-you.
    if (!form.has("intent")) {
      const outcome = await submitInquiryForm(call, locale);
      if (outcome.status !== "created") return formAnswer(outcome);
      throw await afterSent(call, outcome.id, outcome.reference, here);
    }
    if (isPartsListIntent(form.get("intent"))) return changePartsList(call, form, here, locale);
    return changeQuoteList(args.request, form, here);
  });

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "quote.title", description: "quote.metaDescription", noindex: true });

function isRefusal(value: unknown): value is PartsListRefusal {
  return typeof value === "object" && value !== null && (value as { form?: unknown }).form === "partsList";
}

type Loaded = Route.ComponentProps["loaderData"];

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { lines, parts, draftLines, pending, sent, reference, sentItems } = loaderData;
  const listed = lines.length + parts.length + draftLines.length;
  const { t, href, locale } = useTranslation();
  const clear = useFetcher();
  const submit = useSubmit();
  const returned = useActionData();
  const refusal = isRefusal(returned) ? returned : null;
  const items = listItems(lines.map(({ product, quantity }) => ({ productId: product.id, partNumber: product.partNumber, quantity })), parts, draftLines);
  const withErrors = draftLines.filter((line) => line.error).length;

  if (sent) return <Confirmation reference={reference} items={sentItems} />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("quote.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t("quote.intro")}</p>
      <section aria-labelledby="quote-steps" className="mt-4 max-w-3xl rounded-lg bg-brand-50 p-4 text-sm text-brand-900" data-testid="quote-steps">
        <h2 id="quote-steps" className="font-semibold">{t("quoteFlow.steps.title")}</h2>
        <ol className="mt-2 space-y-1">
          <li>{t("quoteFlow.steps.add")}</li>
          <li>{t("quoteFlow.steps.review")}</li>
          <li>{t("quoteFlow.steps.send")}</li>
        </ol>
      </section>

      <PartsListInput refusal={refusal} pending={pending} />

      {listed ? (
        <Form
          method="post"
          action={href("/quote")}
          className="mt-8"
          preventScrollReset
          // With JavaScript a changed choice is saved at once, so that the request sends what is shown.
          onChange={(event) => {
            if (event.target instanceof HTMLSelectElement) submit(event.currentTarget, { preventScrollReset: true });
          }}
        >
          <input type="hidden" name="intent" value="update" />
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="quote-lines">
            {lines.map(({ product, quantity }) => (
              <li key={product.id} className="flex flex-wrap items-center gap-4 p-4" data-testid="quote-line">
                <div className="min-w-0 flex-1">
                  <Link to={href(`/products/${product.id}`)} className="font-mono font-semibold text-brand-700 hover:underline"><Ltr>{product.partNumber}</Ltr></Link>
                  <p className="text-sm text-slate-700"><BidiText text={pickLocalized(product.name, locale)} /></p>
                  <p className="mt-1 text-xs text-slate-500">{product.manufacturer} <LifecycleBadge lifecycle={product.lifecycle} /></p>
                </div>
                <div className="w-full sm:w-56">
                  <AvailabilityBadge availability={product.availability} />
                  <QuantityFlag availability={product.availability} quantity={quantity} />
                </div>
                <label className="flex items-center gap-2 text-sm">
                  <span className="sr-only">{t("quote.quantityFor", { partNumber: product.partNumber })}</span>
                  <span aria-hidden="true" className="text-slate-500">{t("quote.quantity")}</span>
                  <Input inline type="number" name={`quantity.${product.id}`} min={1} max={1000000} defaultValue={quantity} key={quantity} className="w-24" />
                </label>
                {/* Its own form (below): forms cannot nest. */}
                <button type="submit" form={`remove-${product.id}`} className="text-sm font-medium text-rose-700 underline">
                  {t("quote.remove", { partNumber: product.partNumber })}
                </button>
              </li>
            ))}
            {parts.map(({ part, quantity }, i) => (
              <li key={part} className="flex flex-wrap items-center gap-4 p-4" data-testid="quote-part">
                <div className="min-w-0 flex-1">
                  <p className="break-all font-mono font-semibold text-slate-900">{part}</p>
                  <p className="text-sm text-slate-600">{t("quote.partToSource")}</p>
                </div>
                <label className="flex items-center gap-2 text-sm">
                  <span className="sr-only">{t("quote.quantityFor", { partNumber: part })}</span>
                  <span aria-hidden="true" className="text-slate-500">{t("quote.quantity")}</span>
                  <Input inline type="number" name={`partQuantity.${i}`} min={1} max={1000000} defaultValue={quantity} key={quantity} className="w-24" />
                </label>
                <button type="submit" form={`remove-part-${i}`} className="text-sm font-medium text-rose-700 underline">
                  {t("quote.remove", { partNumber: part })}
                </button>
              </li>
            ))}
            {draftLines.map((line, i) => (
              <DraftLineRow key={`${i}-${line.row}-${line.part}`} line={line} index={i} />
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-4">
            <button type="submit" className={buttonClass({ variant: "outline" })}>{t("quote.update")}</button>
          </div>
        </Form>
      ) : null}
      {lines.map(({ product }) => (
        <Form key={product.id} id={`remove-${product.id}`} method="post" action={href("/quote")} preventScrollReset hidden>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={product.id} />
        </Form>
      ))}
      {parts.map(({ part }, i) => (
        <Form key={part} id={`remove-part-${i}`} method="post" action={href("/quote")} preventScrollReset hidden>
          <input type="hidden" name="intent" value="removePart" />
          <input type="hidden" name="part" value={part} />
        </Form>
      ))}
      {draftLines.map((line, i) => (
        <Form key={`${i}-${line.row}-${line.part}`} id={`remove-line-${i}`} method="post" action={href("/quote")} preventScrollReset hidden>
          <input type="hidden" name="intent" value="removeLine" />
          <input type="hidden" name="line" value={i} />
        </Form>
      ))}
      {listed ? null : (
        <div className="mt-8 rounded-lg border border-dashed border-slate-300 p-10 text-center" data-testid="quote-empty">
          <p className="text-lg font-semibold text-slate-800">{t("quote.empty")}</p>
          <p className="mt-2 text-slate-600">{t("quote.emptyHint")}</p>
          <Link to={href("/products")} className="mt-4 inline-block font-semibold text-brand-700 underline">{t("favorites.browse")}</Link>
        </div>
      )}

      <section className="mt-10" aria-labelledby="quote-send">
        <h2 id="quote-send" className="text-xl font-semibold text-brand-900">{t("quote.send")}</h2>
        <p className="mb-4 mt-1 text-slate-600">{listed ? t("quote.sendIntro") : t("quoteFlow.emptyForm")}</p>
        {withErrors ? (
          <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="alert" data-testid="parts-list-unsent">
            {t("partsList.unsent", { count: withErrors })}
          </p>
        ) : null}
        <ContactForm
          kind="quote"
          id="quote-form"
          items={items}
          onSent={(sentReference) =>
            clear.submit({ intent: "sent", reference: sentReference ?? "" }, { method: "post", action: href("/quote") })
          }
        />
      </section>
    </div>
  );
}

const HOW_STYLES = {
  exact: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  equivalent: "bg-sky-50 text-sky-800 ring-sky-600/20",
  didYouMean: "bg-amber-50 text-amber-900 ring-amber-600/30",
  none: "bg-slate-100 text-slate-700 ring-slate-500/20",
} as const;

function DraftLineRow({ line, index }: { line: Loaded["draftLines"][number]; index: number }) {
  const { t, href } = useTranslation();
  const chosen = line.candidates.find((c) => c.productId === line.choice);
  const first = line.candidates[0];
  const how =
    line.how === "equivalent" && first?.via
      ? t("partsList.how.equivalent", { partNumber: first.partNumber, manufacturer: first.via.manufacturer, via: first.via.partNumber })
      : line.how === "didYouMean"
        ? t("partsList.how.didYouMean", { partNumber: line.candidates.map((c) => c.partNumber).join(", ") })
        : t(`partsList.how.${line.how}`, { partNumber: first?.partNumber ?? "" });
  const quantityId = `line-quantity-${index}`;
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-start" data-testid="parts-list-line" data-how={line.how}>
      <div className="min-w-0">
        <p className="text-xs text-slate-500">{t("partsList.row", { row: line.row })}{line.reference ? ` · ${t("partsList.yourReference", { reference: line.reference })}` : ""}</p>
        <p className="break-all font-mono font-semibold text-slate-900" data-testid="parts-list-typed">{line.part}</p>
        <p className="mt-1">
          <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${HOW_STYLES[line.how]}`} data-testid="parts-list-how">{how}</span>
        </p>
        <label className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">{t("partsList.choice", { part: line.part })}</span>
          <Select inline name={`choice.${index}`} defaultValue={line.choice === null ? "source" : `p${line.choice}`} key={String(line.choice)} data-testid="parts-list-choice">
            {line.candidates.map((c) => (
              <option key={c.productId} value={`p${c.productId}`}>
                {line.how === "didYouMean" ? t("partsList.option.didYouMean", { partNumber: c.partNumber }) : t("partsList.option.product", { partNumber: c.partNumber })}
              </option>
            ))}
            <option value="source">{t("partsList.option.source", { part: line.part })}</option>
          </Select>
        </label>
        {chosen ? (
          <p className="mt-1 text-sm">
            <Link to={href(`/products/${chosen.productId}`)} className="font-mono text-brand-700 underline">{chosen.partNumber}</Link>
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600" data-testid="parts-list-to-source">{t("quote.partToSource")}</p>
        )}
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <div className="text-sm">
          <label htmlFor={quantityId} className="text-slate-500">{t("quote.quantity")}</label>
          <Input
            inline
            id={quantityId}
            name={`lineQuantity.${index}`}
            inputMode="numeric"
            defaultValue={line.quantity ?? line.given ?? ""}
            key={`${line.quantity}-${line.given}`}
            className="ms-2 w-24"
            aria-invalid={line.error ? true : undefined}
            aria-describedby={line.error ? `${quantityId}-error` : undefined}
          />
          {line.error ? (
            <p id={`${quantityId}-error`} className="mt-1 max-w-xs text-sm font-medium text-red-700" data-testid="parts-list-line-error">
              {t("partsList.lineError", { row: line.row, error: t(`partsList.errors.${line.error}`, { max: "1 000 000" }) })}
            </p>
          ) : null}
        </div>
        <button type="submit" form={`remove-line-${index}`} className="text-sm font-medium text-rose-700 underline">
          {t("quote.remove", { partNumber: line.part })}
        </button>
      </div>
    </li>
  );
}

const MAPPING_KEY = storedItems.partsListMapping.name;

function PartsListInput({ refusal, pending }: { refusal: PartsListRefusal | null; pending: Loaded["pending"] }) {
  const { t, href } = useTranslation();
  const mappingForm = useRef<HTMLFormElement>(null);
  // The last mapping this browser used, for a file of the same shape (same header, or as wide
  // without one): it takes the place of the server's guess. Without JavaScript the guess stays.
  const shape = pending ? `${pending.width}|${pending.guess.header ? (pending.preview[0] ?? []).join("|") : ""}` : "";
  useEffect(() => {
    const form = mappingForm.current;
    if (!form || !pending) return;
    try {
      const stored = JSON.parse(window.localStorage.getItem(MAPPING_KEY) ?? "null") as { shape?: string; part?: string; quantity?: string; reference?: string; header?: boolean } | null;
      if (!stored || stored.shape !== shape) return;
      const set = (name: string, value: string | undefined) => {
        const select = form.elements.namedItem(name);
        if (select instanceof HTMLSelectElement && value !== undefined && [...select.options].some((o) => o.value === value)) select.value = value;
      };
      set("columnPart", stored.part);
      set("columnQuantity", stored.quantity);
      set("columnReference", stored.reference);
      const header = form.elements.namedItem("header");
      if (header instanceof HTMLInputElement && typeof stored.header === "boolean") header.checked = stored.header;
    } catch {
      // Storage unavailable or unreadable: the server's guess stays.
    }
  }, [pending, shape]);
  const remember = () => {
    const form = mappingForm.current;
    if (!form) return;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLSelectElement | null)?.value;
    try {
      const header = form.elements.namedItem("header");
      window.localStorage.setItem(
        MAPPING_KEY,
        JSON.stringify({ shape, part: value("columnPart"), quantity: value("columnQuantity"), reference: value("columnReference"), header: header instanceof HTMLInputElement && header.checked }),
      );
    } catch {
      // Private browsing may refuse storage: the mapping is still sent.
    }
  };
  const column = (i: number) => t("partsList.mapping.column", { n: i + 1, letter: String.fromCharCode(65 + i) });
  const columnSelect = (name: string, label: string, selected: number, optional: boolean) => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-slate-700">{label}</span>
      <Select name={name} defaultValue={String(selected)} data-testid={`parts-list-${name}`}>
        {optional ? <option value="-1">{t("partsList.mapping.none")}</option> : null}
        {Array.from({ length: pending!.width }, (_, i) => (
          <option key={i} value={String(i)}>{column(i)}{pending!.guess.header && pending!.preview[0]?.[i] ? ` (${pending!.preview[0][i]})` : ""}</option>
        ))}
      </Select>
    </label>
  );
  return (
    <section id="parts-list" aria-labelledby="parts-list-title" className="mt-8 scroll-mt-24 rounded-lg border border-slate-200 p-4 sm:p-6" data-testid="parts-list">
      <h2 id="parts-list-title" className="text-xl font-semibold text-brand-900">{t("partsList.title")}</h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t("partsList.intro", { max: MAX_LIST_LINES })}</p>
      {refusal ? (
        <div className="mt-4">
          <FormNotice tone="error" title={t("partsList.refusedTitle")} text={refusal.message} testId="parts-list-refused" />
        </div>
      ) : null}
      {pending ? (
        <Form ref={mappingForm} id="parts-list-mapping" method="post" action={href("/quote")} onSubmit={remember} className="mt-4 scroll-mt-24 rounded-md bg-slate-50 p-4" data-testid="parts-list-mapping">
          <h3 className="font-semibold text-slate-900">{t("partsList.mapping.title", { name: pending.name, count: pending.rows })}</h3>
          <p className="mt-1 text-sm text-slate-600">{t("partsList.mapping.intro")}</p>
          <div className="mt-3 overflow-x-auto">
            <table className="min-w-full text-start text-sm">
              <caption className="sr-only">{t("partsList.mapping.preview")}</caption>
              <thead>
                <tr>
                  <th scope="col" className="px-2 py-1 text-xs text-slate-500">{t("partsList.mapping.rowHeader")}</th>
                  {Array.from({ length: pending.width }, (_, i) => (
                    <th key={i} scope="col" className="px-2 py-1 text-xs text-slate-500">{column(i)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {pending.preview.map((row, r) => (
                  <tr key={r} className="border-t border-slate-200">
                    <td className="px-2 py-1 text-xs text-slate-500">{r + 1}</td>
                    {Array.from({ length: pending.width }, (_, i) => (
                      <td key={i} className="px-2 py-1 font-mono">{row[i] ?? ""}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <input type="hidden" name="intent" value="map" />
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            {columnSelect("columnPart", t("partsList.mapping.part"), pending.guess.part, false)}
            {columnSelect("columnQuantity", t("partsList.mapping.quantity"), pending.guess.quantity, true)}
            {columnSelect("columnReference", t("partsList.mapping.reference"), pending.guess.reference, true)}
          </div>
          <label className="mt-3 flex items-center gap-2 text-sm">
            <input type="checkbox" name="header" defaultChecked={pending.guess.header} className="h-4 w-4" />
            {t("partsList.mapping.header")}
          </label>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="submit" className={buttonClass()} data-testid="parts-list-map">{t("partsList.mapping.submit")}</button>
            <button type="submit" name="intent" value="cancelFile" className={buttonClass({ variant: "outline" })}>{t("partsList.mapping.cancel")}</button>
          </div>
        </Form>
      ) : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <Form method="post" action={`${href("/quote")}#parts-list`} data-testid="parts-list-paste">
          <input type="hidden" name="intent" value="paste" />
          <label htmlFor="parts-list-lines" className="font-medium text-slate-800">{t("partsList.paste.label")}</label>
          <p id="parts-list-lines-hint" className="text-sm text-slate-600">{t("partsList.paste.hint")}</p>
          <Textarea
            id="parts-list-lines"
            name="lines"
            rows={6}
            defaultValue={refusal?.pasted ?? ""}
            aria-describedby="parts-list-lines-hint"
            className="mt-2 font-mono"
            placeholder={"MY2N-GS 24VDC\t10\tREF-1\nRXM4AB2BD;5;REF-2"}
          />
          <button type="submit" className={`${buttonClass()} mt-2`} data-testid="parts-list-paste-submit">{t("partsList.paste.submit")}</button>
        </Form>
        <Form method="post" action={`${href("/quote")}?upload`} encType="multipart/form-data" data-testid="parts-list-upload">
          <input type="hidden" name="intent" value="upload" />
          <label htmlFor="parts-list-file" className="font-medium text-slate-800">{t("partsList.upload.label")}</label>
          <p id="parts-list-file-hint" className="text-sm text-slate-600">{t("partsList.upload.hint", { max: MAX_LIST_LINES })}</p>
          <input
            id="parts-list-file"
            type="file"
            name="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby="parts-list-file-hint"
            className="mt-2 block w-full text-sm"
          />
          <button type="submit" className={`${buttonClass({ variant: "outline" })} mt-2`} data-testid="parts-list-upload-submit">{t("partsList.upload.submit")}</button>
        </Form>
      </div>
    </section>
  );
}

function Confirmation({ reference, items }: { reference: string | null; items: QuoteItemRow[] | null }) {
  const { t, href } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6" data-testid="quote-confirmation">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("partsList.sent.title")}</h1>
      <div className="mt-6">
        <FormNotice tone="success" title={t("inquiry.successTitle")} text={t("inquiry.successText")} testId="contact-success" detail={reference ? t("quoteFlow.reference", { reference }) : undefined} />
      </div>
      {items?.length ? (
        <section aria-labelledby="sent-lines" className="mt-8">
          <h2 id="sent-lines" className="text-xl font-semibold text-brand-900">{t("partsList.sent.lines", { count: items.length })}</h2>
          <div className="mt-3 overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200 text-start text-sm" data-testid="sent-lines">
              <thead>
                <tr>
                  <th scope="col" className="px-3 py-2">{t("partsList.sent.part")}</th>
                  <th scope="col" className="px-3 py-2">{t("quote.quantity")}</th>
                  <th scope="col" className="px-3 py-2">{t("partsList.sent.reference")}</th>
                  <th scope="col" className="px-3 py-2">{t("partsList.sent.product")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((item, i) => (
                  <tr key={i} data-testid="sent-line">
                    <td className="px-3 py-2 font-mono">{item.requested ?? item.partNumber}</td>
                    <td className="px-3 py-2"><Ltr>{item.quantity}</Ltr></td>
                    <td className="px-3 py-2">{item.reference ?? ""}</td>
                    <td className="px-3 py-2">
                      {item.productId === null ? (
                        <span className="text-slate-600">{t("partsList.sent.toSource")}</span>
                      ) : (
                        <Link to={href(`/products/${item.productId}`)} className="font-mono text-brand-700 underline"><Ltr>{item.partNumber}</Ltr></Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <p className="mt-8 flex flex-wrap gap-4">
        <Link to={href("/products")} className={buttonClass()}>{t("favorites.browse")}</Link>
        <Link to={href("/quote")} className={buttonClass({ variant: "outline" })}>{t("partsList.sent.newList")}</Link>
      </p>
    </div>
  );
}
