import { Link, useNavigation } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { AdminTable } from "~/admin/admin-table";
import { OutcomeLine } from "~/admin/outcome-line";
import { PostForm } from "~/admin/post-form";
import { StaffDate } from "~/admin/staff-date";
import { Button } from "~/components/ui/button";
import { notFound } from "~/http/errors";
import { pageLoader, routeId } from "~/http/kit.server";
import { useTranslation } from "~/i18n/use-translation";
import { getEndpoint, listDeliveries } from "~/webhooks/endpoints.server";
import { webhooksAction } from "./webhooks.server";
import type { Route } from "./+types/webhook-deliveries";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.webhooks.deliveries");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "admin" }, async (call) => {
    const id = routeId(call.params.id, notFound("admin.webhooks.errors.notFound"));
    const endpoint = await getEndpoint(call.db, id);
    if (!endpoint) throw notFound("admin.webhooks.errors.notFound");
    return { endpoint, deliveries: await listDeliveries(call.db, id) };
  });

export const action = (args: Route.ActionArgs) => webhooksAction(args);

const STATE_CLASS = {
  pending: "bg-slate-100 text-slate-800",
  retrying: "bg-amber-100 text-amber-900",
  delivered: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
} as const;

export default function WebhookDeliveries({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { endpoint, deliveries } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="deliveries-title">
      <p className="text-sm">
        <Link to="/admin/webhooks" className="text-brand-700 underline">{t("admin.webhooks.back")}</Link>
      </p>
      <h1 id="deliveries-title" className="mt-2 text-2xl font-semibold break-all text-brand-900">{t("admin.webhooks.deliveriesOf", { url: endpoint.url })}</h1>
      {actionData?.ok && actionData.intent === "resend" ? (
        <OutcomeLine>{t("admin.webhooks.resent")}</OutcomeLine>
      ) : null}
      {actionData && !actionData.ok ? <OutcomeLine refused>{actionData.message}</OutcomeLine> : null}
      {deliveries.length ? (
        <AdminTable
          columns={[
            { label: t("admin.webhooks.event") },
            { label: t("admin.webhooks.state") },
            { label: t("admin.webhooks.answer") },
            { label: t("admin.webhooks.attempts") },
            { label: t("admin.webhooks.when") },
            { label: t("admin.webhooks.lastAttempt") },
            { label: t("admin.webhooks.resend"), hidden: true },
          ]}
          testId="deliveries-table"
        >
          {deliveries.map((delivery) => (
            <tr key={delivery.id} data-testid="delivery-row">
              <td className="px-3 py-2" data-label={t("admin.webhooks.event")}>
                <code className="text-xs">{delivery.eventType}</code>
                <span className="block font-mono text-xs text-slate-500">{delivery.eventId}</span>
              </td>
              <td className="px-3 py-2" data-label={t("admin.webhooks.state")}>
                <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATE_CLASS[delivery.state]}`}>{t(`admin.webhooks.states.${delivery.state}`)}</span>
                {delivery.state === "retrying" || delivery.state === "pending" ? (
                  <span className="block text-xs text-slate-500">
                    {t("admin.webhooks.nextAttempt")} <StaffDate value={delivery.nextAttemptAt} />
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2" data-label={t("admin.webhooks.answer")}>
                {delivery.lastStatusCode ?? "—"}
                {delivery.lastError ? <span className="block max-w-xs truncate text-xs text-slate-500" title={delivery.lastError}>{delivery.lastError}</span> : null}
              </td>
              <td className="px-3 py-2" data-label={t("admin.webhooks.attempts")}>{delivery.attempts}</td>
              <td className="px-3 py-2" data-label={t("admin.webhooks.when")}><StaffDate value={delivery.createdAt} seconds /></td>
              <td className="px-3 py-2" data-label={t("admin.webhooks.lastAttempt")}>{delivery.lastAttemptAt ? <StaffDate value={delivery.lastAttemptAt} seconds /> : "—"}</td>
              <td className="px-3 py-2">
                {delivery.state === "pending" ? null : (
                  <PostForm fields={{ id: endpoint.id, delivery: delivery.id }}>
                    <Button type="submit" name="intent" value="resend" variant="secondary" size="sm" disabled={busy}>
                      {t("admin.webhooks.resend")}
                    </Button>
                  </PostForm>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="mt-6 text-sm text-slate-600">{t("admin.webhooks.noDeliveries")}</p>
      )}
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
