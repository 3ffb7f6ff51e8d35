import { type FormEvent, useState } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { AdminTable } from "~/admin/admin-table";
import { getCsrfToken } from "~/admin/auth-status-store";
import { CsrfField } from "~/admin/csrf-field";
import { applyBulkFiles, type BulkStep, checkBulkFiles } from "~/admin/media-bulk-request";
import { Button } from "~/components/ui/button";
import { languageAttributes, locales, pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import type { BulkProgress, BulkRow } from "~/media/bulk/bulk-upload.server";
import { altFieldName, readAltFieldName } from "~/media/bulk/alt-fields";
import { RELINK_KINDS } from "~/media/relink";
import { mediaAction, mediaLoader, type MediaAnswer } from "./media.server";
import type { Route } from "./+types/media";
import { ProgressBar } from "~/admin/progress-bar";
import { StaffScreen } from "~/admin/staff-screen";

// The media library and its bulk upload (issue 35). Every step is a form post, so the screen
// works before and without JavaScript: upload (dry run) → the plan, alt text editable → apply.
// With JavaScript the bulk upload's two steps go through the JSON API instead, which streams its
// progress: a bar shows the bytes sent, then the files read (and stored), announced politely.
export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.media.title");
export const loader = (args: Route.LoaderArgs) => mediaLoader(args);
export const action = (args: Route.ActionArgs) => mediaAction(args);

const sizeText = (bytes: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: "unit", unit: bytes >= 1024 * 1024 ? "megabyte" : "kilobyte", maximumFractionDigits: 1 }).format(bytes >= 1024 * 1024 ? bytes / 1024 / 1024 : bytes / 1024);

function PlanRow({ row }: { row: BulkRow }) {
  const { t, locale } = useTranslation();
  const what = row.action ? t(`admin.media.bulk.actions.${row.action}`) : t(`admin.media.bulk.reasons.${row.reason ?? "noProduct"}`, { partNumber: row.tried ?? row.name });
  return (
    <tr className="align-top" data-testid="bulk-row" data-action={row.action ?? "refused"}>
      <td className="px-3 py-2 break-all" data-label={t("admin.media.bulk.columns.file")}>{row.name}</td>
      <td className="px-3 py-2" data-label={t("admin.media.bulk.columns.product")}>{row.product ? `${row.product.partNumber}, ${pickLocalized(row.product.name, locale)}` : "—"}</td>
      <td className="px-3 py-2" data-label={t("admin.media.bulk.columns.action")}>
        {what}
        {row.kind === "document" && row.documentType ? ` (${t(`admin.media.bulk.kinds.${row.documentType}`)}${row.language ? `, ${row.language.toUpperCase()}` : ""})` : ""}
        {row.kind === "image" && row.position ? ` (${t("admin.media.bulk.position", { position: row.position })})` : ""}
      </td>
      <td className="px-3 py-2" data-label={t("admin.media.bulk.columns.alt")}>
        {row.kind === "image" && row.action && row.action !== "skip" ? (
          <div className="flex flex-col gap-1">
            {locales.map((language) => (
              <label key={language} className="text-xs text-slate-600">
                {t(`admin.media.bulk.alt.${language}`)}
                <input name={altFieldName(row.index, language)} {...languageAttributes(language)} defaultValue={row.alt?.[language] ?? ""} maxLength={250} className="mt-0.5 block w-full rounded border border-slate-300 px-2 py-1 text-sm text-slate-900" />
              </label>
            ))}
          </div>
        ) : (
          sizeText(row.size, locale)
        )}
      </td>
    </tr>
  );
}

function Answer({ answer, onApply, busy }: { answer: MediaAnswer; onApply?: (event: FormEvent<HTMLFormElement>, token: string) => void; busy?: boolean }) {
  const { t } = useTranslation();
  if (answer.step === "refused") return <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-red-800">{answer.message}</p>;
  if (answer.step === "deleted" || answer.step === "renamed")
    return <p role="status" className="mt-4 rounded border border-green-300 bg-green-50 p-3 text-green-800">{t(`admin.media.library.${answer.step}`, { filename: answer.filename })}</p>;
  if (answer.step === "linked")
    return (
      <p role="status" className="mt-4 rounded border border-green-300 bg-green-50 p-3 text-green-800" data-testid="media-linked">
        {t("admin.media.library.link.linked", { filename: answer.filename, count: answer.linked.length, partNumbers: answer.linked.join(", ") })}
        {answer.already.length ? ` ${t("admin.media.library.link.already", { count: answer.already.length, partNumbers: answer.already.join(", ") })}` : ""}
      </p>
    );
  if (answer.step === "unlinked")
    return <p role="status" className="mt-4 rounded border border-green-300 bg-green-50 p-3 text-green-800">{t("admin.media.library.link.unlinked", { filename: answer.filename, partNumber: answer.partNumber })}</p>;
  if (answer.step === "confirmDelete")
    return (
      <Form method="post" action="?intent=delete" className="mt-4 rounded border border-amber-300 bg-amber-50 p-3" data-testid="confirm-delete">
        <CsrfField />
        <input type="hidden" name="id" value={answer.file.id} />
        <input type="hidden" name="confirm" value="yes" />
        <p className="font-medium">{t("admin.media.library.confirmDelete", { filename: answer.file.filename, count: answer.products.length })}</p>
        <p className="mt-1 text-sm">{answer.products.join(", ")}</p>
        <Button type="submit" variant="danger" className="mt-2">{t("admin.media.library.deleteAnyway")}</Button>
      </Form>
    );
  const { plan } = answer;
  if (plan.problem)
    return <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-red-800">{t(`admin.media.bulk.archive.${plan.problem.reason}`, { name: plan.problem.source })}</p>;
  const counts = plan.counts;
  const table = (
    <AdminTable
      columns={[
        { label: t("admin.media.bulk.columns.file") },
        { label: t("admin.media.bulk.columns.product") },
        { label: t("admin.media.bulk.columns.action") },
        { label: t("admin.media.bulk.columns.alt") },
      ]}
      testId="bulk-plan-rows"
    >
      {plan.rows.map((row) => <PlanRow key={row.index} row={row} />)}
    </AdminTable>
  );
  const summary = (
    <p role="status" className="mt-4 font-medium" data-testid="bulk-summary">
      {t("admin.media.bulk.summary.add", { count: counts.add })} · {t("admin.media.bulk.summary.replace", { count: counts.replace })} · {t("admin.media.bulk.summary.skip", { count: counts.skip })} ·{" "}
      {t("admin.media.bulk.summary.refused", { count: counts.refused })}
    </p>
  );
  if (answer.step === "applied")
    return (
      <div data-testid="bulk-applied">
        <p role="status" className="mt-4 rounded border border-green-300 bg-green-50 p-3 text-green-800">{t("admin.media.bulk.applied", { count: answer.linked, stored: answer.stored })}</p>
        {table}
      </div>
    );
  return (
    <Form method="post" action="?intent=apply" data-testid="bulk-plan" onSubmit={onApply ? (event) => onApply(event, answer.token) : undefined}>
      <CsrfField />
      <input type="hidden" name="token" value={answer.token} />
      {summary}
      {table}
      <Button type="submit" className="mt-4" disabled={busy || counts.add + counts.replace === 0}>{t("admin.media.bulk.apply", { count: counts.add + counts.replace })}</Button>
    </Form>
  );
}

type Phase = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "working"; progress: BulkProgress };

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const navigating = useNavigation().state === "submitting";
  const revalidator = useRevalidator();
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  // What the JSON API answered (with JavaScript); a form post's answer replaces it.
  // (It is kept with the form answer it followed: a newer form post's answer wins.)
  const [stepped, setStepped] = useState<{ step: BulkStep; after: MediaAnswer | undefined } | undefined>(undefined);
  const busy = navigating || phase.kind !== "idle";
  const answer: MediaAnswer | undefined = stepped && stepped.after === actionData ? stepped.step : actionData;

  async function run(first: Phase, work: (csrfToken: string) => Promise<BulkStep>) {
    setPhase(first);
    try {
      const step = await work((await getCsrfToken()) ?? loaderData.csrfToken);
      setStepped({ step, after: actionData });
      if (step.step === "applied") void revalidator.revalidate();
    } catch {
      setStepped({ step: { step: "refused", message: t("admin.media.bulk.progress.network") }, after: actionData });
    } finally {
      setPhase({ kind: "idle" });
    }
  }
  const callbacks = {
    onUpload: (percent: number) => setPhase({ kind: "uploading", percent }),
    onProgress: (progress: BulkProgress) => setPhase({ kind: "working", progress }),
  };

  function check(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem("files");
    const files = input instanceof HTMLInputElement && input.files ? [...input.files] : [];
    if (!files.length) return;
    event.preventDefault();
    setStepped(undefined);
    void run({ kind: "uploading", percent: 0 }, (csrfToken) => checkBulkFiles(files, csrfToken, callbacks));
  }

  function apply(event: FormEvent<HTMLFormElement>, token: string) {
    event.preventDefault();
    const alt: Record<string, Record<string, string>> = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      const field = readAltFieldName(name);
      if (field && typeof value === "string") (alt[field.row] ??= {})[field.language] = value;
    }
    // Nothing to speak of is sent (the files wait on the server): the bar starts with the reading.
    void run({ kind: "working", progress: { step: "read", done: 0, total: 0 } }, (csrfToken) => applyBulkFiles(token, alt, csrfToken, { onProgress: callbacks.onProgress }));
  }

  const progress =
    phase.kind === "uploading"
      ? { value: phase.percent, label: t("admin.media.bulk.progress.uploading", { percent: phase.percent }) }
      : phase.kind === "working" && phase.progress.total === 0
        ? { value: undefined, label: t("admin.media.bulk.checking") }
        : phase.kind === "working"
        ? {
            value: phase.progress.total ? Math.round((phase.progress.done / phase.progress.total) * 100) : 0,
            label: t(`admin.media.bulk.progress.${phase.progress.step}`, { done: phase.progress.done, count: phase.progress.total }),
          }
        : undefined;

  return (
    <StaffScreen id="media-title" title={t("admin.media.title")} intro={t("admin.media.bulk.intro", { files: loaderData.limits.files, gigabytes: loaderData.limits.gigabytes })}>
      <Form method="post" action="?intent=check" encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-3" onSubmit={check}>
        <CsrfField />
        <label className="flex flex-col text-sm text-slate-700">
          {t("admin.media.bulk.choose")}
          <input type="file" name="files" multiple required accept=".zip,application/zip,image/jpeg,image/png,image/webp,image/avif,application/pdf" className="mt-1" />
        </label>
        <Button type="submit" disabled={busy}>{busy ? t("admin.media.bulk.checking") : t("admin.media.bulk.check")}</Button>
      </Form>
      <div aria-live="polite" className="mt-4" data-testid="bulk-progress">
        <ProgressBar progress={progress} />
      </div>
      {answer ? <Answer answer={answer} onApply={apply} busy={busy} /> : null}

      <h2 className="mt-8 text-xl font-semibold text-brand-900">{t("admin.media.library.title", { count: loaderData.total })}</h2>
      <AdminTable
        columns={[
          { label: t("admin.media.library.columns.file") },
          { label: t("admin.media.library.columns.kind") },
          { label: t("admin.media.library.columns.size") },
          { label: t("admin.media.library.columns.products") },
          { label: t("admin.media.library.columns.actions") },
        ]}
        testId="media-library"
      >
          {loaderData.files.map((file) => (
            <tr key={file.id} className="align-top" data-testid="media-file">
              <td className="px-3 py-2" data-label={t("admin.media.library.columns.file")}>
                <div className="flex items-center gap-2">
                  {file.thumbnail ? <img src={file.thumbnail} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded object-contain" /> : null}
                  <span className="break-all">{pickLocalized(file.title, locale) || file.filename}</span>
                </div>
              </td>
              <td className="px-3 py-2" data-label={t("admin.media.library.columns.kind")}>{t(`admin.media.library.kinds.${file.kind}`)}</td>
              <td className="px-3 py-2" data-label={t("admin.media.library.columns.size")}>{sizeText(file.size, locale)}</td>
              <td className="px-3 py-2" data-label={t("admin.media.library.columns.products")}>
                {file.products.length ? (
                  <ul className="flex flex-wrap gap-x-3 gap-y-1">
                    {file.products.map((p) => (
                      <li key={p.id} className="flex items-center gap-1">
                        <Link to={`/admin/products/${p.id}/edit`} className="text-brand-700 underline">{p.partNumber}</Link>
                        <Form method="post" action="?intent=unlink">
                          <CsrfField />
                          <input type="hidden" name="id" value={file.id} />
                          <input type="hidden" name="product" value={p.id} />
                          <button type="submit" className="rounded px-1 text-slate-500 hover:bg-red-50 hover:text-red-700" aria-label={t("admin.media.library.link.unlink", { partNumber: p.partNumber })} title={t("admin.media.library.link.unlink", { partNumber: p.partNumber })}>
                            ×
                          </button>
                        </Form>
                      </li>
                    ))}
                  </ul>
                ) : (
                  t("admin.media.library.unused")
                )}
                <Form method="post" action="?intent=link" className="mt-2 flex flex-wrap items-end gap-1" data-testid="media-link">
                  <CsrfField />
                  <input type="hidden" name="id" value={file.id} />
                  <label className="text-xs text-slate-600">
                    {t("admin.media.library.link.partNumbers")}
                    <textarea name="partNumbers" rows={1} required maxLength={20000} className="block w-48 rounded border border-slate-300 px-1 py-0.5 text-sm text-slate-900" />
                  </label>
                  {file.kind === "document" ? (
                    <>
                      <label className="text-xs text-slate-600">
                        {t("admin.media.library.link.type")}
                        <select name="type" defaultValue="datasheet" className="block rounded border border-slate-300 px-1 py-0.5 text-sm text-slate-900">
                          {RELINK_KINDS.map((type) => (
                            <option key={type} value={type}>{t(`admin.media.bulk.kinds.${type}`)}</option>
                          ))}
                        </select>
                      </label>
                      <label className="text-xs text-slate-600">
                        {t("admin.media.library.link.language")}
                        <select name="language" defaultValue="" className="block rounded border border-slate-300 px-1 py-0.5 text-sm text-slate-900">
                          <option value="">{t("admin.media.library.link.allLanguages")}</option>
                          {locales.map((language) => (
                            <option key={language} value={language}>{language.toUpperCase()}</option>
                          ))}
                        </select>
                      </label>
                    </>
                  ) : null}
                  <Button type="submit" size="xs" variant="outline">{t("admin.media.library.link.submit")}</Button>
                </Form>
              </td>
              <td className="px-3 py-2" data-label={t("admin.media.library.columns.actions")}>
                <Form method="post" action="?intent=rename" className="flex flex-wrap items-end gap-1">
                  <CsrfField />
                  <input type="hidden" name="id" value={file.id} />
                  {locales.map((language) => (
                    <label key={language} className="text-xs text-slate-600">
                      {t(`admin.media.library.name.${language}`)}
                      <input name={`title_${language}`} {...languageAttributes(language)} defaultValue={file.title[language] ?? ""} maxLength={200} className="block w-32 rounded border border-slate-300 px-1 py-0.5 text-sm text-slate-900" />
                    </label>
                  ))}
                  <Button type="submit" size="xs" variant="outline">{t("admin.media.library.rename")}</Button>
                </Form>
                <Form method="post" action="?intent=delete" className="mt-1">
                  <CsrfField />
                  <input type="hidden" name="id" value={file.id} />
                  <Button type="submit" size="xs" variant="danger">{t("admin.media.library.delete")}</Button>
                </Form>
              </td>
            </tr>
          ))}
      </AdminTable>
    </StaffScreen>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
