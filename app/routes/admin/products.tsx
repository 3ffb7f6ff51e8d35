import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { CsrfField } from "~/admin/csrf-field";
import { ProductFilterBar } from "~/admin/products/product-filter-bar";
import { ProductTable } from "~/admin/products/product-table";
import { FamiliesPanel } from "~/admin/products/completeness-panels";
import { leastCompleteFamilies } from "~/catalogue/products/completeness.server";
import { page, pageLoader } from "~/http/kit.server";
import { OLD_ADMIN_SORTS, adminProductQuerySchema } from "~/catalogue/products/product-admin-query";
import { deleteProducts, listAdminProducts, setProductsStatus } from "~/catalogue/products/product-admin.server";
import { readProductInputs } from "~/catalogue/products/stored-products.server";
import { listCategories } from "~/catalogue/taxonomy/taxonomy.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/products";
import { buttonClass } from "~/components/ui/button";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.products");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "editor" }, async ({ db, request }) => {
    const url = new URL(request.url);
    // A bookmark from before the staff list shared the public sort words: the same list, new words.
    const sort = url.searchParams.get("sort");
    if (sort && Object.hasOwn(OLD_ADMIN_SORTS, sort)) {
      url.searchParams.set("sort", OLD_ADMIN_SORTS[sort]!);
      throw redirect(`${url.pathname}${url.search}`, 301);
    }
    const query = adminProductQuerySchema.parse(Object.fromEntries(url.searchParams));
    const [list, categories, families] = await Promise.all([listAdminProducts(db, query), listCategories(db), leastCompleteFamilies(db)]);
    return { ...list, query, categories: categories.map(({ slug, name }) => ({ slug, name })), families, search: url.search };
  });

const bulkSchema = z.object({
  intent: z.enum(["activate", "deactivate", "delete"]),
  ids: z.array(z.coerce.number().int().positive()).min(1).max(1000),
  confirmed: z.literal("yes").optional(),
});

/**
 * Bulk actions on the checked rows. Deleting asks first: the action answers with the products
 * it would delete, and only a second post with `confirmed=yes` deletes them (works without JS).
 */
export const action = (args: Route.ActionArgs) =>
  page(args, { access: "editor" }, async (call) => {
    const { db } = call;
    const form = await call.formData();
    const parsed = bulkSchema.safeParse({ intent: form.get("intent"), ids: form.getAll("ids"), confirmed: form.get("confirmed") ?? undefined });
    if (!parsed.success) return data({ outcome: "noneSelected" as const }, { status: 400 });
    const { intent, ids, confirmed } = parsed.data;
    if (intent === "delete" && !confirmed) {
      const products = await readProductInputs(db, { ids });
      return { outcome: "confirmDelete" as const, products: products.map((p) => ({ id: p.id, partNumber: p.input.partNumber })) };
    }
    const count =
      intent === "delete"
        ? await deleteProducts(db, ids, call.actor)
        : await setProductsStatus(db, ids, intent === "activate" ? "active" : "inactive", call.actor);
    return { outcome: intent, count };
  });

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { items, total, page, pages, query, categories, families, search } = loaderData;
  const pageLink = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(n));
    return `?${params}`;
  };
  return (
    <section aria-labelledby="products-title">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="products-title" className="text-2xl font-semibold text-brand-900">
          {t("admin.products.title")} <span className="text-base font-normal text-slate-500">({t("admin.products.count", { count: total })})</span>
        </h1>
        <div className="flex gap-2">
          <Link to={`/admin/products/csv${search}`} className={buttonClass({ variant: "outline" })}>
            {t("admin.products.csv")}
          </Link>
          <Link to="/admin/products/new" className={buttonClass()}>
            {t("admin.products.add")}
          </Link>
        </div>
      </div>
      <ProductFilterBar query={query} categories={categories} />
      <FamiliesPanel families={families} />
      <div aria-live="polite" className="mt-4">
        {actionData && "count" in actionData ? (
          <p role="status" className="rounded-md bg-green-50 px-4 py-2 text-sm text-green-900" data-testid="bulk-result">
            {t(`admin.products.bulk.done.${actionData.outcome}`, { count: actionData.count ?? 0 })}
          </p>
        ) : null}
        {actionData?.outcome === "noneSelected" ? (
          <p role="alert" className="rounded-md bg-amber-50 px-4 py-2 text-sm text-amber-900">{t("admin.products.bulk.noneSelected")}</p>
        ) : null}
        {actionData?.outcome === "confirmDelete" ? (
          <Form method="post" className="rounded-md border border-red-300 bg-red-50 p-4" data-testid="confirm-delete">
            <p role="alert" className="font-medium text-red-900">
              {t("admin.products.bulk.confirmDelete", { count: actionData.products.length })}
            </p>
            <p className="mt-1 font-mono text-sm text-red-900">{actionData.products.map((p) => p.partNumber).join(", ")}</p>
            {actionData.products.map((p) => <input key={p.id} type="hidden" name="ids" value={p.id} />)}
            <input type="hidden" name="confirmed" value="yes" />
            <CsrfField />
            <div className="mt-3 flex gap-2">
              <button name="intent" value="delete" className={buttonClass({ variant: "danger", size: "sm" })}>
                {t("admin.products.bulk.deleteConfirmed", { count: actionData.products.length })}
              </button>
              <Link to={search || "."} className={buttonClass({ variant: "secondary", size: "sm" })}>{t("admin.common.cancel")}</Link>
            </div>
          </Form>
        ) : null}
      </div>
      {items.length ? (
        <ProductTable items={items} busy={navigation.state === "submitting"} />
      ) : (
        <p className="mt-8 text-slate-600" data-testid="admin-products-empty">{t("admin.products.empty")}</p>
      )}
      <nav className="mt-6 flex items-center gap-4 text-sm" aria-label={t("admin.common.pagination")}>
        {page > 1 ? <Link to={pageLink(page - 1)} className="text-brand-700 underline">{t("admin.common.previous")}</Link> : null}
        <span>{t("admin.common.page", { page, pages })}</span>
        {page < pages ? <Link to={pageLink(page + 1)} className="text-brand-700 underline">{t("admin.common.next")}</Link> : null}
      </nav>
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
