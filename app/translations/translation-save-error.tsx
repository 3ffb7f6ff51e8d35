import { useTranslation } from "~/i18n/use-translation";
import { MAX_TEXT_LENGTH } from "./page-text-limits";
import { type TranslationFailure, isTaxonomyKey } from "./translation-entry";

/** Why a translation was not saved, in the page's language; a conflict shows both texts. */
export function TranslationSaveError({ failure }: { failure: TranslationFailure }) {
  const { t } = useTranslation();
  const language = (locale: string) => t(`admin.textedit.languageNames.${locale}`);
  return (
    <div role="alert" className="mt-2 rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="translation-error">
      {isTaxonomyKey(failure.key) ? <p className="font-semibold">{t("admin.texts.taxonomyError")}</p> : null}
      {failure.error === "conflict" ? (
        failure.conflicts.map((conflict) => (
          <div key={conflict.locale} className="mt-1">
            <p>{t("admin.texts.conflict", { language: language(conflict.locale) })}</p>
            <p className="mt-1">{t("admin.texts.conflictTheirs")} <q className="whitespace-pre-wrap">{conflict.current}</q></p>
            <p className="mt-1">{t("admin.texts.conflictYours")} <q className="whitespace-pre-wrap">{conflict.yours ?? ""}</q></p>
          </div>
        ))
      ) : (
        <p>{failure.error === "tooLong" ? t("admin.textedit.tooLong", { max: MAX_TEXT_LENGTH }) : t(failure.error === "unknownKey" ? "admin.textedit.unknownKey" : "admin.texts.invalid")}</p>
      )}
    </div>
  );
}

/** After a refused save, the version of what is stored now: the next save is based on it. */
export function conflictVersion(failure: TranslationFailure | undefined | { ok: true }, key: string, locale: string): number | undefined {
  if (!failure || !("error" in failure) || failure.error !== "conflict" || failure.key !== key) return undefined;
  return failure.conflicts.find((conflict) => conflict.locale === locale)?.currentVersion;
}
