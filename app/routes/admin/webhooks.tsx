import { Link, useNavigation } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { CountedAdminTable, labelledColumns } from "~/admin/admin-table";
import { OutcomeLine } from "~/admin/outcome-line";
import { PostForm } from "~/admin/post-form";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { pageLoader } from "~/http/kit.server";
import { useTranslation } from "~/i18n/use-translation";
import { listEndpoints } from "~/webhooks/endpoints.server";
import { WEBHOOK_EVENTS } from "~/webhooks/events";
import { webhooksAction } from "./webhooks.server";
import type { Route } from "./+types/webhooks";
import { SecretShownOnce } from "~/admin/secret-shown-once";
import { StaffScreen } from "~/admin/staff-screen";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.webhooks.title");

export const loader = (args: Route.LoaderArgs) => pageLoader(args, { access: "admin" }, async (call) => ({ endpoints: await listEndpoints(call.db) }));

export const action = (args: Route.ActionArgs) => webhooksAction(args);

export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const label = (column: string) => t(`admin.webhooks.${column}`);
  const { endpoints } = loaderData;
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok && actionData.intent === "create" ? actionData : undefined;
  const values = failed?.values as { url?: string; description?: string; events?: string[] } | undefined;
  return (
    <StaffScreen id="webhooks-title" title={t("admin.webhooks.title")} intro={t("admin.webhooks.intro")}>
      <PostForm fields={{ intent: "create" }} className="mt-6 grid max-w-3xl gap-4 rounded-lg border border-slate-200 bg-white p-4" noValidate>
        <Field id="webhook-url" label={t("admin.webhooks.url")} error={failed?.fields?.url} required>
          <Input name="url" type="url" maxLength={2000} placeholder="https://" defaultValue={values?.url ?? ""} />
        </Field>
        <Field id="webhook-description" label={t("admin.webhooks.description")} error={failed?.fields?.description}>
          <Input name="description" maxLength={200} defaultValue={values?.description ?? ""} />
        </Field>
        <fieldset aria-describedby={failed?.fields?.events ? "webhook-events-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t("admin.webhooks.events")}</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} name="events" value={event} defaultChecked={values?.events?.includes(event)} label={<code className="text-xs">{event}</code>} />
            ))}
          </div>
          <FieldError id="webhook-events" error={failed?.fields?.events} />
        </fieldset>
        <div>
          <Button type="submit" disabled={busy}>{t("admin.webhooks.create")}</Button>
        </div>
      </PostForm>
      {actionData && !actionData.ok && actionData.intent !== "create" ? (
        <OutcomeLine refused>{actionData.message}</OutcomeLine>
      ) : null}
      {actionData?.ok && actionData.intent === "create" ? (
        <SecretShownOnce
          testId="new-webhook-secret"
          title={t("admin.webhooks.createdTitle")}
          text={t("admin.webhooks.createdText", { url: actionData.url })}
          label={t("admin.webhooks.createdTitle")}
          value={actionData.secret}
        />
      ) : null}
      <CountedAdminTable
        count={t("admin.webhooks.count", { count: endpoints.length })}
        rows={endpoints.length}
        columns={labelledColumns(label, ["url", "events", "state", "deliveries"], "delete")}
        testId="webhooks-table"
      >
        {endpoints.map((endpoint) => (
          <tr key={endpoint.id}>
            <td className="px-3 py-2 break-all" data-label={label("url")}>
              <span className="font-mono text-xs">{endpoint.url}</span>
              {endpoint.description ? <span className="block text-xs text-slate-500">{endpoint.description}</span> : null}
            </td>
            <td className="px-3 py-2 font-mono text-xs" data-label={label("events")}>{endpoint.events.join(" ")}</td>
            <td className="px-3 py-2" data-label={label("state")}>{endpoint.active ? t("admin.webhooks.active") : t("admin.webhooks.paused")}</td>
            <td className="px-3 py-2" data-label={label("deliveries")}>
              <Link to={`/admin/webhooks/${endpoint.id}`} className="text-brand-700 underline">
                {t("admin.webhooks.summary", { delivered: endpoint.delivered, pending: endpoint.pending, failed: endpoint.failed })}
              </Link>
            </td>
            <td className="px-3 py-2">
              <div className="flex flex-wrap gap-2">
                <PostForm fields={{ id: endpoint.id }}>
                  <Button type="submit" name="intent" value={endpoint.active ? "pause" : "resume"} variant="secondary" size="sm" disabled={busy}>
                    {endpoint.active ? t("admin.webhooks.pause") : t("admin.webhooks.resume")}
                  </Button>
                </PostForm>
                <PostForm fields={{ id: endpoint.id }} confirm={t("admin.webhooks.deleteConfirm", { url: endpoint.url })}>
                  <Button type="submit" name="intent" value="delete" variant="danger" size="sm" disabled={busy}>
                    {t("admin.webhooks.delete")}
                  </Button>
                </PostForm>
              </div>
            </td>
          </tr>
        ))}
      </CountedAdminTable>
    </StaffScreen>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
