import { useState } from "react";
import { data } from "react-router";
import { ScreenHeading } from "~/admin/screen-heading";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { getCsrfToken } from "~/admin/auth-status-store";
import { CsvImportReport } from "~/admin/csv-import-report";
import { type ImportResponse, sendProductsCsv } from "~/admin/csv-upload-request";
import { toast } from "~/admin/toast-store";
import { importProducts, receiveProductsCsv } from "./import-products.server";
import type { ImportReport } from "~/catalogue/product-csv/product-csv-report";
import { page, pageLoader } from "~/http/kit.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/products-csv";
import { buttonClass } from "~/components/ui/button";
import { ProgressBar } from "~/admin/progress-bar";

const MAX_MB = 256;
const FILTERS = ["q", "category", "status", "lifecycle"] as const;

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.csv.title");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "editor" }, async ({ request, session }) => {
    const params = new URL(request.url).searchParams;
    const filters = new URLSearchParams(FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
    return { exportQuery: filters.toString(), csrfToken: session!.csrfToken };
  });

/** Without JavaScript the form posts here (check with ?dryRun=true, or import) and the page shows the answer. */
export const action = (args: Route.ActionArgs) =>
  page(args, { access: "editor" }, async (call) => {
    const dryRun = new URL(call.request.url).searchParams.get("dryRun") === "true";
    // The CSV has its own capped reader (a larger cap, multipart or raw text/csv).
    const answer = await importProducts(call.db, await receiveProductsCsv(call.request), { dryRun, t: call.t, actor: call.actor });
    return data(answer as ImportResponse, { status: answer.status });
  });

type Phase = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "reading"; rows: number; dryRun: boolean };

export default function ProductsCsv({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [answer, setAnswer] = useState<ImportResponse | undefined>(actionData);
  const shown = answer ?? actionData;
  const report: ImportReport | undefined = shown ? ("counts" in shown.body ? shown.body : shown.body.report) : undefined;
  const failure = shown && "error" in shown.body ? shown.body.error.message : undefined;
  const busy = phase.kind !== "idle";
  const changes = report ? report.counts.create + report.counts.update : 0;

  async function send(dryRun: boolean) {
    if (!file) return;
    setPhase({ kind: "uploading", percent: 0 });
    try {
      const csrfToken = (await getCsrfToken()) ?? loaderData.csrfToken;
      const result = await sendProductsCsv(file, { dryRun, csrfToken }, {
        onUpload: (percent) => setPhase({ kind: "uploading", percent }),
        onRows: (rows) => setPhase({ kind: "reading", rows, dryRun }),
      });
      setAnswer(result);
      if (!dryRun && "error" in result.body) toast({ title: t("admin.csv.importErrorTitle"), description: result.body.error.message, variant: "destructive" });
    } catch {
      const message = t("admin.csv.errors.network");
      setAnswer({ status: 0, body: { error: { code: "network", message } } });
      toast({ title: t("admin.csv.importErrorTitle"), description: message, variant: "destructive" });
    } finally {
      setPhase({ kind: "idle" });
    }
  }

  const progress =
    phase.kind === "uploading" ? { value: phase.percent, label: t("admin.csv.uploading", { percent: phase.percent }) }
    : phase.kind === "reading" ? { value: report && report.counts.rows ? Math.min(100, Math.round((phase.rows / report.counts.rows) * 100)) : undefined, label: t(phase.dryRun ? "admin.csv.checking" : "admin.csv.importing", { count: phase.rows }) }
    : undefined;
  const applied = report && !report.dryRun && report.applied;

  return (
    <section aria-labelledby="csv-title">
      <ScreenHeading id="csv-title" back={{ to: "/admin", label: t("admin.csv.backToProducts") }} title={t("admin.csv.title")} />
      <p className="mt-2 max-w-3xl text-slate-600">{t("admin.csv.intro")}</p>

      <div className="mt-6 rounded border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold text-brand-900">{t("admin.csv.exportTitle")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("admin.csv.exportIntro")}</p>
        {loaderData.exportQuery ? <p className="mt-1 text-sm text-slate-600">{t("admin.csv.exportFiltered", { filters: loaderData.exportQuery.replaceAll("&", ", ") })}</p> : null}
        <a href={`/api/admin/products/export${loaderData.exportQuery ? `?${loaderData.exportQuery}` : ""}`} download className={buttonClass({ className: "mt-3" })}>
          {t("admin.csv.exportButton")}
        </a>
      </div>

      <form
        method="post"
        encType="multipart/form-data"
        action="?dryRun=true"
        className="mt-6 rounded border border-slate-200 bg-white p-4"
        onSubmit={(event) => {
          event.preventDefault();
          void send(true);
        }}
      >
        <h2 className="text-lg font-semibold text-brand-900">{t("admin.csv.importTitle")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("admin.csv.importIntro", { maxMb: MAX_MB })}</p>
        <input type="hidden" name="csrfToken" value={loaderData.csrfToken} />
        <label htmlFor="csv-file" className="mt-3 block text-sm font-medium text-slate-800">{t("admin.csv.fileLabel")}</label>
        <input
          id="csv-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          className="mt-1 block text-sm"
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setAnswer(undefined);
          }}
        />
        <button type="submit" disabled={busy} className={buttonClass({ className: "mt-3" })}>{t("admin.csv.checkButton")}</button>
      </form>

      <div aria-live="polite" className="mt-4">
        <ProgressBar progress={progress} />
        {failure ? (
          <div role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">{t("admin.csv.importErrorTitle")}</p>
            <p>{failure}</p>
          </div>
        ) : null}
        {applied ? (
          <p role="status" className="rounded border border-emerald-300 bg-emerald-50 p-3 text-emerald-900">
            {t("admin.csv.imported", { create: report.counts.create, update: report.counts.update, unchanged: report.counts.unchanged })}
          </p>
        ) : null}
      </div>

      {report && report.dryRun && !busy ? (
        <div className="mt-4">
          {report.counts.error ? <p className="text-sm text-red-800">{t("admin.csv.fixErrorsFirst")}</p>
            : changes === 0 ? <p className="text-sm text-slate-700">{t("admin.csv.nothingToImport")}</p>
            : file ? (
              <button type="button" onClick={() => void send(false)} className={buttonClass()}>
                {t("admin.csv.importButton", { count: changes })}
              </button>
            ) : null}
        </div>
      ) : null}
      {report ? <CsvImportReport report={report} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
