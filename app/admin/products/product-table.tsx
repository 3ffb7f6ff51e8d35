import { useState } from "react";
import { Form, Link } from "react-router";
import { CsrfField } from "~/admin/csrf-field";
import { LifecycleBadge } from "~/components/lifecycle-badge";
import { type Localized, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";

export interface ProductRow {
  id: number;
  partNumber: string;
  name: Localized;
  categoryName: Localized;
  manufacturer: string;
  status: "active" | "inactive";
  lifecycle: "active" | "new" | "nrnd" | "obsolete";
  featured: boolean;
  updatedAt: string | Date;
}

const button = "rounded-md border px-3 py-1.5 text-sm font-medium disabled:opacity-50";

/** The staff product list: rows to check, and the bulk actions on the checked ones. */
export function ProductTable({ items, busy }: { items: ProductRow[]; busy: boolean }) {
  const { t, locale } = useTranslation();
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const toggle = (id: number, on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allChecked = checked.size === items.length && items.length > 0;
  const dateFormat = new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", { dateStyle: "medium", timeStyle: "short" });

  return (
    <Form method="post" className="mt-4" id="bulk-form">
      <CsrfField />
      <fieldset className="flex flex-wrap items-center gap-2" disabled={busy}>
        <legend className="sr-only">{t("admin.products.bulk.legend")}</legend>
        <span className="text-sm text-slate-600" aria-live="polite">{t("admin.products.bulk.selected", { count: checked.size })}</span>
        <button name="intent" value="activate" className={`${button} border-green-700 text-green-800 hover:bg-green-50`}>{t("admin.products.bulk.activate")}</button>
        <button name="intent" value="deactivate" className={`${button} border-slate-500 text-slate-700 hover:bg-slate-100`}>{t("admin.products.bulk.deactivate")}</button>
        <button name="intent" value="delete" className={`${button} border-red-700 text-red-800 hover:bg-red-50`}>{t("admin.products.bulk.delete")}</button>
      </fieldset>
      <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-left text-sm">
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={t("admin.products.bulk.selectAll")}
                  checked={allChecked}
                  onChange={(e) => setChecked(e.target.checked ? new Set(items.map((i) => i.id)) : new Set())}
                />
              </th>
              <th scope="col" className="px-3 py-2">{t("admin.products.partNumber")}</th>
              <th scope="col" className="px-3 py-2">{t("admin.products.name")}</th>
              <th scope="col" className="px-3 py-2">{t("admin.products.category")}</th>
              <th scope="col" className="px-3 py-2">{t("admin.products.status")}</th>
              <th scope="col" className="px-3 py-2">{t("admin.products.lifecycle")}</th>
              <th scope="col" className="px-3 py-2">{t("admin.products.updated")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((p) => (
              <tr key={p.id} className="border-t border-slate-100" data-testid="admin-product-row">
                <td className="px-3 py-2">
                  <input type="checkbox" name="ids" value={p.id} aria-label={t("admin.products.bulk.select", { partNumber: p.partNumber })} checked={checked.has(p.id)} onChange={(e) => toggle(p.id, e.target.checked)} />
                </td>
                <td className="px-3 py-2 font-mono font-semibold">
                  <Link to={`/admin/products/${p.id}/edit`} className="text-brand-700 underline">{p.partNumber}</Link>
                  {p.featured ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 font-sans text-xs text-amber-900">{t("admin.products.featured")}</span> : null}
                </td>
                <td className="px-3 py-2">
                  <span lang="en">{p.name.en}</span>
                  {p.name.fr ? <span lang="fr" className="block text-slate-500">{p.name.fr}</span> : <span className="block text-amber-800">{t("admin.products.missingFrench")}</span>}
                </td>
                <td className="px-3 py-2">{pickLocalized(p.categoryName, locale)}</td>
                <td className="px-3 py-2">
                  <span className={`rounded px-2 py-0.5 text-xs font-medium ${p.status === "active" ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-700"}`}>
                    {t(`admin.products.statuses.${p.status}`)}
                  </span>
                </td>
                <td className="px-3 py-2"><LifecycleBadge lifecycle={p.lifecycle} /></td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-600">{dateFormat.format(new Date(p.updatedAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Form>
  );
}
