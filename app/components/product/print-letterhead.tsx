import { useSettings, useTranslation } from "~/i18n/use-translation";
import { DEFAULT_LOGO_PATH } from "~/seo/default-logo";

/**
 * The company's logo and how to reach it, shown only on paper (the product page prints without
 * the site's header and footer): the same letterhead as the spec sheet's.
 */
export function PrintLetterhead() {
  const { t } = useTranslation();
  const settings = useSettings();
  if (!settings) return null;
  const email = settings.salesEmail || settings.contactEmail;
  const reach = [settings.phone ? t("sheet.phone", { phone: settings.phone }) : "", email ? t("sheet.email", { email }) : ""].filter(Boolean);
  return (
    <div className="mb-6 hidden items-start justify-between gap-6 border-b border-slate-300 pb-4 print:flex" data-testid="print-letterhead">
      <div className="text-xs text-slate-600">
        <p className="text-base font-bold text-slate-900">{settings.companyName}</p>
        {reach.length ? <p>{reach.join(" · ")}</p> : null}
        {settings.address ? <p>{settings.address}</p> : null}
      </div>
      <img src={settings.logoUrl ?? DEFAULT_LOGO_PATH} alt="" height={48} className="h-12 w-auto max-w-40 object-contain" />
    </div>
  );
}
