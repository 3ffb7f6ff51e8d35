import { propertyValue } from "~/catalogue/specs/property-value";
import { recordNotFoundBoundary } from "~/components/not-found";
import { Form, Link, data, redirect, useLocation } from "react-router";
import { isEndOfLife } from "~/catalogue/products/lifecycle";
import { getProduct, listRelatedProducts } from "~/catalogue/products/products.server";
import { ContactForm } from "~/components/contact-form";
import { FavoriteButton } from "~/components/favorite-button";
import { LifecycleBadge } from "~/components/lifecycle-badge";
import { AvailabilityBlock } from "~/components/availability-badge";
import { RelatedProducts } from "~/components/related-products";
import { ProductImage } from "~/components/product-image";
import { CompareToggle } from "~/components/compare/compare-toggle";
import { PrintButton } from "~/components/product/print-button";
import { PrintLetterhead } from "~/components/product/print-letterhead";
import { ProductDocuments } from "~/components/product/product-documents";
import { AlternativesList, ReplacementBanner } from "~/components/product/replacement-banner";
import { ProductTabs } from "~/components/product/product-tabs";
import { fallbackLangAttributes, localeFromParam, localizePath, pickLocalized, pickLocalizedWithLang } from "~/i18n/locales";
import { lookUpPartNumber } from "~/catalogue/search/part-number-lookup.server";
import { useOrigin, useTranslation } from "~/i18n/use-translation";
import { inquiryFormAction } from "./inquiry.server";
import { JsonLd } from "~/seo/json-ld";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/product";
import { buttonClass } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";
import { BidiText, Ltr } from "~/components/ui/ltr";

// ?added=<id>: the confirmation that the part went into the quote list.
export const handle = cachedPage("added");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "public" }, async ({ db, request }) => {
    const { params } = args;
    if (!/^\d{1,10}$/.test(params.id)) {
      // A part number instead of the id: to the product's own URL, or to the search if it names several.
      const found = await lookUpPartNumber(db, params.id);
      const locale = localeFromParam(params.lang);
      if (found.kind === "product") throw redirect(localizePath(`/products/${found.id}`, locale), 301);
      if (found.kind === "ambiguous") throw redirect(localizePath(`/products?q=${encodeURIComponent(found.query)}`, locale));
      throw data(null, { status: 404 });
    }
    const product = await getProduct(db, Number(params.id));
    if (!product) throw data(null, { status: 404 });
    const added = new URL(request.url).searchParams.get("added") === String(product.id);
    return { product, related: await listRelatedProducts(db, product), added };
  });

/** The quote request form below posts here when JavaScript is off. */
export function action(args: Route.ActionArgs) {
  return inquiryFormAction(args, localeFromParam(args.params.lang));
}

export const meta: Route.MetaFunction = (args) => {
  const product = args.loaderData?.product;
  if (!product) return pageMeta(args, { title: "product.notFoundTitle", noindex: true });
  const locale = localeFromParam(args.params.lang);
  return pageMeta(args, {
    title: `${product.partNumber} · ${pickLocalized(product.name, locale)}`,
    description: pickLocalized(product.description, locale),
    raw: true,
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, added } = loaderData;
  const { t, href, locale, taxonomyName } = useTranslation();
  const root = useOrigin();
  const pickedName = pickLocalizedWithLang(product.name, locale);
  const name = pickedName.text;
  const description = pickLocalizedWithLang(product.description, locale);
  const pickedDetails = pickLocalizedWithLang(product.details, locale);
  const details = pickedDetails.text.trim();
  const category = taxonomyName("categories", product.categorySlug);
  const subcategory = product.subcategorySlug ? taxonomyName("subcategories", product.subcategorySlug) : null;
  const crumbs = [
    { name: t("nav.home"), path: "/" },
    { name: t("nav.products"), path: "/products" },
    { name: category, path: `/products?category=${product.categorySlug}` },
    ...(subcategory ? [{ name: subcategory, path: `/products?category=${product.categorySlug}&subcategory=${product.subcategorySlug}` }] : []),
  ];

  return (
    <div className="product-page mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PrintLetterhead />
      <nav aria-label={t("common.breadcrumb")} className="text-sm text-slate-500">
        <ol className="flex flex-wrap gap-1">
          {crumbs.map((crumb) => (
            <li key={crumb.path}>
              <Link to={href(crumb.path)} className="hover:underline">{crumb.name}</Link>
              <span aria-hidden="true"> / </span>
            </li>
          ))}
          <li aria-current="page" className="text-slate-700"><Ltr>{product.partNumber}</Ltr></li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <div>
          {product.images.length ? (
            <ul className="grid gap-3">
              {product.images.map((image, i) => (
                <li key={image.url}>
                  <ProductImage
                    source={image.source}
                    alt={pickLocalized(image.alt, locale) || name}
                    category={product.categorySlug}
                    sizes="(min-width: 768px) 50vw, 100vw"
                    eager={i === 0}
                    className="w-full border border-slate-200"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <ProductImage source={null} alt={name} category={product.categorySlug} className="aspect-[4/3] w-full" />
          )}
        </div>
        <div>
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="font-mono text-lg font-semibold text-brand-700" data-testid="product-part-number"><Ltr>{product.partNumber}</Ltr></p>
              <h1 className="mt-1 text-2xl font-bold leading-tight text-brand-900 sm:text-3xl" {...fallbackLangAttributes(pickedName, locale)}><BidiText text={pickedName} /></h1>
            </div>
            <FavoriteButton product={{ id: product.id, partNumber: product.partNumber, name: product.name, manufacturer: product.manufacturer, categorySlug: product.categorySlug, lifecycle: product.lifecycle, image: product.image }} />
          </div>
          <p className="mt-4 text-slate-700" {...fallbackLangAttributes(description, locale)}><BidiText text={description} /></p>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-slate-500">{t("product.manufacturer")}</dt>
            <dd className="font-medium">{product.manufacturer}</dd>
            <dt className="text-slate-500">{t("product.category")}</dt>
            <dd>{subcategory ? `${category} › ${subcategory}` : category}</dd>
            <dt className="text-slate-500">{t("product.lifecycle")}</dt>
            <dd><LifecycleBadge lifecycle={product.lifecycle} /></dd>
            {product.crossReferences.length ? (
              <>
                <dt className="text-slate-500">{t("crossRef.title")}</dt>
                <dd data-testid="cross-references">{product.crossReferences.map((x) => `${x.manufacturer} ${x.partNumber}`).join(", ")}</dd>
              </>
            ) : null}
            {product.applications.length ? (
              <>
                <dt className="text-slate-500">{t("product.applications")}</dt>
                <dd>{product.applications.map((a) => taxonomyName("applications", a.slug)).join(", ")}</dd>
              </>
            ) : null}
          </dl>
          {isEndOfLife(product.lifecycle) ? (
            <ReplacementBanner lifecycle={product.lifecycle} replacedBy={product.replacedBy} />
          ) : null}
          <AvailabilityBlock availability={product.availability} />
          <div className="mt-6 flex flex-wrap items-end gap-3 print:hidden">
            <a href="#quote" className={buttonClass({ variant: "accent", size: "lg" })}>
              {t("product.requestQuote")}
            </a>
            <AddToQuoteList productId={product.id} partNumber={product.partNumber} />
          </div>
          {added ? (
            <p role="status" className="mt-3 text-sm text-emerald-800" data-testid="quote-added">
              {t("quote.added", { partNumber: product.partNumber })}{" "}
              <Link to={href("/quote")} className="font-semibold underline">{t("quote.view")}</Link>
            </p>
          ) : null}
          <p className="mt-2 text-sm text-slate-600 print:hidden">{t("quoteFlow.productHint")}</p>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <CompareToggle product={product} />
            <PrintButton sheetUrl={href(`/products/${product.id}/sheet.pdf`)} />
          </div>
          <AlternativesList alternatives={product.alternatives} />
        </div>
      </div>

      <ProductTabs
        tabs={[
          {
            id: "details",
            label: t("product.details"),
            empty: !details,
            content: details ? (
              <p className="max-w-3xl whitespace-pre-line leading-relaxed text-slate-700" {...fallbackLangAttributes(pickedDetails, locale)}><BidiText text={{ text: details, lang: pickedDetails.lang }} /></p>
            ) : (
              <p className="text-slate-600" data-testid="no-details">{t("product.noDetails")}</p>
            ),
          },
          {
            id: "specifications",
            label: t("product.specifications"),
            empty: !product.specs.length,
            content: product.specs.length ? (
              <table className="w-full max-w-3xl text-sm" data-testid="specifications">
                <thead className="sr-only"><tr><th>{t("product.attribute")}</th><th>{t("product.value")}</th></tr></thead>
                <tbody className="divide-y divide-slate-200">
                  {product.specs.map((spec) => (
                    <tr key={spec.key}>
                      <th scope="row" className="w-1/2 py-2 pe-4 text-start font-normal text-slate-500">{pickLocalized(spec.name, locale)}</th>
                      <td className="py-2 font-medium text-slate-900"><Ltr>{pickLocalized(spec.value, locale)}</Ltr></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-slate-600">{t("product.noSpecifications")}</p>
            ),
          },
          { id: "documents", label: t("product.documents"), empty: !product.documents.length, content: <ProductDocuments documents={product.documents} /> },
        ]}
      />

      <section id="quote" className="mt-8 scroll-mt-8 print:hidden rounded-lg border border-slate-200 p-6" aria-labelledby="quote-title">
        <h2 id="quote-title" className="mb-4 text-xl font-semibold text-brand-900">{t("product.quoteFor", { partNumber: product.partNumber })}</h2>
        <ContactForm kind="quote" id="quote-form" partNumber={product.partNumber} productId={product.id} defaultValues={{ productInterest: interestOf(product.categorySlug) }} />
      </section>

      <RelatedProducts title={t("product.related")} products={related} />

      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Product",
          name,
          description: pickLocalized(product.description, locale),
          mpn: product.partNumber,
          sku: product.partNumber,
          brand: { "@type": "Brand", name: product.manufacturer },
          category,
          url: `${root}${href(`/products/${product.id}`)}`,
          ...(product.images[0] ? { image: `${root}${product.images[0].url}` } : {}),
          additionalProperty: product.specs.map((spec) => propertyValue(spec, locale)),
        }}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: [...crumbs, { name: product.partNumber, path: `/products/${product.id}` }].map((crumb, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: crumb.name,
            item: `${root}${href(crumb.path)}`,
          })),
        }}
      />
    </div>
  );
}

/** Adds the product to the quote list (a cookie) and comes back here, with or without JavaScript. */
function AddToQuoteList({ productId, partNumber }: { productId: number; partNumber: string }) {
  const { t, href } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action={href("/quote")} preventScrollReset className="flex items-end gap-2">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}?added=${productId}`} />
      <label className="text-sm">
        <span className="block text-slate-500">{t("quote.quantity")}</span>
        <Input inline type="number" name="quantity" min={1} max={1000000} defaultValue={1} aria-label={t("quote.quantityFor", { partNumber })} className="w-20" />
      </label>
      <button type="submit" className={buttonClass({ variant: "outline", size: "lg" })} data-testid="add-to-quote">
        {t("quote.add")}
      </button>
    </Form>
  );
}

// The contact form's "product interest" list (SPEC §3) by product family.
function interestOf(categorySlug: string): string {
  if (/sensor|switch/.test(categorySlug)) return "sensors";
  if (/timer|counter/.test(categorySlug)) return "timers";
  if (/motor|actuator|pneumatic/.test(categorySlug)) return "motors";
  if (/relay/.test(categorySlug)) return "relays";
  return "control";
}

export const ErrorBoundary = recordNotFoundBoundary({ testId: "product-not-found", title: "product.notFoundTitle", text: "product.notFoundText", back: { to: "/products", label: "product.backToProducts" } });
