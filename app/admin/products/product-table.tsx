import { useState } from "react";
import { Form, Link } from "react-router";
import { CsrfField } from "~/admin/csrf-field";
import type { Lifecycle } from "~/catalogue/products/lifecycle";
import { LifecycleBadge } from "~/components/lifecycle-badge";
import { StatusBadge } from "~/components/status-badge";
import { type Locale, type Localized, intlTag, locales, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { buttonClass } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { ColumnHeadings } from "~/components/ui/table";
import { StaffDate } from "~/admin/staff-date";

export interface ProductRow {
  id: number;
  partNumber: string;
  name: Localized;
  categoryName: Localized;
  manufacturer: string;
  status: "active" | "inactive";
  lifecycle: Lifecycle;
  featured: boolean;
  updatedAt: string | Date;
  completeness: Record<Locale, number>;
}

/** "EN 100 % · FR 75 %": each language's share, the incomplete ones marked. */
export function CompletenessFigures({ completeness }: { completeness: Record<Locale, number> }) {
  const { t, locale } = useTranslation();
  const percent = new Intl.NumberFormat(intlTag(locale), { style: "percent", maximumFractionDigits: 0 });
  return (
    <span className="flex flex-wrap gap-x-2" data-testid="completeness">
      {locales.map((l) => (
        <span key={l} className={completeness[l] < 1 ? "font-medium text-amber-800" : "text-slate-600"}>
          <abbr title={t(`admin.textedit.languageNames.${l}`)} className="no-underline">{l.toUpperCase()}</abbr>{"\u00a0"}{percent.format(Math.floor(completeness[l] * 100) / 100)}
        </span>
      ))}
    </span>
  );
}


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

  return (
    <Form method="post" className="mt-4" id="bulk-form">
      <CsrfField />
      <fieldset className="flex flex-wrap items-center gap-2" disabled={busy}>
        <legend className="sr-only">{t("admin.products.bulk.legend")}</legend>
        <span className="text-sm text-slate-600" aria-live="polite">{t("admin.products.bulk.selected", { count: checked.size })}</span>
        <button name="intent" value="activate" className={buttonClass({ variant: "outline", size: "sm" })}>{t("admin.products.bulk.activate")}</button>
        <button name="intent" value="deactivate" className={buttonClass({ variant: "secondary", size: "sm" })}>{t("admin.products.bulk.deactivate")}</button>
        <button name="intent" value="delete" className={buttonClass({ variant: "danger", size: "sm" })}>{t("admin.products.bulk.delete")}</button>
      </fieldset>
      <div className="admin-cards-frame relative mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="admin-cards min-w-full text-start text-sm" data-testid="admin-products-table">
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
              <ColumnHeadings labels={["partNumber", "name", "category", "status", "lifecycle", "completeness", "updated"].map((column) => t(`admin.products.${column}`))} />
            </tr>
          </thead>
          <tbody>
            {items.map((p) => (
              <tr key={p.id} className="border-t border-slate-100" data-testid="admin-product-row">
                <td className="px-3 py-2">
                  <input type="checkbox" name="ids" value={p.id} aria-label={t("admin.products.bulk.select", { partNumber: p.partNumber })} checked={checked.has(p.id)} onChange={(e) => toggle(p.id, e.target.checked)} />
                </td>
                <td className="px-3 py-2 font-mono font-semibold" data-label={t("admin.products.partNumber")}>
                  <Link to={`/admin/products/${p.id}/edit`} className="text-brand-700 underline">{p.partNumber}</Link>
                  {p.featured ? <Badge tone="warning" className="ms-2 font-sans">{t("admin.products.featured")}</Badge> : null}
                </td>
                <td className="px-3 py-2" data-label={t("admin.products.name")}>
                  <span lang="en">{p.name.en}</span>
                  {p.name.fr ? <span lang="fr" className="block text-slate-500">{p.name.fr}</span> : <span className="block text-amber-800">{t("admin.products.missingFrench")}</span>}
                  {p.name.ar ? <span lang="ar" dir="rtl" className="block text-slate-500">{p.name.ar}</span> : <span className="block text-amber-800">{t("admin.products.missingArabic")}</span>}
                </td>
                <td className="px-3 py-2" data-label={t("admin.products.category")}>{pickLocalized(p.categoryName, locale)}</td>
                <td className="px-3 py-2" data-label={t("admin.products.status")}>
                  <StatusBadge state={p.status === "active" ? "shown" : "hidden"}>{t(`admin.products.statuses.${p.status}`)}</StatusBadge>
                </td>
                <td className="px-3 py-2" data-label={t("admin.products.lifecycle")}><LifecycleBadge lifecycle={p.lifecycle} /></td>
                <td className="px-3 py-2 whitespace-nowrap" data-label={t("admin.products.completeness")}><CompletenessFigures completeness={p.completeness} /></td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-600" data-label={t("admin.products.updated")}><StaffDate value={p.updatedAt} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Form>
  );
}
