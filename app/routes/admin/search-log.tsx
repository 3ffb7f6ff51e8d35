import { Form, Link, useActionData, useNavigation } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { CsrfField } from "~/admin/csrf-field";
import { AdminTable } from "~/admin/admin-table";
import { StaffDate } from "~/admin/staff-date";
import { pageLoader } from "~/http/kit.server";
import { SEARCH_LOG_DAYS } from "~/catalogue/search/search-log";
import { listSearchMisses } from "~/catalogue/search/search-misses.server";
import { MissFixes, MissState, ReopenMiss } from "~/admin/search/miss-fixes";
import { MAX_SYNONYM_TEXT, synonymLines } from "~/catalogue/search/synonym-lines";
import { loadAllSynonyms } from "~/catalogue/search/synonyms.server";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { type Locale, localeFromParam, locales, localizePath } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/search-log";
import { searchLogAction } from "./search-log.server";
import { StaffScreen } from "~/admin/staff-screen";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.search");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "editor" }, async ({ db }) => {
    const [misses, notProducts, synonyms] = await Promise.all([listSearchMisses(db), listSearchMisses(db, { fixes: "not_product", limit: 100 }), loadAllSynonyms(db)]);
    return { misses, notProducts, synonyms: Object.fromEntries(locales.map((l) => [l, synonymLines(synonyms[l])])) as Record<Locale, string> };
  });

export const action = (args: Route.ActionArgs) => searchLogAction(args);

export default function SearchLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { misses, notProducts, synonyms } = loaderData;
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const failed = result && !result.ok && "error" in result ? result : undefined;
  const synonymsSaved = result?.ok && result.intent === "synonyms";
  const bodyProblem = result && !result.ok && "problem" in result ? result : undefined;
  return (
    <StaffScreen id="search-log-title" title={t("adminSearch.title")} intro={t("adminSearch.intro", { days: SEARCH_LOG_DAYS })}>
      {misses.length ? (
        <AdminTable
          columns={[
            { label: t("adminSearch.query") },
            { label: t("adminSearch.language") },
            { label: t("adminSearch.count"), className: "text-end" },
            { label: t("adminSearch.lastSeen") },
            { label: t("adminSearch.fix.column") },
            { label: t("adminSearch.try"), hidden: true },
          ]}
          testId="search-misses"
        >
          {misses.map((miss) => (
            <tr key={`${miss.locale}:${miss.query}`} data-testid="search-miss" data-query={miss.query}>
              <td className="px-3 py-2 align-top" data-label={t("adminSearch.query")}>
                <span className="font-mono" data-testid="miss-typed">{miss.spellings[0]?.typed ?? miss.query}</span>
                <span className="block text-xs text-slate-500">{t("adminSearch.readAs", { query: miss.query })}</span>
                {miss.spellings.length > 1 ? (
                  <span className="block text-xs text-slate-500">
                    {t("adminSearch.otherSpellings", { count: miss.spellings.length - 1, spellings: miss.spellings.slice(1, 6).map((s) => s.typed).join(" · ") })}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 align-top" data-label={t("adminSearch.language")}>{t(`language.${miss.locale}`)}</td>
              <td className="px-3 py-2 text-end align-top tabular-nums" data-label={t("adminSearch.count")}>{miss.count}</td>
              <td className="px-3 py-2 align-top" data-label={t("adminSearch.lastSeen")}><StaffDate value={miss.lastSeen} /></td>
              <td className="max-w-md px-3 py-2 align-top" data-label={t("adminSearch.fix.column")}>
                <MissState miss={miss} />
                <MissFixes miss={miss} result={result} />
              </td>
              <td className="px-3 py-2 align-top">
                <Link
                  to={`${localizePath("/products", localeFromParam(miss.locale))}?q=${encodeURIComponent(miss.spellings[0]?.typed ?? miss.query)}`}
                  target="_blank"
                  rel="noopener"
                  className="text-brand-700 underline"
                  reloadDocument
                >
                  {t("adminSearch.try")}
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="mt-6 text-slate-600" data-testid="search-misses-empty">{t("adminSearch.empty")}</p>
      )}
      {notProducts.length ? (
        <details className="mt-6" data-testid="not-products">
          <summary className="cursor-pointer font-medium text-brand-900">{t("adminSearch.notProducts", { count: notProducts.length })}</summary>
          <ul className="mt-2 grid gap-2">
            {notProducts.map((miss) => (
              <li key={`${miss.locale}:${miss.query}`} className="flex flex-wrap items-center gap-3">
                <span className="font-mono">{miss.spellings[0]?.typed ?? miss.query}</span>
                <span className="text-sm text-slate-500">{t(`language.${miss.locale}`)} · {t("adminSearch.searches", { count: miss.count })}</span>
                <ReopenMiss miss={miss} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      <h2 className="mt-10 text-xl font-semibold text-brand-900">{t("adminSearch.synonymsTitle")}</h2>
      <p className="mt-2 max-w-3xl text-slate-600">{t("adminSearch.synonymsIntro")}</p>
      <Form method="post" className="mt-4 grid max-w-5xl gap-6 md:grid-cols-2">
        <CsrfField />
        {locales.map((locale) => (
          <Field
            key={locale}
            id={`synonyms-${locale}`}
            label={t("adminSearch.synonymsFor", { language: t(`language.${locale}`) })}
            error={failed?.locale === locale ? t(`adminSearch.errors.${failed.error}`, { line: failed.line ?? "" }) : undefined}
          >
            <Textarea
              name={`synonyms.${locale}`}
              rows={12}
              maxLength={MAX_SYNONYM_TEXT}
              defaultValue={failed?.locale === locale ? failed.text : synonyms[locale]}
              className="font-mono text-sm"
            />
          </Field>
        ))}
        <div className="md:col-span-2">
          <Button type="submit" disabled={saving}>{t("adminSearch.save")}</Button>
          {synonymsSaved ? <p role="status" className="mt-2 text-sm text-emerald-700">{t("adminSearch.saved")}</p> : null}
          {bodyProblem ? <p role="alert" className="mt-2 text-sm text-rose-700">{bodyProblem.message ?? t("adminSearch.errors.body")}</p> : null}
        </div>
      </Form>
    </StaffScreen>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
