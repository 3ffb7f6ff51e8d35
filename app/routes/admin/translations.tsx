import { Form, Link, data, useActionData } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { TranslationRow } from "~/admin/translations/translation-row";
import { page, pageLoader } from "~/http/kit.server";
import { translationQuerySchema } from "~/translations/translation-query";
import { areaOptions } from "~/translations/area-label";
import { saveTranslationForm } from "~/translations/translation-form.server";
import { filterTranslations, listTranslations, translationAreas } from "~/translations/translations.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/translations";
import { buttonClass } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { StaffScreen } from "~/admin/staff-screen";

const PER_PAGE = 25;

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.translations");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "editor" }, async ({ db, request, session }) => {
    const query = translationQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const all = await listTranslations(db, "all");
    const matching = filterTranslations(all, { q: query.q, area: query.area, missing: Boolean(query.missing) });
    const pages = Math.max(1, Math.ceil(matching.length / PER_PAGE));
    const page = Math.min(query.page, pages);
    return {
      csrfToken: session!.csrfToken,
      areas: translationAreas(all),
      query: { ...query, page, missing: Boolean(query.missing) },
      total: matching.length,
      pages,
      entries: matching.slice((page - 1) * PER_PAGE, page * PER_PAGE),
    };
  });

export const action = (args: Route.ActionArgs) =>
  page(args, { access: "editor" }, async (call) => {
    const result = await saveTranslationForm(call.db, await call.formData(), "all", call.actor);
    return data(result, { status: result.ok ? 200 : result.status });
  });

export default function AdminTranslations({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { areas, query, total, pages, entries, csrfToken } = loaderData;
  // Without JavaScript a row's form is a plain post: its answer comes back as the page's.
  const posted = useActionData<typeof action>();
  const pageLink = (page: number) =>
    `?${new URLSearchParams({ q: query.q, area: query.area, ...(query.missing ? { missing: "1" } : {}), page: String(page) })}`;
  return (
    <StaffScreen id="translations-title" title={t("admin.texts.title")} intro={t("admin.texts.intro")}>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <label className="text-sm">
          <span className="block font-medium text-slate-700">{t("admin.texts.search")}</span>
          <Input inline type="search" name="q" defaultValue={query.q} maxLength={100} className="mt-1 block" />
        </label>
        {/* min-w-0: a long area name shrinks the select instead of widening the page. */}
        <label className="min-w-0 text-sm">
          <span className="block font-medium text-slate-700">{t("admin.texts.area")}</span>
          <Select inline name="area" defaultValue={query.area} className="mt-1 block">
            <option value="">{t("admin.texts.allAreas")}</option>
            {areaOptions(areas, t, locale).map(({ value, label }) => <option key={value} value={value}>{label}</option>)}
          </Select>
        </label>
        <label className="flex items-center gap-2 py-2 text-sm">
          <input type="checkbox" name="missing" value="1" defaultChecked={query.missing} className="h-4 w-4" />
          {t("admin.texts.missingOnly")}
        </label>
        <button type="submit" className={buttonClass()}>{t("admin.texts.filter")}</button>
      </Form>
      <p className="mt-3 text-sm text-slate-500" aria-live="polite" data-testid="translation-count">{t("admin.texts.count", { count: total })}</p>

      {entries.length ? (
        <ul className="mt-4 space-y-4">
          {entries.map((entry) => (
            <TranslationRow key={entry.key} entry={entry} csrfToken={csrfToken} posted={posted?.key === entry.key ? posted : undefined} />
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-slate-600">{t("admin.texts.noResults")}</p>
      )}

      <nav className="mt-6 flex items-center gap-4 text-sm" aria-label={t("admin.texts.pagination")}>
        {query.page > 1 ? <Link to={pageLink(query.page - 1)} className="text-brand-700 underline">{t("admin.texts.previous")}</Link> : null}
        <span>{t("admin.texts.page", { page: query.page, pages })}</span>
        {query.page < pages ? <Link to={pageLink(query.page + 1)} className="text-brand-700 underline">{t("admin.texts.next")}</Link> : null}
      </nav>
    </StaffScreen>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
