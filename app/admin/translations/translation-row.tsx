import { useFetcher } from "react-router";
import { MAX_TEXT_LENGTH } from "~/translations/page-text-limits";
import { type TranslationEntry, type TranslationFailure, effectiveText, isEdited } from "~/translations/translation-entry";
import { TranslationSaveError, conflictVersion } from "~/translations/translation-save-error";
import { locales, languageAttributes } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { buttonClass } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { Badge } from "~/components/ui/badge";

type SaveAnswer = { ok: true; key: string } | (TranslationFailure & { ok: false });

/** One key in both languages, saved on its own (a fetcher: the list and filters stay put). */
export function TranslationRow({ entry, csrfToken, posted }: { entry: TranslationEntry; csrfToken: string; posted?: SaveAnswer }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SaveAnswer>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? (fetcher.data ?? posted) : undefined;
  // The fields follow the saved texts: after a save or a conflict they show what is stored now.
  const versionKey = locales.map((locale) => entry.texts[locale].version).join("-");
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="translation-row" data-key={entry.key}>
      <fetcher.Form method="post" preventScrollReset>
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="key" value={entry.key} />
        <p className="flex flex-wrap items-center gap-2 font-mono text-xs text-slate-500">
          {entry.key}
          {entry.taxonomy ? <span className="rounded bg-sky-100 px-1.5 py-0.5 font-sans text-sky-900">{t("admin.texts.taxonomy")}</span> : null}
          {isEdited(entry) ? <Badge tone="warning" className="font-sans">{t("admin.textedit.edited")}</Badge> : null}
        </p>
        <div className="mt-2 grid gap-3 md:grid-cols-2" key={versionKey}>
          {locales.map((locale) => {
            const text = entry.texts[locale];
            const id = `text-${entry.key}-${locale}`;
            return (
              <div key={locale} className="text-sm">
                <label htmlFor={id} className="font-medium text-slate-700">{t(`admin.textedit.languageNames.${locale}`)}</label>
                {!effectiveText(text).trim() ? <Badge tone="danger" className="ms-2">{t("admin.texts.missing")}</Badge> : null}
                <input type="hidden" name={`version.${locale}`} value={conflictVersion(answer && !answer.ok ? answer : undefined, entry.key, locale) ?? text.version} />
                <Textarea
                  id={id}
                  name={locale}
                  {...languageAttributes(locale)}
                  maxLength={MAX_TEXT_LENGTH}
                  rows={Math.min(6, Math.max(1, Math.ceil(effectiveText(text).length / 60)))}
                  defaultValue={effectiveText(text)}
                  aria-describedby={text.override !== null ? `${id}-original` : undefined}
                />
                {text.override !== null ? (
                  <span id={`${id}-original`} className="mt-1 block text-xs text-slate-500">{t("admin.textedit.original", { text: text.default })}</span>
                ) : null}
              </div>
            );
          })}
        </div>
        {answer && !answer.ok ? <TranslationSaveError failure={answer} /> : null}
        <div className="mt-3 flex items-center gap-3">
          <button type="submit" name="intent" value="save" disabled={busy} className={buttonClass()}>{t("admin.textedit.save")}</button>
          {isEdited(entry) ? (
            <button type="submit" name="intent" value="reset" disabled={busy} className={buttonClass({ variant: "secondary" })}>{t("admin.textedit.reset")}</button>
          ) : null}
          <span role="status" className="text-sm text-emerald-700">{answer?.ok ? t("admin.texts.saved") : ""}</span>
        </div>
      </fetcher.Form>
    </li>
  );
}
