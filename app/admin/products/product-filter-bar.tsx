import { Form } from "react-router";
import { ADMIN_SORTS, type AdminProductQuery } from "~/catalogue/products/product-admin-query";
import { LIFECYCLES } from "~/catalogue/products/lifecycle";
import { PRODUCT_STATUSES } from "~/catalogue/products/product-schema";
import { type Localized, locales, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { Input } from "~/components/ui/input";
import { FilterSelect } from "~/admin/filter-select";
import { buttonClass } from "~/components/ui/button";
import { FilterDisclosure } from "~/admin/filter-disclosure";


/** Search, filters and sort of the staff product list: a GET form, so the URL holds them all. */
export function ProductFilterBar({ query, categories }: { query: AdminProductQuery; categories: { slug: string; name: Localized }[] }) {
  const { t, locale } = useTranslation();
  const inUse = [query.q, query.category, query.status, query.lifecycle, query.incomplete].filter(Boolean).length;
  return (
    <FilterDisclosure inUse={inUse}>
    <Form method="get" role="search" className="mt-3 sm:mt-0 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-8">
      <label className="text-sm font-medium text-slate-700 lg:col-span-2">
        {t("admin.products.search")}
        <Input type="search" name="q" defaultValue={query.q} placeholder={t("admin.products.searchPlaceholder")} />
      </label>
      <FilterSelect label={t("admin.products.category")} name="category" value={query.category} all={t("admin.products.all")} options={categories.map((c) => [c.slug, pickLocalized(c.name, locale)] as const)} />
      <FilterSelect label={t("admin.products.status")} name="status" value={query.status} all={t("admin.products.all")} options={PRODUCT_STATUSES.map((s) => [s, t(`admin.products.statuses.${s}`)] as const)} />
      <FilterSelect label={t("admin.products.lifecycle")} name="lifecycle" value={query.lifecycle} all={t("admin.products.all")} options={LIFECYCLES.map((l) => [l, t(`lifecycle.${l}`)] as const)} />
      <FilterSelect
        label={t("admin.products.completeness")}
        name="incomplete"
        value={query.incomplete}
        all={t("admin.products.all")}
        options={(["any", ...locales] as const).map((l) => [l, t(`admin.products.incomplete.${l}`)] as const)}
      />
      <div className="flex items-end gap-2 lg:col-span-2">
        <FilterSelect label={t("admin.products.sort")} name="sort" value={query.sort} options={ADMIN_SORTS.map((s) => [s, t(`admin.products.sorts.${s}`)] as const)} className="flex-1" />
        <button type="submit" className={buttonClass({ size: "sm" })}>
          {t("admin.products.apply")}
        </button>
      </div>
    </Form>
    </FilterDisclosure>
  );
}
