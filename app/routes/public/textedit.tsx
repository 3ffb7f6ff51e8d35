import { Form, data, redirect, useActionData, useNavigation } from "react-router";
import { page, pageLoader } from "~/http/kit.server";
import { MAX_TEXT_LENGTH } from "~/translations/page-text-limits";
import { effectiveText, isEdited } from "~/translations/translation-entry";
import { TranslationSaveError, conflictVersion } from "~/translations/translation-save-error";
import { locales, localeFromParam, localizePath, languageAttributes } from "~/i18n/locales";
import { filterTranslations, listTranslations, translationAreas } from "~/translations/translations.server";
import { saveTranslationForm } from "~/translations/translation-form.server";
import { areaLabel, areaOptions } from "~/translations/area-label";
import { useTranslation } from "~/i18n/use-translation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/textedit";
import { buttonClass } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { Badge } from "~/components/ui/badge";

// For a signed-in administrator or editor: the public pages' texts, editable in both languages
// (saved as translation overrides). Anyone else is sent to the sign-in page by the kit's guard.
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "editor" }, async ({ db, request, session, params: { lang } }) => {
    const params = new URL(request.url).searchParams;
    const all = await listTranslations(db, "public");
    const areas = translationAreas(all);
    const area = areas.includes(params.get("area") ?? "") ? params.get("area")! : "home";
    const q = (params.get("q") ?? "").slice(0, 100);
    // The notice after a save quotes the text (as the page shows it now), not its key.
    const savedEntry = all.find((entry) => entry.key === params.get("saved"));
    const savedText = savedEntry ? effectiveText(savedEntry.texts[localeFromParam(lang)]) : "";
    return {
      areas,
      area,
      q,
      saved: savedEntry ? { area: savedEntry.area, text: savedText.length > 80 ? `${savedText.slice(0, 79)}…` : savedText } : null,
      csrfToken: session!.csrfToken,
      texts: filterTranslations(all, q.trim() ? { q } : { area }).slice(0, 200),
    };
  });

export const action = (args: Route.ActionArgs) =>
  page(args, { access: "editor" }, async (call) => {
    const form = await call.formData();
    const result = await saveTranslationForm(call.db, form, "public", call.actor);
    if (!result.ok) return data(result, { status: result.status });
    const key = result.key;
    const back = new URLSearchParams({ area: String(form.get("area") ?? ""), q: String(form.get("q") ?? ""), saved: key });
    throw redirect(`${localizePath("/textedit", localeFromParam(args.params.lang))}?${back}#${encodeURIComponent(key)}`);
  });

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "admin.textedit.title", noindex: true });

export default function TextEdit({ loaderData }: Route.ComponentProps) {
  const { areas, area, q, saved, csrfToken, texts } = loaderData;
  const { t, href, locale } = useTranslation();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("admin.textedit.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t("admin.textedit.intro")}</p>

      <Form method="get" action={href("/textedit")} className="mt-6 flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="block font-medium text-slate-700">{t("admin.textedit.area")}</span>
          <Select inline name="area" defaultValue={area} className="mt-1 block">
            {areaOptions(areas, t, locale).map(({ value, label }) => <option key={value} value={value}>{label}</option>)}
          </Select>
        </label>
        <label className="text-sm">
          <span className="block font-medium text-slate-700">{t("admin.textedit.search")}</span>
          <Input inline type="search" name="q" defaultValue={q} maxLength={100} className="mt-1 block" />
        </label>
        <button type="submit" className={buttonClass()}>{t("admin.textedit.searchButton")}</button>
        <span className="text-sm text-slate-500">{t("admin.textedit.count", { count: texts.length })}</span>
      </Form>

      {saved ? <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-emerald-900" data-testid="text-saved">{t("admin.textedit.saved", { area: areaLabel(t, saved.area), text: saved.text })}</p> : null}
      {failed?.error === "unknownKey" && !texts.some((text) => text.key === failed.key) ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">{t("admin.textedit.unknownKey")}</p>
      ) : null}
      {texts.length ? null : <p className="mt-8 text-slate-600">{t("admin.textedit.noResults")}</p>}

      <ul className="mt-6 space-y-4">
        {texts.map((text) => (
          <li key={text.key} id={text.key} className="rounded-lg border border-slate-200 p-4" data-testid="page-text">
            <Form method="post" preventScrollReset>
              <input type="hidden" name="csrfToken" value={csrfToken} />
              <input type="hidden" name="key" value={text.key} />
              <input type="hidden" name="area" value={area} />
              <input type="hidden" name="q" value={q} />
              <p className="flex flex-wrap items-center gap-2 font-mono text-xs text-slate-500">
                {text.key}
                {isEdited(text) ? (
                  <Badge tone="warning" className="font-sans">{t("admin.textedit.edited")}</Badge>
                ) : null}
              </p>
              {locales.map((locale) => (
                <input key={locale} type="hidden" name={`version.${locale}`} value={conflictVersion(failed, text.key, locale) ?? text.texts[locale].version} />
              ))}
              {failed?.key === text.key ? <TranslationSaveError failure={failed} /> : null}
              <div className="mt-2 grid gap-3 md:grid-cols-2">
                {locales.map((locale) => (
                  <label key={locale} className="text-sm">
                    <span className="font-medium text-slate-700">{t(`admin.textedit.languageNames.${locale}`)}</span>
                    <Textarea
                      name={locale}
                      maxLength={MAX_TEXT_LENGTH}
                      {...languageAttributes(locale)}
                      rows={Math.min(8, Math.max(2, Math.ceil(text.texts[locale].default.length / 70)))}
                      defaultValue={effectiveText(text.texts[locale])}
                    />
                    {text.texts[locale].override !== null ? (
                      <span className="mt-1 block text-xs text-slate-500">{t("admin.textedit.original", { text: text.texts[locale].default })}</span>
                    ) : null}
                  </label>
                ))}
              </div>
              <div className="mt-3 flex gap-3">
                <button type="submit" name="intent" value="save" disabled={busy} className={buttonClass()}>{t("admin.textedit.save")}</button>
                {isEdited(text) ? (
                  <button type="submit" name="intent" value="reset" disabled={busy} className={buttonClass({ variant: "secondary" })}>{t("admin.textedit.reset")}</button>
                ) : null}
              </div>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}
