import { Link, useNavigation } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { CountedAdminTable, labelledColumns } from "~/admin/admin-table";
import { OutcomeLine } from "~/admin/outcome-line";
import { PostForm } from "~/admin/post-form";
import { ScreenHeading } from "~/admin/screen-heading";
import { MAX_LOCATION_NAME } from "~/availability/availability";
import { listStockLocationsWithCounts } from "~/availability/stock-locations.server";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { pageLoader } from "~/http/kit.server";
import { type Localized, locales, pickLocalized, languageAttributes } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { stockLocationsAction } from "./stock-locations.server";
import type { Route } from "./+types/stock-locations";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.stockLocations.title");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "admin" }, async (call) => ({ locations: await listStockLocationsWithCounts(call.db) }));

export const action = (args: Route.ActionArgs) => stockLocationsAction(args);

const PATH = "/admin/settings/stock-locations";

/** One text field per site language: `name.<locale>`. */
function NameFields({ idPrefix, values, errors }: { idPrefix: string; values?: Partial<Localized>; errors?: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <>
      {locales.map((locale) => (
        <Field key={locale} id={`${idPrefix}-name-${locale}`} label={t("admin.stockLocations.nameIn", { language: t(`admin.textedit.languageNames.${locale}`) })} error={errors?.[`name.${locale}`]} required>
          <Input name={`name.${locale}`} maxLength={MAX_LOCATION_NAME} defaultValue={values?.[locale] ?? ""} {...languageAttributes(locale)} />
        </Field>
      ))}
    </>
  );
}

function Outcome({ result }: { result: Route.ComponentProps["actionData"] }) {
  const { t, locale } = useTranslation();
  if (!result) return null;
  if (!result.ok && "confirm" in result) {
    const { confirm } = result;
    const name = pickLocalized(confirm.name, locale) || confirm.key;
    return (
      <div role="alert" className="mt-4 max-w-3xl rounded border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="stock-location-confirm">
        <p className="font-semibold">{t("admin.stockLocations.confirmTitle", { name })}</p>
        <p className="mt-1">{t("admin.stockLocations.confirmText", { count: confirm.products, name })}</p>
        <PostForm fields={{ intent: "delete", id: confirm.id }} className="mt-3 flex flex-wrap items-center gap-3">
          <input type="hidden" name="confirm" value="yes" />
          <Button type="submit" variant="danger">{t("admin.stockLocations.confirmDelete", { name })}</Button>
          <Link to={PATH} className="text-brand-700 underline">{t("admin.stockLocations.cancel")}</Link>
        </PostForm>
      </div>
    );
  }
  if (!result.ok) {
    // Field errors show beside their fields; the rest here.
    return result.fields && Object.keys(result.fields).length ? null : <OutcomeLine refused>{result.message}</OutcomeLine>;
  }
  const text =
    result.intent === "create"
      ? t("admin.stockLocations.created", { key: result.key })
      : result.intent === "delete"
        ? t("admin.stockLocations.deleted", { key: result.key, count: result.products })
        : result.intent === "rename"
          ? t(result.changed ? "admin.stockLocations.renamed" : "admin.stockLocations.unchanged")
          : t("admin.stockLocations.moved");
  return <OutcomeLine testId="stock-locations-result">{text}</OutcomeLine>;
}

export default function StockLocations({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const label = (column: string) => t(`admin.stockLocations.${column}`);
  const { locations } = loaderData;
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok && !("confirm" in actionData) ? actionData : undefined;
  const failedCreate = failed?.intent === "create" ? failed : undefined;
  return (
    <section aria-labelledby="stock-locations-title">
      <ScreenHeading id="stock-locations-title" back={{ to: "/admin/settings", label: t("admin.stockLocations.back") }} title={t("admin.stockLocations.title")} />
      <p className="mt-2 max-w-3xl text-slate-600">{t("admin.stockLocations.intro")}</p>
      <Outcome result={actionData} />
      <CountedAdminTable
        count={t("admin.stockLocations.count", { count: locations.length })}
        rows={locations.length}
        columns={labelledColumns(label, ["key", "name", "products", "order"], "delete")}
        testId="stock-locations-table"
      >
        {locations.map((location, index) => {
          const name = pickLocalized(location.name, locale) || location.key;
          const rowFailed = failed?.intent === "rename" && failed.id === location.id ? failed : undefined;
          return (
            <tr key={location.id} data-testid="stock-location-row" data-key={location.key}>
              <td className="px-3 py-2 font-mono text-xs" data-label={label("key")}>{location.key}</td>
              <td className="px-3 py-2" data-label={label("name")}>
                <PostForm fields={{ intent: "rename", id: location.id }} className="grid gap-2 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))_auto] sm:items-end" noValidate>
                  <NameFields idPrefix={`stock-location-${location.id}`} values={rowFailed?.values?.name ?? location.name} errors={rowFailed?.fields} />
                  <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                    {t("admin.stockLocations.rename")}
                    <span className="sr-only"> {name}</span>
                  </Button>
                </PostForm>
              </td>
              <td className="px-3 py-2" data-label={label("products")}>{t("admin.stockLocations.productCount", { count: location.products })}</td>
              <td className="px-3 py-2" data-label={label("order")}>
                <PostForm fields={{ intent: "move", id: location.id }} className="flex gap-2">
                  <Button type="submit" name="direction" value="up" variant="secondary" size="sm" disabled={busy || index === 0}>
                    {t("admin.stockLocations.moveUp")}
                    <span className="sr-only"> {name}</span>
                  </Button>
                  <Button type="submit" name="direction" value="down" variant="secondary" size="sm" disabled={busy || index === locations.length - 1}>
                    {t("admin.stockLocations.moveDown")}
                    <span className="sr-only"> {name}</span>
                  </Button>
                </PostForm>
              </td>
              <td className="px-3 py-2">
                <PostForm fields={{ intent: "delete", id: location.id }}>
                  <Button type="submit" variant="danger" size="sm" disabled={busy}>
                    {t("admin.stockLocations.delete")}
                    <span className="sr-only"> {name}</span>
                  </Button>
                </PostForm>
              </td>
            </tr>
          );
        })}
      </CountedAdminTable>
      <h2 className="mt-8 text-lg font-semibold text-brand-900">{t("admin.stockLocations.addTitle")}</h2>
      <PostForm fields={{ intent: "create" }} className="mt-3 grid max-w-3xl gap-4 rounded-lg border border-slate-200 bg-white p-4" noValidate>
        <Field id="stock-location-key" label={t("admin.stockLocations.key")} hint={t("admin.stockLocations.keyHint")} error={failedCreate?.fields?.key} required>
          <Input name="key" maxLength={32} pattern="[a-z0-9_]{1,32}" autoComplete="off" defaultValue={failedCreate?.values?.key ?? ""} className="font-mono" />
        </Field>
        <NameFields idPrefix="stock-location-new" values={failedCreate?.values?.name} errors={failedCreate?.fields} />
        <div>
          <Button type="submit" disabled={busy}>{t("admin.stockLocations.add")}</Button>
        </div>
      </PostForm>
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
