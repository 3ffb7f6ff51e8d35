import { Link } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { settingsPageAction } from "./settings.server";
import { SettingsForm } from "~/admin/settings/settings-form";
import { SettingsImages } from "~/admin/settings/settings-images";
import { pageLoader } from "~/http/kit.server";
import { useTranslation } from "~/i18n/use-translation";
import { readSettingsView } from "~/settings/update-settings.server";
import { readQuoteSettings } from "~/settings/quote-settings.server";
import { QuoteSettingsForm } from "~/admin/settings/quote-settings-form";
import type { Route } from "./+types/settings";
import { StaffScreen } from "~/admin/staff-screen";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.settings");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "admin" }, async (call) => ({ csrfToken: call.session!.csrfToken, settings: await readSettingsView(call.db), quotes: await readQuoteSettings(call.db) }));

export const action = (args: Route.ActionArgs) => settingsPageAction(args);

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { csrfToken, settings, quotes } = loaderData;
  return (
    <StaffScreen id="settings-title" title={t("admin.siteSettings.title")} intro={t("admin.siteSettings.intro")}>
      <p className="mt-2 max-w-3xl text-slate-600">
        <Link to="/admin/settings/stock-locations" className="text-brand-700 underline">{t("admin.stockLocations.title")}</Link> · {t("admin.stockLocations.settingsHint")}
      </p>
      <SettingsForm settings={settings} csrfToken={csrfToken} />
      <SettingsImages logoUrl={settings.logoUrl} faviconUrl={settings.faviconUrl} csrfToken={csrfToken} />
      <QuoteSettingsForm value={quotes} csrfToken={csrfToken} />
    </StaffScreen>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
