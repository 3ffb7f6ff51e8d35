import { Form, Link } from "react-router";
import { compareProducts } from "~/catalogue/products/compare.server";
import { parseCompareIds } from "~/compare/compare-store";
import { LifecycleBadge } from "~/components/lifecycle-badge";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/compare";
import { Button, buttonClass } from "~/components/ui/button";
import { type RequestArgs, pageLoader } from "~/http/kit.server";

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
  const cell = "border border-slate-200 px-3 py-2 align-top";
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
          {/* A region that scrolls sideways on a phone: focusable, so the keyboard can scroll it (WCAG 2.1.1). */}
          <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label={t("compare.caption")}>
            <table className="w-full min-w-[40rem] border-collapse text-sm" data-testid="compare-table">
              <caption className="sr-only">{t("compare.caption")}</caption>
              <thead>
                <tr>
                  <td className={`${cell} w-48`} />
                  {products.map((product) => (
                    <th key={product.id} scope="col" className={`${cell} text-left`} data-testid="compare-column">
                      <Link to={href(`/products/${product.id}`)} className="font-mono font-semibold text-brand-700 underline">{product.partNumber}</Link>
                      <p className="mt-1 font-normal text-slate-800">{pickLocalized(product.name, locale)}</p>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row" className={`${cell} text-left font-medium text-slate-600`}>{t("product.manufacturer")}</th>
                  {products.map((p) => <td key={p.id} className={cell}>{p.manufacturer}</td>)}
                </tr>
                <tr>
                  <th scope="row" className={`${cell} text-left font-medium text-slate-600`}>{t("product.lifecycle")}</th>
                  {products.map((p) => <td key={p.id} className={cell}><LifecycleBadge lifecycle={p.lifecycle} /></td>)}
                </tr>
                {shown.map((row) => (
                  <tr key={row.key} className={row.differs ? "bg-amber-50" : undefined} data-testid="compare-row" data-differs={row.differs}>
                    <th scope="row" className={`${cell} text-left font-medium text-slate-600`}>
                      {pickLocalized(row.name, locale)}
                      {row.differs ? <span className="ml-1 text-xs font-normal text-amber-800">({t("compare.differs")})</span> : null}
                    </th>
                    {row.values.map((value, i) => <td key={products[i]!.id} className={cell}>{value ?? "—"}</td>)}
                  </tr>
                ))}
                <tr>
                  <th scope="row" className={`${cell} text-left font-medium text-slate-600`}>{t("product.documents")}</th>
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
                <tr className="print:hidden">
                  <th scope="row" className={`${cell} text-left font-medium text-slate-600`}>{t("compare.quote")}</th>
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
