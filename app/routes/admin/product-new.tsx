import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { ProductForm } from "~/admin/products/product-form";
import { pageLoader } from "~/http/kit.server";
import { productFormOptions } from "~/catalogue/products/product-form.server";
import { refusedFormValues } from "~/availability/availability-form";
import { availabilityFormData } from "~/availability/product-availability.server";
import { productFormAction } from "./product-save.server";
import { emptyProductInput, type ProductInput } from "~/catalogue/products/product-schema";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/product-new";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.addProduct");

export const loader = (args: Route.LoaderArgs) => pageLoader(args, { access: "editor" }, async ({ db }) => {
  const [options, availability] = await Promise.all([productFormOptions(db), availabilityFormData(db)]);
  return { options, availability };
});

export const action = ({ request, context }: Route.ActionArgs) => productFormAction({ request, context }, false);

const empty = emptyProductInput();

export default function AdminNewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // After a refused save the form comes back with what was typed.
  const values = (actionData?.values as ProductInput | undefined) ?? empty;
  return (
    <section aria-labelledby="new-product-title">
      <h1 id="new-product-title" className="text-2xl font-semibold text-brand-900">{t("admin.products.newTitle")}</h1>
      <ProductForm values={{ ...empty, ...values }} options={loaderData.options} media={{}} availability={{ ...loaderData.availability, values: refusedFormValues(loaderData.availability.values, actionData?.availability) }} errors={actionData?.errors ?? {}} />
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
