import { Link } from "react-router";
import { TaxonomyNotice } from "~/admin/taxonomy/taxonomy-list";
import type { AdminAttribute } from "~/catalogue/specs/attribute-record";
import { buttonClass } from "~/components/ui/button";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";

const cell = "px-3 py-2 align-top";

/** What an attribute's values are made of: the unit of a quantity, the options of a choice. */
function ValuesCell({ attribute }: { attribute: AdminAttribute }) {
  const { t } = useTranslation();
  if (attribute.type === "quantity") {
    const dimension = attribute.dimension ? t(`admin.attributes.dimensions.${attribute.dimension}`) : "";
    return (
      <>
        {attribute.unit ? <span className="font-mono">{attribute.unit}</span> : t("admin.attributes.noUnit")}
        {dimension ? <span className="block text-xs text-slate-500">{dimension}</span> : null}
      </>
    );
  }
  if (attribute.type === "choice") {
    return (
      <>
        {t("admin.attributes.optionCount", { count: attribute.options.length })}
        {attribute.multiple ? <span className="block text-xs text-slate-500">{t("admin.attributes.severalAllowed")}</span> : null}
      </>
    );
  }
  return <span className="text-slate-500">—</span>;
}

/** /admin/attributes: every specification attribute, with what it is and how many products use it. */
export function AttributeListPage({ attributes, notice }: { attributes: AdminAttribute[]; notice: { saved: string | null; deleted: string | null } }) {
  const { t, locale } = useTranslation();
  return (
    <section aria-labelledby="attributes-title" data-testid="admin-tab-attributes">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="attributes-title" className="text-2xl font-semibold text-brand-900">{t("admin.attributes.title")}</h1>
        <Link to="/admin/attributes/new" className={buttonClass()}>
          {t("admin.attributes.new")}
        </Link>
      </div>
      <p className="mt-2 text-slate-600">{t("admin.attributes.intro")}</p>
      <TaxonomyNotice notice={notice} />
      {attributes.length ? (
        // Cards on a phone (app.css, `admin-cards`), each line under its column's name.
        <div className="admin-cards-frame relative mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="admin-cards min-w-full text-sm" data-testid="attributes-table">
            <thead className="bg-slate-50 text-start text-slate-700">
              <tr>
                <th scope="col" className={cell}>{t("admin.attributes.fields.name")}</th>
                <th scope="col" className={cell}>{t("admin.attributes.fields.key")}</th>
                <th scope="col" className={cell}>{t("admin.attributes.fields.type")}</th>
                <th scope="col" className={cell}>{t("admin.attributes.values")}</th>
                <th scope="col" className={cell}>{t("admin.attributes.products")}</th>
                <th scope="col" className={cell}><span className="sr-only">{t("admin.attributes.actions")}</span></th>
              </tr>
            </thead>
            <tbody>
              {attributes.map((attribute) => {
                const name = pickLocalized(attribute.name, locale) || attribute.key;
                return (
                  <tr key={attribute.id} className="border-t border-slate-200" data-testid={`attribute-row-${attribute.key}`}>
                    <td className={`${cell} font-medium`} data-label={t("admin.attributes.fields.name")}>{name}</td>
                    <td className={`${cell} font-mono text-xs`} data-label={t("admin.attributes.fields.key")}>{attribute.key}</td>
                    <td className={cell} data-label={t("admin.attributes.fields.type")}>{t(`admin.attributes.types.${attribute.type}`)}</td>
                    <td className={cell} data-label={t("admin.attributes.values")}><ValuesCell attribute={attribute} /></td>
                    <td className={cell} data-label={t("admin.attributes.products")}>{attribute.productCount}</td>
                    <td className={`${cell} whitespace-nowrap text-end`}>
                      <Link to={`/admin/attributes/${attribute.id}`} className="text-brand-700 underline">
                        {t("admin.attributes.edit")}
                        <span className="sr-only"> {name}</span>
                      </Link>
                      <Link to={`/admin/attributes/${attribute.id}/delete`} className="ms-3 text-red-700 underline">
                        {t("admin.attributes.delete")}
                        <span className="sr-only"> {name}</span>
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4 text-slate-600">{t("admin.attributes.empty")}</p>
      )}
    </section>
  );
}
