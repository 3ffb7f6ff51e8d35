import { requireAdmin } from "~/auth/require-admin.server";
import { databaseContext } from "~/context";
import { issueFields, readAdminBody } from "~/http/admin-json-body.server";
import { apiError, methodNotAllowed } from "~/http/api-error.server";
import { requestInfoContext } from "~/http/request-info.server";
import { requestTranslator } from "~/http/request-translator.server";
import { settingsFormSchema } from "~/settings/settings-schema";
import { readSettingsView, updateSettings } from "~/settings/update-settings.server";
import type { Route } from "./+types/settings";

/**
 * GET /api/admin/settings: the settings with their version. PUT replaces them (every field);
 * PATCH changes the fields given. Both name the `version` they are based on: 409 when stale.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, { role: "admin" });
  return Response.json(await readSettingsView(context.get(databaseContext)));
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(databaseContext);
  const { t } = await requestTranslator(request, db);
  if (request.method !== "PUT" && request.method !== "PATCH") return methodNotAllowed(t, "PUT, PATCH");
  const session = await requireAdmin(request, context, { role: "admin" });
  const body = await readAdminBody(request, t);
  if (!body.ok) return body.response;
  const given = typeof body.value === "object" && body.value !== null ? (body.value as Record<string, unknown>) : {};
  const { logoUrl: _logo, faviconUrl: _favicon, ...stored } = await readSettingsView(db);
  const parsed = settingsFormSchema.safeParse(request.method === "PATCH" ? { ...stored, version: undefined, ...given } : given);
  if (!parsed.success) {
    return apiError(400, "validation_failed", t("admin.siteSettings.updateError"), { fields: issueFields(parsed.error.issues, t) });
  }
  const result = await updateSettings(db, parsed.data, { id: session.user.id, name: session.user.username, ip: context.get(requestInfoContext).ip });
  if (result.ok) return Response.json(result.settings);
  return Response.json(
    { error: { code: "conflict", message: `${t("admin.siteSettings.updateError")} ${t("admin.siteSettings.conflict")}`, current: result.current, yours: result.yours } },
    { status: 409 },
  );
}
