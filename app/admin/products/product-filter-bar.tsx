import { Form } from "react-router";
import { ADMIN_SORTS, type AdminProductQuery } from "~/catalogue/products/product-admin-query";
import { LIFECYCLES, PRODUCT_STATUSES } from "~/catalogue/products/product-schema";
import { type Localized, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";

const field = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";

/** Search, filters and sort of the staff product list: a GET form, so the URL holds them all. */
export function ProductFilterBar({ query, categories }: { query: AdminProductQuery; categories: { slug: string; name: Localized }[] }) {
  const { t, locale } = useTranslation();
  return (
    <Form method="get" role="search" className="mt-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-7">
      <label className="text-sm font-medium text-slate-700 lg:col-span-2">
        {t("admin.products.search")}
        <input type="search" name="q" defaultValue={query.q} placeholder={t("admin.products.searchPlaceholder")} className={field} />
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t("admin.products.category")}
        <select name="category" defaultValue={query.category} className={field}>
          <option value="">{t("admin.products.all")}</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>{pickLocalized(c.name, locale)}</option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t("admin.products.status")}
        <select name="status" defaultValue={query.status} className={field}>
          <option value="">{t("admin.products.all")}</option>
          {PRODUCT_STATUSES.map((s) => <option key={s} value={s}>{t(`admin.products.statuses.${s}`)}</option>)}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t("admin.products.lifecycle")}
        <select name="lifecycle" defaultValue={query.lifecycle} className={field}>
          <option value="">{t("admin.products.all")}</option>
          {LIFECYCLES.map((l) => <option key={l} value={l}>{t(`lifecycle.${l}`)}</option>)}
        </select>
      </label>
      <div className="flex items-end gap-2 lg:col-span-2">
        <label className="flex-1 text-sm font-medium text-slate-700">
          {t("admin.products.sort")}
          <select name="sort" defaultValue={query.sort} className={field}>
            {ADMIN_SORTS.map((s) => <option key={s} value={s}>{t(`admin.products.sorts.${s}`)}</option>)}
          </select>
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800">
          {t("admin.products.apply")}
        </button>
      </div>
    </Form>
  );
}
