import { Link } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { ProductForm } from "~/admin/products/product-form";
import { ProductGaps } from "~/admin/products/completeness-panels";
import { productCompleteness } from "~/catalogue/products/completeness.server";
import { describeProductMedia, productFormOptions } from "~/catalogue/products/product-form.server";
import { PRODUCT_NOT_FOUND, productFormAction } from "./product-save.server";
import { emptyProductInput, type ProductInput } from "~/catalogue/products/product-schema";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import { refusedFormValues } from "~/availability/availability-form";
import { availabilityFormData } from "~/availability/product-availability.server";
import { notFound } from "~/http/errors";
import { pageLoader, routeId } from "~/http/kit.server";
import { locales, localizePath, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/product-edit";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.editProduct");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "editor" }, async ({ db, request, params }) => {
    const [product] = await readProductInputs(db, { ids: [routeId(params.id, notFound(PRODUCT_NOT_FOUND))] });
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const [options, media, completeness, availability] = await Promise.all([
      productFormOptions(db),
      describeProductMedia(db, product.input),
      productCompleteness(db, product.id),
      availabilityFormData(db, product.id),
    ]);
    const saved = new URL(request.url).searchParams.get("saved");
    return { id: product.id, input: product.input, options, media, availability, completeness: completeness!, saved: saved === "created" || saved === "updated" ? (saved as "created" | "updated") : null };
  });

export async function action({ request, context, params }: Route.ActionArgs) {
  return productFormAction({ request, context, params }, true);
}

export default function AdminEditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { id, input, options, media, availability, completeness, saved } = loaderData;
  // After a refusal the form comes back as posted (a field the post left out, empty).
  const values = actionData?.values ? { ...emptyProductInput(), ...(actionData.values as Partial<ProductInput>) } : input;
  const figures = { ...availability, values: refusedFormValues(availability.values, actionData?.availability) };
  return (
    <section aria-labelledby="edit-product-title">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="edit-product-title" className="text-2xl font-semibold text-brand-900">
          {t("admin.products.editTitle")} <span className="font-mono">{input.partNumber}</span>
        </h1>
        <div className="flex gap-3 text-sm">
          {input.status === "active" ? (
            <>
              {locales.map((locale) => (
                <a key={locale} href={localizePath(`/products/${id}`, locale)} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                  {t("admin.products.viewPublic", { language: t(`language.${locale}`) })}
                </a>
              ))}
            </>
          ) : (
            <span className="text-slate-500">{t("admin.products.inactiveHint")}</span>
          )}
          <Link to="/admin" className="text-brand-700 underline">{t("admin.products.backToList")}</Link>
        </div>
      </div>
      {saved && !actionData ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 px-4 py-2 text-sm text-green-900" data-testid="product-saved">{t(`admin.products.saved.${saved}`, { name: pickLocalized(input.name, locale), partNumber: input.partNumber })}</p>
      ) : null}
      <ProductGaps completeness={completeness} attributeNames={Object.fromEntries(options.attributes.map((a) => [a.key, a.name]))} />
      {/* A new key after each save: the row editors start again from what was stored. */}
      <ProductForm key={`${id}-${saved}-${input.partNumber}`} values={values} options={options} media={media} availability={figures} errors={actionData?.errors ?? {}} />
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
