import { useState } from "react";
import type { ImportReport, RowOutcome } from "~/catalogue/product-csv/product-csv-report";
import { formatRow, UTF8_BOM } from "~/csv/csv-format";
import { useTranslation } from "~/i18n/use-translation";
import { ColumnHeadings } from "~/components/ui/table";
import { Badge, type BadgeTone } from "~/components/ui/badge";

const PER_PAGE = 50;
const outcomes: RowOutcome[] = ["create", "update", "unchanged", "error"];
const tones: Record<RowOutcome, BadgeTone> = { create: "success", update: "info", unchanged: "neutral", error: "danger" };

/** The error rows as a CSV staff can open beside their file: line, part number, reason. */
function downloadErrors(report: ImportReport, fileName: string) {
  const rows = report.rows.filter((r) => r.outcome === "error");
  const text = UTF8_BOM + formatRow(["line", "part_number", "error"]) + rows.map((r) => formatRow([r.line, r.partNumber, (r.messages ?? []).join(" / ")])).join("");
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Counts, a filter by outcome and one page of rows (errors first): usable at 100,000 rows. */
export function CsvImportReport({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<RowOutcome | "all">(report.counts.error ? "error" : "all");
  const [page, setPage] = useState(1);
  const rows = shown === "all" ? report.rows : report.rows.filter((r) => r.outcome === shown);
  const pages = Math.max(1, Math.ceil(rows.length / PER_PAGE));
  const visible = rows.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const show = (value: RowOutcome | "all") => {
    setShown(value);
    setPage(1);
  };
  const empty = (text: string) => text || t("admin.csv.report.empty");

  return (
    <section aria-labelledby="csv-report-title" className="mt-6">
      <h2 id="csv-report-title" className="text-lg font-semibold text-brand-900">{t("admin.csv.report.title")}</h2>
      {report.notices.map((notice) => (
        <p key={notice} role="status" className="mt-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{notice}</p>
      ))}
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label={t("admin.csv.report.summary")}>
        {(["rows", ...outcomes] as const).map((key) => (
          <div key={key} className="rounded border border-slate-200 bg-white p-3" data-count={key}>
            <dt className="text-xs uppercase tracking-wide text-slate-600">{t(`admin.csv.report.${key}`)}</dt>
            <dd className="text-2xl font-semibold text-brand-900">{report.counts[key]}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-2" role="group" aria-label={t("admin.csv.report.filter")}>
        {(["all", ...outcomes.filter((o) => o !== "unchanged")] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={shown === value}
            onClick={() => show(value)}
            className={`rounded-full border px-3 py-1 text-sm ${shown === value ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800"}`}
          >
            {t(`admin.csv.report.${value}`)}
          </button>
        ))}
        {report.counts.error ? (
          <button type="button" onClick={() => downloadErrors(report, t("admin.csv.errorFileName"))} className="ms-auto text-sm text-brand-700 underline">
            {t("admin.csv.downloadErrors")}
          </button>
        ) : null}
      </div>
      {visible.length ? (
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="border-b border-slate-300 text-slate-600">
              <tr>
                <ColumnHeadings labels={["line", "partNumber", "outcome"].map((column) => t(`admin.csv.report.${column}`))} cellClass="py-2 pe-3" />
                <th scope="col" className="py-2">{t("admin.csv.report.details")}</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((row) => (
                <tr key={row.line} className="border-b border-slate-100 align-top" data-outcome={row.outcome}>
                  <td className="py-2 pe-3 tabular-nums">{row.line}</td>
                  <td className="py-2 pe-3 font-mono">{row.partNumber}</td>
                  <td className="py-2 pe-3"><Badge tone={tones[row.outcome]}>{t(`admin.csv.report.${row.outcome}`)}</Badge></td>
                  <td className="py-2">
                    <ul className="space-y-1 break-words">
                      {(row.messages ?? []).map((message) => <li key={message} className="text-red-800">{message}</li>)}
                      {(row.changes ?? []).map((c) => (
                        <li key={c.column} data-column={c.column}>{t("admin.csv.report.change", { column: c.column, old: empty(c.old), new: empty(c.new) })}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 text-slate-600">{t("admin.csv.report.noRows")}</p>
      )}
      {pages > 1 ? (
        <nav className="mt-3 flex items-center gap-4 text-sm" aria-label={t("admin.csv.report.page", { page, pages })}>
          <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)} className="text-brand-700 underline disabled:text-slate-400">{t("admin.csv.report.previous")}</button>
          <span>{t("admin.csv.report.page", { page, pages })}</span>
          <button type="button" disabled={page === pages} onClick={() => setPage(page + 1)} className="text-brand-700 underline disabled:text-slate-400">{t("admin.csv.report.next")}</button>
        </nav>
      ) : null}
      {report.omitted ? <p className="mt-2 text-sm text-slate-600">{t("admin.csv.report.omitted", { count: report.omitted })}</p> : null}
    </section>
  );
}
