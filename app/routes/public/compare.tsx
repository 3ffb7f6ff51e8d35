import type { CSSProperties } from "react";
import { Form, Link } from "react-router";
import { useCompare } from "~/compare/use-compare";
import { compareProducts } from "~/catalogue/products/compare.server";
import { parseCompareIds } from "~/compare/compare-store";
import { CloseIcon } from "~/components/icons";
import { LifecycleBadge } from "~/components/lifecycle-badge";
import { AvailabilityBadge } from "~/components/availability-badge";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/compare";
import { Button, buttonClass } from "~/components/ui/button";
import { type RequestArgs, pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";
import { BidiText, Ltr } from "~/components/ui/ltr";

export const handle = cachedPage("ids", "diff");

// Everything comes from the URL (?ids=1,2,3&diff=1): shareable, printable, no JavaScript needed.
export const loader = (args: RequestArgs) =>
  pageLoader(args, { access: "public" }, async (call) => {
    const params = new URL(call.request.url).searchParams;
    const comparison = await compareProducts(call.db, parseCompareIds(params.get("ids")));
    return { ...comparison, onlyDifferences: params.get("diff") === "1" };
  });

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "compare.title", description: "compare.metaDescription", noindex: true });

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { products, rows, onlyDifferences } = loaderData;
  const { t, href, locale } = useTranslation();
  const ids = products.map((p) => p.id).join(",");
  const differing = rows.filter((row) => row.differs).length;
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const here = href(`/compare?ids=${ids}`);
  // A product's column without it: the same view with the other ids.
  const without = (id: number) => {
    const rest = products.filter((p) => p.id !== id).map((p) => p.id).join(",");
    return href(`/compare?ids=${rest}${onlyDifferences ? "&diff=1" : ""}`);
  };
  // Separate borders: collapsed ones do not stay with a sticky cell.
  const base = "border-b border-e border-slate-200 py-2 align-top";
  const cell = `${base} px-3 break-words`;
  const labelCell = "sticky start-0 z-10 w-34 border-s bg-inherit px-2 hyphens-auto sm:w-48 sm:px-3";
  return (
    <div className="compare-page mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("compare.title")}</h1>
      {products.length ? (
        <>
          <p className="mt-2 text-slate-600">
            {t("compare.summary", { count: products.length })}{" "}
            {t("compare.differences", { count: differing })}
          </p>
          <div className="mt-4 flex flex-wrap gap-3 print:hidden">
            {onlyDifferences ? (
              <Link to={here} className={buttonClass({ variant: "outline" })} data-testid="compare-show-all">
                {t("compare.showAll")}
              </Link>
            ) : (
              <Link to={`${here}&diff=1`} className={buttonClass({ variant: "outline" })} data-testid="compare-only-differences">
                {t("compare.onlyDifferences")}
              </Link>
            )}
          </div>
          {/* The table scrolls in its own frame with the labels kept in view; the frame is positioned
              so that the screen-reader-only text in its cells scrolls (and is clipped) with it; focusable, so
              the keyboard can scroll it too (WCAG 2.1.1). */}
          <div className="relative mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label={t("compare.caption")} data-testid="compare-frame">
            <table
              // Fixed columns: 8.5rem of labels and 10rem a product on a phone (about one and a half
              // products in view beside the labels), wider from the sm breakpoint, the page's width at least.
              className="w-[calc(8.5rem+var(--products)*10rem)] min-w-full table-fixed border-separate border-spacing-0 text-sm sm:w-[calc(12rem+var(--products)*14rem)]"
              style={{ "--products": products.length } as CSSProperties}
              data-testid="compare-table"
            >
              <caption className="sr-only">{t("compare.caption")}</caption>
              <thead>
                <tr className="bg-white">
                  <td className={`${base} ${labelCell} border-t`} />
                  {products.map((product) => (
                    <th key={product.id} scope="col" className={`${cell} border-t text-start`} data-testid="compare-column">
                      <div className="flex items-start justify-between gap-2">
                        <Link to={href(`/products/${product.id}`)} className="font-mono font-semibold text-brand-700 underline"><Ltr>{product.partNumber}</Ltr></Link>
                        <RemoveLink id={product.id} partNumber={product.partNumber} to={without(product.id)} />
                      </div>
                      <p className="mt-1 font-normal text-slate-800"><BidiText text={pickLocalized(product.name, locale)} /></p>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr className="bg-white">
                  <th scope="row" className={`${base} ${labelCell} text-start font-medium text-slate-600`}>{t("product.manufacturer")}</th>
                  {products.map((p) => <td key={p.id} className={cell}>{p.manufacturer}</td>)}
                </tr>
                <tr className="bg-white">
                  <th scope="row" className={`${base} ${labelCell} text-start font-medium text-slate-600`}>{t("product.lifecycle")}</th>
                  {products.map((p) => <td key={p.id} className={cell}><LifecycleBadge lifecycle={p.lifecycle} /></td>)}
                </tr>
                <tr className="bg-white" data-testid="compare-availability">
                  <th scope="row" className={`${base} ${labelCell} text-start font-medium text-slate-600`}>{t("availability.title")}</th>
                  {products.map((p) => <td key={p.id} className={cell}><AvailabilityBadge availability={p.availability} /></td>)}
                </tr>
                {shown.map((row) => (
                  <tr key={row.key} className={row.differs ? "bg-amber-50" : "bg-white"} data-testid="compare-row" data-differs={row.differs}>
                    <th scope="row" className={`${base} ${labelCell} text-start font-medium text-slate-600`}>
                      {pickLocalized(row.name, locale)}
                      {row.differs ? <span className="ms-1 text-xs font-normal text-amber-800">({t("compare.differs")})</span> : null}
                    </th>
                    {row.values.map((value, i) => <td key={products[i]!.id} className={cell}>{value ? <Ltr>{pickLocalized(value, locale)}</Ltr> : "—"}</td>)}
                  </tr>
                ))}
                <tr className="bg-white">
                  <th scope="row" className={`${base} ${labelCell} text-start font-medium text-slate-600`}>{t("product.documents")}</th>
                  {products.map((p) => (
                    <td key={p.id} className={cell}>
                      {p.documents.length ? (
                        <ul className="space-y-1">
                          {p.documents.map((doc) => <li key={doc.id}><a href={doc.url} className="text-brand-700 underline">{pickLocalized(doc.name, locale)}</a></li>)}
                        </ul>
                      ) : "—"}
                      <a href={href(`/products/${p.id}/sheet.pdf`)} className="mt-1 block text-brand-700 underline">{t("sheet.link")}</a>
                    </td>
                  ))}
                </tr>
                <tr className="bg-white print:hidden">
                  <th scope="row" className={`${base} ${labelCell} text-start font-medium text-slate-600`}>{t("compare.quote")}</th>
                  {products.map((p) => (
                    <td key={p.id} className={cell}>
                      <Form method="post" action={href("/quote")}>
                        <input type="hidden" name="intent" value="add" />
                        <input type="hidden" name="productId" value={p.id} />
                        <input type="hidden" name="quantity" value="1" />
                        <input type="hidden" name="redirectTo" value={href("/quote")} />
                        <Button type="submit" variant="accent" size="sm">
                          {t("quote.add")}<span className="sr-only"> {p.partNumber}</span>
                        </Button>
                      </Form>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <div className="mt-8 rounded-lg border border-dashed border-slate-300 p-10 text-center" data-testid="compare-empty">
          <p className="text-lg font-semibold text-slate-800">{t("compare.empty")}</p>
          <Link to={href("/products")} className="mt-4 inline-block font-semibold text-brand-700 underline">{t("favorites.browse")}</Link>
        </div>
      )}
    </div>
  );
}

/**
 * Takes a product out of the comparison: a link to the page without it (no JavaScript needed);
 * with JavaScript it also leaves the list kept on this device.
 */
function RemoveLink({ id, partNumber, to }: { id: number; partNumber: string; to: string }) {
  const { t } = useTranslation();
  const { remove } = useCompare();
  return (
    <Link
      to={to}
      onClick={() => remove(id)}
      aria-label={t("compare.remove", { partNumber })}
      title={t("compare.remove", { partNumber })}
      className="-m-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-rose-700 print:hidden"
      data-testid="compare-remove"
    >
      <CloseIcon width={18} height={18} />
    </Link>
  );
}
