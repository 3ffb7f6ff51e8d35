import type { Translator } from "~/i18n/translate";
import type { ImportOutcome } from "./product-csv-import.server";
import type { ImportReport, Problem } from "./product-csv-report";

// A report of thousands of changed rows stays small enough to send and show.
const MAX_SHOWN = 300;
const cut = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);

/** A problem in the staff's language, with the column it is in. */
export function wordProblem(t: Translator["t"], problem: Problem): string {
  const message = t(problem.key, problem.vars);
  return problem.column ? t("admin.csv.report.inColumn", { column: problem.column, message }) : message;
}

/** The import's outcome as the API answers it: messages worded, error rows first. */
export function wordReport(t: Translator["t"], outcome: ImportOutcome, dryRun: boolean): ImportReport {
  const notices = outcome.encoding === "windows-1252" ? [t("admin.csv.notices.windows1252")] : [];
  const rows = [...outcome.errors, ...outcome.changes].map(({ problems, changes, ...row }) => ({
    ...row,
    ...(changes ? { changes: changes.map((c) => ({ column: c.column, old: cut(c.old), new: cut(c.new) })) } : {}),
    ...(problems ? { messages: problems.map((p) => wordProblem(t, p)) } : {}),
  }));
  return {
    dryRun,
    applied: outcome.applied,
    encoding: outcome.encoding ?? "utf-8",
    separator: outcome.separator ?? ",",
    notices,
    counts: outcome.counts,
    rows,
    omitted: outcome.omitted,
  };
}
