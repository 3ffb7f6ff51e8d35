import { Form, Link, redirect, useFetcher } from "react-router";
import { listProductsByIds } from "~/catalogue/products/products.server";
import { ContactForm } from "~/components/contact-form";
import { FormNotice } from "~/components/form-notice";
import { LifecycleBadge } from "~/components/lifecycle-badge";
import { AvailabilityBadge, QuantityFlag } from "~/components/availability-badge";
import { type Locale, localeFromParam, localizePath, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { page, pageLoader } from "~/http/kit.server";
import { MAX_INQUIRY_BYTES } from "~/inquiries/submit-inquiry.server";
import { inquiryFormAnswer } from "./inquiry.server";
import { changeQuoteList } from "./quote.server";
import { quoteListCookie, readQuoteCookie } from "~/quotes/quote-cookie.server";
import { pageMeta } from "~/seo/meta";
import { quoteReferencePattern } from "~/inquiries/quote-status";
import type { Route } from "./+types/quote";
import { buttonClass } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, request }) => {
    const { lines, parts } = readQuoteCookie(request);
    const products = await listProductsByIds(db, lines.map((l) => l.productId));
    const quantity = new Map(lines.map((l) => [l.productId, l.quantity]));
    // ?sent=Q-2026-0042 after a request sent without JavaScript: the thank-you with its reference.
    const sentParam = new URL(request.url).searchParams.get("sent") ?? "";
    const sent = sentParam === "1" || quoteReferencePattern.test(sentParam);
    const reference = quoteReferencePattern.test(sentParam) ? sentParam : null;
    return { lines: products.map((product) => ({ product, quantity: quantity.get(product.id)! })), parts, sent, reference };
  });

export const action = (args: Route.ActionArgs) =>
  page(args, { access: "public" }, async (call) => {
    const locale: Locale = localeFromParam(args.params.lang);
    const form = await call.formData(MAX_INQUIRY_BYTES);
    const here = localizePath("/quote", locale);
    // No intent: the request itself, sent from the form below without JavaScript. Once it is
    // stored, the list is emptied and the page reloaded, so that it shows the empty list.
    if (!form.has("intent")) {
      const result = await inquiryFormAnswer(call, locale);
      if (result.data.status !== "sent") return result;
      const secure = new URL(args.request.url).protocol === "https:";
      throw redirect(`${here}?sent=${result.data.reference ?? "1"}`, { headers: { "Set-Cookie": quoteListCookie([], secure) } });
    }
    return changeQuoteList(args.request, form, here);
  });

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "quote.title", description: "quote.metaDescription", noindex: true });

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { lines, parts, sent, reference } = loaderData;
  const listed = lines.length + parts.length;
  const { t, href, locale } = useTranslation();
  const clear = useFetcher();
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
      {sent ? (
        <div className="mt-6">
          <FormNotice tone="success" title={t("inquiry.successTitle")} text={t("inquiry.successText")} testId="contact-success" detail={reference ? t("quoteFlow.reference", { reference }) : undefined} />
        </div>
      ) : null}

      {listed ? (
        <Form method="post" action={href("/quote")} className="mt-8" preventScrollReset>
          <input type="hidden" name="intent" value="update" />
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="quote-lines">
            {lines.map(({ product, quantity }) => (
              <li key={product.id} className="flex flex-wrap items-center gap-4 p-4" data-testid="quote-line">
                <div className="min-w-0 flex-1">
                  <Link to={href(`/products/${product.id}`)} className="font-mono font-semibold text-brand-700 hover:underline">{product.partNumber}</Link>
                  <p className="text-sm text-slate-700">{pickLocalized(product.name, locale)}</p>
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
        <ContactForm
          kind="quote"
          id="quote-form"
          items={[
            ...lines.map(({ product, quantity }) => ({ productId: product.id, partNumber: product.partNumber, quantity })),
            // A part to source has no product id: staff see it is not one of ours (issue 32).
            ...parts.map(({ part, quantity }) => ({ productId: null, partNumber: part, quantity })),
          ]}
          onSent={() => clear.submit({ intent: "clear", redirectTo: href("/quote") }, { method: "post", action: href("/quote") })}
        />
      </section>
    </div>
  );
}
