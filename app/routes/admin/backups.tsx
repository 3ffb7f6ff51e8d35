import { Form, useNavigation } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { CsrfField } from "~/admin/csrf-field";
import { CountedAdminTable, labelledColumns } from "~/admin/admin-table";
import { StaffDate } from "~/admin/staff-date";
import { createBackup } from "~/backups/admin-backups.server";
import { formatFileSize } from "~/components/format-file-size";
import { Button } from "~/components/ui/button";
import { page, pageLoader } from "~/http/kit.server";
import { useTranslation } from "~/i18n/use-translation";
import { errorMessage } from "~/observability/logger.server";
import type { Route } from "./+types/backups";
import { StaffScreen } from "~/admin/staff-screen";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "backups.title");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "admin" }, async (call) => ({ backups: await call.backups.list() }));

export const action = (args: Route.ActionArgs) =>
  page(args, { access: "admin" }, async (call) => {
    try {
      const info = await createBackup(call.backups, call.db, call.actor);
      return info === "busy" ? { outcome: "busy" as const } : { outcome: "created" as const, name: info.name };
    } catch (error) {
      return { outcome: "failed" as const, reason: errorMessage(error) };
    }
  });

function Outcome({ result }: { result: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation();
  if (!result) return null;
  const ok = result.outcome === "created";
  const text =
    result.outcome === "created"
      ? t("backups.created", { name: result.name })
      : result.outcome === "busy"
        ? t("backups.errors.busy")
        : t("backups.errors.failed", { reason: result.reason });
  return (
    <p role={ok ? "status" : "alert"} className={`mt-4 rounded p-3 text-sm ${ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}>
      {text}
    </p>
  );
}

export default function Backups({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const label = (column: string) => t(`backups.${column}`);
  const { backups } = loaderData;
  const busy = useNavigation().state === "submitting";
  const plural = new Intl.PluralRules(locale).select(backups.length) === "one" ? "one" : "other";
  return (
    <StaffScreen id="backups-title" title={t("backups.title")} intro={t("backups.intro")}>
      <Form method="post" className="mt-4">
        <CsrfField />
        <Button type="submit" disabled={busy}>
          {busy ? t("backups.creating") : t("backups.create")}
        </Button>
      </Form>
      <Outcome result={actionData} />
      <CountedAdminTable
        count={t(`backups.count.${plural}`, { count: backups.length })}
        rows={backups.length}
        columns={labelledColumns(label, ["name", "when", "size"], "download")}
        testId="backups-table"
      >
        {backups.map((backup) => (
          <tr key={backup.name}>
            <td className="px-3 py-2 font-mono text-xs" data-label={label("name")}>{backup.name}</td>
            <td className="px-3 py-2" data-label={label("when")}><StaffDate value={backup.createdAt} /></td>
            <td className="px-3 py-2" data-label={label("size")}>{formatFileSize(backup.size, locale)}</td>
            <td className="px-3 py-2">
              {/* A plain link: the browser downloads the file with the session cookie. */}
              <a href={`/api/admin/backups/${backup.name}`} download className="text-brand-700 underline">
                {t("backups.download")}
                <span className="sr-only"> {backup.name}</span>
              </a>
            </td>
          </tr>
        ))}
      </CountedAdminTable>
      <p className="mt-6 max-w-3xl text-sm text-slate-600">{t("backups.restoreHint")}</p>
    </StaffScreen>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
