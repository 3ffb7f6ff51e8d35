import { Form } from "react-router";
import { ADMIN_SORTS, type AdminProductQuery } from "~/catalogue/products/product-admin-query";
import { LIFECYCLES, PRODUCT_STATUSES } from "~/catalogue/products/product-schema";
import { type Localized, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { buttonClass } from "~/components/ui/button";


/** Search, filters and sort of the staff product list: a GET form, so the URL holds them all. */
export function ProductFilterBar({ query, categories }: { query: AdminProductQuery; categories: { slug: string; name: Localized }[] }) {
  const { t, locale } = useTranslation();
  return (
    <Form method="get" role="search" className="mt-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-7">
      <label className="text-sm font-medium text-slate-700 lg:col-span-2">
        {t("admin.products.search")}
        <Input type="search" name="q" defaultValue={query.q} placeholder={t("admin.products.searchPlaceholder")} />
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t("admin.products.category")}
        <Select name="category" defaultValue={query.category}>
          <option value="">{t("admin.products.all")}</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>{pickLocalized(c.name, locale)}</option>
          ))}
        </Select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t("admin.products.status")}
        <Select name="status" defaultValue={query.status}>
          <option value="">{t("admin.products.all")}</option>
          {PRODUCT_STATUSES.map((s) => <option key={s} value={s}>{t(`admin.products.statuses.${s}`)}</option>)}
        </Select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t("admin.products.lifecycle")}
        <Select name="lifecycle" defaultValue={query.lifecycle}>
          <option value="">{t("admin.products.all")}</option>
          {LIFECYCLES.map((l) => <option key={l} value={l}>{t(`lifecycle.${l}`)}</option>)}
        </Select>
      </label>
      <div className="flex items-end gap-2 lg:col-span-2">
        <label className="flex-1 text-sm font-medium text-slate-700">
          {t("admin.products.sort")}
          <Select name="sort" defaultValue={query.sort}>
            {ADMIN_SORTS.map((s) => <option key={s} value={s}>{t(`admin.products.sorts.${s}`)}</option>)}
          </Select>
        </label>
        <button type="submit" className={buttonClass({ size: "sm" })}>
          {t("admin.products.apply")}
        </button>
      </div>
    </Form>
  );
}
