import { Form, useActionData, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { action } from "~/routes/admin/settings";
import { buttonClass } from "~/components/ui/button";

const accepts = { logo: "image/png,image/jpeg,image/webp", favicon: "image/png,image/jpeg,image/webp,image/x-icon,.ico" };

/** Upload of the logo and the favicon (PNG, JPEG, WebP; ICO for the favicon), one form each. */
export function SettingsImages({ logoUrl, faviconUrl, csrfToken }: { logoUrl: string | null; faviconUrl: string | null; csrfToken: string }) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mt-8 grid gap-4 md:grid-cols-2">
      {(["logo", "favicon"] as const).map((kind) => {
        const url = kind === "logo" ? logoUrl : faviconUrl;
        const mine = answer?.intent === kind ? answer : undefined;
        return (
          <Form key={kind} method="post" encType="multipart/form-data" className="rounded-lg border border-slate-200 p-4" data-testid={`settings-${kind}`}>
            <input type="hidden" name="csrfToken" value={csrfToken} />
            <input type="hidden" name="intent" value={kind} />
            <h2 className="font-semibold text-brand-900">{t(`admin.siteSettings.fields.${kind}`)}</h2>
            {url ? <img src={url} alt={t(`admin.siteSettings.current.${kind}`)} className="mt-2 h-12 w-auto rounded border border-slate-200 bg-white p-1" /> : (
              <p className="mt-2 text-sm text-slate-500">{t("admin.siteSettings.noImage")}</p>
            )}
            <label className="mt-3 block text-sm">
              <span className="font-medium text-slate-700">{t("admin.siteSettings.chooseFile")}</span>
              <input type="file" name="file" required accept={accepts[kind]} className="mt-1 block w-full text-sm" />
            </label>
            <p className="mt-1 text-xs text-slate-500">{t(`admin.siteSettings.imageHint.${kind}`)}</p>
            <div aria-live="polite">
              {mine && !mine.ok && "image" in mine ? (
                <p role="alert" className="mt-2 text-sm text-red-700">{t(`admin.siteSettings.imageErrors.${mine.image}`)}</p>
              ) : mine?.ok ? (
                <p role="status" className="mt-2 text-sm text-emerald-700">{t("removed" in mine ? "admin.siteSettings.imageRemoved" : "admin.siteSettings.imageSaved")}</p>
              ) : null}
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="submit" disabled={busy} className={buttonClass()}>
                {t("admin.siteSettings.upload")}
              </button>
              {url ? (
                // A second submit button of the same form: it names its own intent and needs no file.
                <button type="submit" name="intent" value={`remove-${kind}`} formNoValidate disabled={busy} className={buttonClass({ variant: "outline" })}>
                  {t("admin.siteSettings.removeImage")}
                </button>
              ) : null}
            </div>
          </Form>
        );
      })}
    </div>
  );
}
