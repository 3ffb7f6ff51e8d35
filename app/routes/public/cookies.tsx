import { LegalPage } from "~/components/legal-page";
import { lifetime, type StoredItem, type StoredItemKey, storedItems } from "~/security/cookie-register";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/cookies";
import { pageTexts } from "./page-texts.server";
import { pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";
import { ColumnHeadings } from "~/components/ui/table";

export const handle = cachedPage();

const SECTIONS = ["what", "manage"] as const;
// Generated from the register the code sets them from: the page cannot describe a cookie that does
// not exist (SPEC §9's analytics cookie was never set: decision 024).
const ITEMS = Object.entries(storedItems) as Array<[StoredItemKey, StoredItem]>;

// This page's own texts travel with it, not with every page (decision 041).
export const loader = (args: Route.LoaderArgs) => pageLoader(args, { access: "public" }, async (call) => ({ texts: await pageTexts(call, ["legal.cookies"]) }));

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "pages.cookies.title", description: "pages.cookies.intro" });

export default function Cookies() {
  const { t } = useTranslation();
  const duration = (item: StoredItem) => {
    const { unit, count } = lifetime(item.maxAge);
    if (unit === "browserSession") return t(item.kind === "cookie" ? "legal.cookies.duration.browserSession" : "legal.cookies.duration.untilCleared");
    return t(`legal.cookies.duration.${unit}`, { count });
  };
  return (
    <LegalPage page="cookies" sections={SECTIONS}>
      <section>
        <h2 id="cookie-table-title" className="text-xl font-semibold text-brand-900">{t("legal.cookies.tableTitle")}</h2>
        {/* A region that may scroll sideways on a phone: focusable, so a keyboard scrolls it too
            (WCAG 2.1.1), and named by the heading (the one region of that name). */}
        <div className="relative mt-4 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="cookie-table-title" data-testid="cookie-table-frame">
          <table className="w-full border-collapse text-start text-sm" data-testid="cookie-table">
            <thead>
              <tr className="border-b-2 border-slate-300 text-slate-900">
                <ColumnHeadings labels={["name", "kind", "purpose", "duration"].map((column) => t(`legal.cookies.table.${column}`))} cellClass="py-2 pe-4" />
              </tr>
            </thead>
            <tbody>
              {ITEMS.map(([key, item]) => (
                <tr key={key} className="border-b border-slate-200 align-top text-slate-700" data-testid={`stored-${key}`}>
                  <th scope="row" className="py-3 pe-4 font-medium text-slate-900">
                    <code className="font-mono text-sm">{item.name}</code>
                  </th>
                  <td className="py-3 pe-4">{t(`legal.cookies.kind.${item.kind}`)}</td>
                  <td className="py-3 pe-4">
                    {t(`legal.cookies.purpose.${key}`)}
                    {item.audience === "staff" ? <span className="block text-xs text-slate-500">{t("legal.cookies.staffOnly")}</span> : null}
                  </td>
                  <td className="py-3 whitespace-nowrap">{duration(item)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </LegalPage>
  );
}
