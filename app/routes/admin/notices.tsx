import { Form, Link, useNavigation } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { AdminTable } from "~/admin/admin-table";
import { CsrfField } from "~/admin/csrf-field";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/notices";
import { noticesAction, noticesLoader } from "./notices.server";
import { StaffScreen } from "~/admin/staff-screen";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.notices.title");

export const loader = (args: Route.LoaderArgs) => noticesLoader(args);

export const action = (args: Route.ActionArgs) => noticesAction(args);

type Notice = Route.ComponentProps["loaderData"]["open"][number];

function Recipients({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  if (!notice.recipients.length) return <p className="mt-2 text-sm text-amber-800">{t("admin.notices.noRecipients")}</p>;
  return (
    <AdminTable
      columns={[{ label: t("admin.notices.address") }, { label: t("admin.notices.language") }, { label: t("admin.notices.references") }, { label: t("admin.notices.sentAt") }]}
      testId={`notice-${notice.id}-recipients`}
    >
      {notice.recipients.map((recipient) => (
        <tr key={recipient.email}>
          <td className="px-3 py-2 break-all" data-label={t("admin.notices.address")}>{recipient.email}</td>
          <td className="px-3 py-2" data-label={t("admin.notices.language")}>{recipient.locale.toUpperCase()}</td>
          <td className="px-3 py-2" data-label={t("admin.notices.references")}>{recipient.references.join(", ")}</td>
          <td className="px-3 py-2" data-label={t("admin.notices.sentAt")}>
            {recipient.sentAt ? new Date(recipient.sentAt).toISOString().slice(0, 16).replace("T", " ") : t("admin.notices.notSent")}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export default function Notices({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { open, decided } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <StaffScreen id="notices-title" title={t("admin.notices.title")} intro={t("admin.notices.intro")}>
      {actionData ? (
        <p role={actionData.ok ? "status" : "alert"} className={`mt-4 rounded p-3 text-sm ${actionData.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`} data-testid="notices-result">
          {actionData.message}
        </p>
      ) : null}
      {open.length ? null : <p className="mt-6 text-slate-600" data-testid="notices-none">{t("admin.notices.none")}</p>}
      {open.map((notice) => (
        <article key={notice.id} className="mt-6 rounded-lg border border-slate-200 bg-white p-4" data-testid={`notice-${notice.id}`} aria-labelledby={`notice-${notice.id}-title`}>
          <h2 id={`notice-${notice.id}-title`} className="text-lg font-semibold text-brand-900">
            <Link to={`/admin/products/${notice.productId}/edit`} className="underline">{notice.partNumber}</Link> {notice.name ? `· ${notice.name}` : ""} ·{" "}
            {t(`admin.notices.lifecycles.${notice.lifecycle}`)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t(`admin.notices.statuses.${notice.status}`)} · {t("admin.notices.since")} {new Date(notice.createdAt).toISOString().slice(0, 16).replace("T", " ")} ·{" "}
            {t("admin.notices.recipients", { count: notice.recipients.length })}
          </p>
          {notice.status === "sending" ? <p className="mt-1 text-sm text-amber-800">{t("admin.notices.sending")}</p> : null}
          <Recipients notice={notice} />
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="id" value={notice.id} />
              <Button type="submit" name="intent" value="send" disabled={busy || !notice.recipients.length}>{t("admin.notices.send")}</Button>
            </Form>
            {notice.status === "pending" ? (
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="id" value={notice.id} />
                <Button type="submit" name="intent" value="cancel" variant="secondary" disabled={busy}>{t("admin.notices.cancel")}</Button>
              </Form>
            ) : null}
          </div>
        </article>
      ))}
      {decided.length ? (
        <>
          <h2 className="mt-10 text-lg font-semibold text-brand-900">{t("admin.notices.decided")}</h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="notices-decided">
            {decided.map((notice) => (
              <li key={notice.id}>
                {notice.partNumber} · {t(`admin.notices.lifecycles.${notice.lifecycle}`)} ·{" "}
                {notice.decidedByName
                  ? t("admin.notices.decidedBy", { status: t(`admin.notices.statuses.${notice.status}`), name: notice.decidedByName })
                  : t(`admin.notices.statuses.${notice.status}`)} ·{" "}
                {t("admin.notices.recipients", { count: notice.recipientCount })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </StaffScreen>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
