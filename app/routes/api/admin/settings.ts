import { RequestError } from "~/http/errors";
import { type Call, json, type RequestArgs } from "~/http/kit.server";
import { settingsFormSchema, settingsKeys } from "~/settings/settings-schema";
import { readSettingsView, updateSettings } from "~/settings/update-settings.server";

/** PUT replaces every field, PATCH the fields given; both name the `version` they are based on. */
const save = (merge: boolean) => async (call: Call) => {
  const { logoUrl: _logo, faviconUrl: _favicon, ...stored } = await readSettingsView(call.db);
  const input = await call.input(settingsFormSchema, { keys: settingsKeys, reason: { key: "admin.siteSettings.updateError" }, prepare: (body) => (merge ? { ...stored, version: undefined, ...body } : body) });
  const result = await updateSettings(call.db, input, call.actor);
  if (!result.ok) throw new RequestError("conflict", { key: "admin.siteSettings.conflict" }, { current: result.current, yours: result.yours, lead: { key: "admin.siteSettings.updateError" } });
  return Response.json(result.settings);
};

const handlers = {
  GET: async (call) => Response.json(await readSettingsView(call.db)),
  PUT: save(false),
  PATCH: save(true),
} satisfies Parameters<typeof json>[2];

/**
 * GET /api/admin/settings: the settings with their version. PUT replaces them (every field; a
 * per-language text left out keeps its stored text); PATCH changes the fields given. Both name the `version` they are based on: 409 when stale.
 */
export const loader = (args: RequestArgs) => json(args, { access: "admin" }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "admin" }, handlers);
