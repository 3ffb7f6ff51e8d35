import { LegalPage } from "~/components/legal-page";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/cookies";

const SECTIONS = ["what", "manage"] as const;
// SPEC §9: session cookie for the session, language cookie 1 year, analytics cookie 2 years.
const COOKIES = ["session", "language", "listView", "analytics"] as const;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "pages.cookies.title", description: "pages.cookies.intro" });

export default function Cookies() {
  const { t } = useTranslation();
  return (
    <LegalPage page="cookies" sections={SECTIONS}>
      <section aria-labelledby="cookie-table-title">
        <h2 id="cookie-table-title" className="text-xl font-semibold text-brand-900">{t("legal.cookies.tableTitle")}</h2>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm" data-testid="cookie-table">
            <thead>
              <tr className="border-b-2 border-slate-300 text-slate-900">
                <th scope="col" className="py-2 pr-4">{t("legal.cookies.table.name")}</th>
                <th scope="col" className="py-2 pr-4">{t("legal.cookies.table.purpose")}</th>
                <th scope="col" className="py-2">{t("legal.cookies.table.duration")}</th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((key) => (
                <tr key={key} className="border-b border-slate-200 align-top text-slate-700">
                  <th scope="row" className="py-3 pr-4 font-medium text-slate-900">{t(`legal.cookies.rows.${key}.name`)}</th>
                  <td className="py-3 pr-4">{t(`legal.cookies.rows.${key}.purpose`)}</td>
                  <td className="py-3 whitespace-nowrap">{t(`legal.cookies.rows.${key}.duration`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </LegalPage>
  );
}
