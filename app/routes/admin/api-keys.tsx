import { useNavigation } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { CountedAdminTable, labelledColumns } from "~/admin/admin-table";
import { OutcomeLine } from "~/admin/outcome-line";
import { PostForm } from "~/admin/post-form";
import { StaffDate } from "~/admin/staff-date";
import { listApiKeys } from "~/api-keys/api-keys.server";
import { API_KEY_RATE_LIMIT, API_SCOPES } from "~/api-keys/scopes";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { pageLoader } from "~/http/kit.server";
import { useTranslation } from "~/i18n/use-translation";
import { apiKeysAction } from "./api-keys.server";
import type { Route } from "./+types/api-keys";
import { SecretShownOnce } from "~/admin/secret-shown-once";
import { StaffScreen } from "~/admin/staff-screen";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.apiKeys.title");

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "admin" }, async (call) => ({ keys: await listApiKeys(call.db), now: new Date().toISOString() }));

export const action = (args: Route.ActionArgs) => apiKeysAction(args);

function Outcome({ result }: { result: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation();
  if (!result) return null;
  if (!result.ok) {
    return result.intent === "revoke" ? (
      <OutcomeLine refused>{result.message}</OutcomeLine>
    ) : null;
  }
  if (result.intent === "revoke") {
    return <OutcomeLine>{t("admin.apiKeys.revoked", { name: result.name })}</OutcomeLine>;
  }
  return (
    <SecretShownOnce
      testId="new-api-key"
      title={t("admin.apiKeys.createdTitle")}
      text={t("admin.apiKeys.createdText", { name: result.name })}
      label={t("admin.apiKeys.key")}
      value={result.key}
    />
  );
}

export default function ApiKeys({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const label = (column: string) => t(`admin.apiKeys.${column}`);
  const { keys, now } = loaderData;
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok && actionData.intent === "create" ? actionData : undefined;
  const values = failed?.values as { name?: string; scopes?: string[]; rateLimitPerMinute?: string; expiresAt?: string } | undefined;
  const stateOf = (key: (typeof keys)[number]) =>
    key.revokedAt ? "revoked" : key.expiresAt && new Date(key.expiresAt) <= new Date(now) ? "expired" : "active";
  return (
    <StaffScreen id="api-keys-title" title={t("admin.apiKeys.title")} intro={t("admin.apiKeys.intro")}>
      <PostForm fields={{ intent: "create" }} className="mt-6 grid max-w-3xl gap-4 rounded-lg border border-slate-200 bg-white p-4" noValidate>
        <Field id="api-key-name" label={t("admin.apiKeys.name")} hint={t("admin.apiKeys.nameHint")} error={failed?.fields?.name} required>
          <Input name="name" maxLength={100} defaultValue={values?.name ?? ""} />
        </Field>
        <fieldset aria-describedby={failed?.fields?.scopes ? "api-key-scopes-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t("admin.apiKeys.scopes")}</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {API_SCOPES.map((scope) => (
              <Checkbox
                key={scope}
                name="scopes"
                value={scope}
                defaultChecked={values?.scopes?.includes(scope)}
                label={
                  <span>
                    {t(`admin.apiKeys.scopeNames.${scope}`)} <code className="text-xs text-slate-500">{scope}</code>
                  </span>
                }
              />
            ))}
          </div>
          <FieldError id="api-key-scopes" error={failed?.fields?.scopes} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="api-key-rate" label={t("admin.apiKeys.rateLimit")} error={failed?.fields?.rateLimitPerMinute}>
            <Input
              name="rateLimitPerMinute"
              type="number"
              min={API_KEY_RATE_LIMIT.min}
              max={API_KEY_RATE_LIMIT.max}
              defaultValue={values?.rateLimitPerMinute ?? String(API_KEY_RATE_LIMIT.default)}
            />
          </Field>
          <Field id="api-key-expiry" label={t("admin.apiKeys.expiresAt")} hint={t("admin.apiKeys.expiresHint")} error={failed?.fields?.expiresAt}>
            <Input name="expiresAt" type="date" defaultValue={values?.expiresAt ?? ""} />
          </Field>
        </div>
        <div>
          <Button type="submit" disabled={busy}>{t("admin.apiKeys.create")}</Button>
        </div>
      </PostForm>
      <Outcome result={actionData} />
      <CountedAdminTable
        count={t("admin.apiKeys.count", { count: keys.length })}
        rows={keys.length}
        columns={labelledColumns(label, ["name", "key", "scopes", "rateLimit", "expiresAt", "lastUsed", "status"], "revoke")}
        testId="api-keys-table"
      >
        {keys.map((key) => {
          const state = stateOf(key);
          return (
            <tr key={key.id} data-testid="api-key-row">
              <td className="px-3 py-2 font-medium" data-label={label("name")}>{key.name}</td>
              <td className="px-3 py-2 font-mono text-xs" data-label={label("key")}>{key.displayPrefix}…</td>
              <td className="px-3 py-2 font-mono text-xs" data-label={label("scopes")}>{key.scopes.join(" ")}</td>
              <td className="px-3 py-2" data-label={label("rateLimit")}>{key.rateLimitPerMinute}</td>
              <td className="px-3 py-2" data-label={label("expiresAt")}>{key.expiresAt ? <StaffDate value={key.expiresAt} /> : "—"}</td>
              <td className="px-3 py-2" data-label={label("lastUsed")}>
                {key.lastUsedAt ? (
                  <>
                    <StaffDate value={key.lastUsedAt} /> <span className="text-xs text-slate-500">{key.lastUsedIp}</span>
                  </>
                ) : (
                  t("admin.apiKeys.never")
                )}
              </td>
              <td className="px-3 py-2" data-label={label("status")} data-testid="api-key-state">{t(`admin.apiKeys.states.${state}`)}</td>
              <td className="px-3 py-2">
                {state === "revoked" ? null : (
                  <PostForm fields={{ intent: "revoke", id: key.id, name: key.name }} confirm={t("admin.apiKeys.revokeConfirm", { name: key.name })}>
                    <Button type="submit" variant="secondary" disabled={busy}>
                      {t("admin.apiKeys.revoke")}
                      <span className="sr-only"> {key.name}</span>
                    </Button>
                  </PostForm>
                )}
              </td>
            </tr>
          );
        })}
      </CountedAdminTable>
    </StaffScreen>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
