import { Link } from "react-router";
import type { TaxonomyAdminKind } from "~/catalogue/taxonomy/taxonomy-input";
import type { AdminTaxonomyRecord } from "~/catalogue/taxonomy/taxonomy-record";
import { useTranslation } from "~/i18n/use-translation";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";

const cell = "px-3 py-2 align-top";

/** Saved or deleted notice after a redirect (?saved=name, ?deleted=name), read by screen readers. */
export function TaxonomyNotice({ notice }: { notice: { saved: string | null; deleted: string | null } }) {
  const { t } = useTranslation();
  const text = notice.saved ? t("admin.taxonomy.saved", { name: notice.saved }) : notice.deleted ? t("admin.taxonomy.deleted", { name: notice.deleted }) : "";
  return (
    <p role="status" aria-live="polite" data-testid="taxonomy-notice" className={text ? "mt-4 rounded-md bg-green-50 px-4 py-2 text-sm text-green-900" : "sr-only"}>
      {text}
    </p>
  );
}

function Thumbnail({ record }: { record: AdminTaxonomyRecord }) {
  if (!record.image) return <span className="inline-block h-10 w-14 rounded bg-slate-100" aria-hidden="true" />;
  return <img src={record.image.src} srcSet={record.image.srcSet} sizes="56px" alt="" width={56} height={40} className="h-10 w-14 rounded object-cover" />;
}

/** One table of categories (with their subcategories beneath each) or of applications. */
export function TaxonomyTable({ kind, records, subcategories }: { kind: TaxonomyAdminKind; records: AdminTaxonomyRecord[]; subcategories?: AdminTaxonomyRecord[] }) {
  const { t } = useTranslation();
  const withImage = kind !== "subcategories";
  return (
    // Cards on a phone (app.css, `admin-cards`), each line under its column's name.
    <div className="admin-cards-frame relative mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="admin-cards min-w-full text-sm" data-testid={`${kind}-table`}>
        <thead className="bg-slate-50 text-start text-slate-700">
          <tr>
            {withImage ? <th scope="col" className={cell}><span className="sr-only">{t("admin.taxonomy.fields.image")}</span></th> : null}
            <th scope="col" className={cell}>{t("admin.taxonomy.fields.name")} ({t("language.en")} / {t("language.fr")})</th>
            <th scope="col" className={cell}>{t("admin.taxonomy.fields.slug")}</th>
            <th scope="col" className={cell}>{t("admin.taxonomy.fields.position")}</th>
            <th scope="col" className={cell}>{t("admin.taxonomy.products")}</th>
            <th scope="col" className={cell}><span className="sr-only">{t("admin.taxonomy.actions")}</span></th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <Rows key={record.id} record={record} withImage={withImage} subcategories={subcategories?.filter((c) => c.categoryId === record.id)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Rows({ record, withImage, subcategories }: { record: AdminTaxonomyRecord; withImage: boolean; subcategories?: AdminTaxonomyRecord[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Row record={record} withImage={withImage} />
      {subcategories?.map((sub) => <Row key={`s${sub.id}`} record={sub} withImage={withImage} nested />)}
      {subcategories ? (
        <tr className="border-t border-slate-100">
          <td className={cell} colSpan={withImage ? 6 : 5}>
            <Link to={`/admin/subcategories/new?categoryId=${record.id}`} className="ps-8 text-xs text-brand-700 underline">
              {t("admin.taxonomy.subcategories.addTo", { name: record.name.en ?? record.slug })}
            </Link>
          </td>
        </tr>
      ) : null}
    </>
  );
}

function Row({ record, withImage, nested = false }: { record: AdminTaxonomyRecord; withImage: boolean; nested?: boolean }) {
  const { t } = useTranslation();
  const kind = record.kind;
  return (
    <tr className={`border-t border-slate-200 ${nested ? "bg-slate-50/60" : ""}`} data-testid={`${kind}-row-${record.slug}`}>
      {withImage ? <td className={cell}>{nested ? null : <Thumbnail record={record} />}</td> : null}
      <td className={`${cell} ${nested ? "ps-10" : "font-medium"}`} data-label={t("admin.taxonomy.fields.name")}>
        <span lang="en">{record.name.en}</span>
        {" / "}
        <span lang="fr">{record.name.fr || "—"}</span>
        {record.featured ? <Badge tone="warning" className="ms-2">{t("admin.taxonomy.fields.featured")}</Badge> : null}
      </td>
      <td className={`${cell} font-mono text-xs`} data-label={t("admin.taxonomy.fields.slug")}>
        {record.slug}
        {record.aliases.length ? <span className="block text-slate-500">{t("admin.taxonomy.aliasesList", { aliases: record.aliases.join(", ") })}</span> : null}
      </td>
      <td className={cell} data-label={t("admin.taxonomy.fields.position")}>{record.position}</td>
      <td className={cell} data-label={t("admin.taxonomy.products")}>
        {record.productCount}
        {record.subcategoryCount !== undefined ? <span className="block text-xs text-slate-500">{t("admin.taxonomy.subcategoryCount", { count: record.subcategoryCount })}</span> : null}
      </td>
      <td className={`${cell} whitespace-nowrap text-end`}>
        <Link to={`/admin/${kind}/${record.id}`} className="text-brand-700 underline">
          {t("admin.taxonomy.edit")}
          <span className="sr-only"> {record.name.en}</span>
        </Link>
        <Link to={`/admin/${kind}/${record.id}/delete`} className="ms-3 text-red-700 underline">
          {t("admin.taxonomy.delete")}
          <span className="sr-only"> {record.name.en}</span>
        </Link>
      </td>
    </tr>
  );
}

/** A list screen: title, "new" links (categories also offer a new subcategory), notice and table. */
export function TaxonomyListPage({ kind, records, subcategories, notice }: { kind: "categories" | "applications"; records: AdminTaxonomyRecord[]; subcategories?: AdminTaxonomyRecord[]; notice: { saved: string | null; deleted: string | null } }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${kind}-title`} data-testid={`admin-tab-${kind}`}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id={`${kind}-title`} className="text-2xl font-semibold text-brand-900">{t(`admin.taxonomy.${kind}.title`)}</h1>
        <div className="flex gap-3">
          <Link to={`/admin/${kind}/new`} className={buttonClass()}>
            {t(`admin.taxonomy.${kind}.new`)}
          </Link>
          {kind === "categories" ? (
            <Link to="/admin/subcategories/new" className={buttonClass({ variant: "outline" })}>
              {t("admin.taxonomy.subcategories.new")}
            </Link>
          ) : null}
        </div>
      </div>
      <p className="mt-2 text-slate-600">{t(`admin.taxonomy.${kind}.intro`)}</p>
      <TaxonomyNotice notice={notice} />
      <TaxonomyTable kind={kind} records={records} subcategories={subcategories} />
    </section>
  );
}
