import { apiKeyInputSchema, createApiKey, revokeApiKey } from "~/api-keys/api-keys.server";
import { API_KEY_RATE_LIMIT } from "~/api-keys/scopes";
import { page, type RequestArgs, routeId, validate } from "~/http/kit.server";
import { invalidInput, notFound } from "~/http/errors";

export type ApiKeysActionResult =
  | { intent: "create"; ok: true; key: string; name: string }
  | { intent: "revoke"; ok: true; name: string }
  | { intent: "create" | "revoke"; ok: false; message: string; fields?: Record<string, string>; values?: Record<string, unknown> };

/** A date field (YYYY-MM-DD): the key works until the end of that day (UTC); empty: no expiry. */
function expiryOf(raw: FormDataEntryValue | null): Date | null {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (!text) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T23:59:59.999Z`) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw invalidInput({ expiresAt: { key: "admin.apiKeys.errors.expiryInvalid" } });
  return date;
}

/** POST /admin/api-keys: `intent` create (name, scopes, rateLimitPerMinute, expiresAt) or revoke (id). */
export const apiKeysAction = (args: RequestArgs) => {
  let intent: "create" | "revoke" = "create";
  let values: Record<string, unknown> | undefined;
  return page(
    args,
    { access: "admin" },
    async (call): Promise<ApiKeysActionResult> => {
      const form = await call.formData();
      intent = form.get("intent") === "revoke" ? "revoke" : "create";
      if (intent === "revoke") {
        const id = routeId(String(form.get("id") ?? ""), notFound("admin.apiKeys.errors.notFound"));
        const name = String(form.get("name") ?? "");
        if (!(await revokeApiKey(call.db, id, call.actor))) throw notFound("admin.apiKeys.errors.notFound");
        return { intent, ok: true, name };
      }
      values = { name: form.get("name"), scopes: form.getAll("scopes"), rateLimitPerMinute: form.get("rateLimitPerMinute"), expiresAt: form.get("expiresAt") };
      const rate = String(form.get("rateLimitPerMinute") ?? "").trim();
      const input = validate(apiKeyInputSchema, {
        name: String(form.get("name") ?? ""),
        scopes: form.getAll("scopes").map(String),
        rateLimitPerMinute: rate === "" ? API_KEY_RATE_LIMIT.default : rate,
        expiresAt: expiryOf(form.get("expiresAt")),
      }, { invalid: "admin.apiKeys.errors.scopesRequired" });
      const created = await createApiKey(call.db, input, call.actor);
      return { intent, ok: true, key: created.key, name: created.row.name };
    },
    (rendered): ApiKeysActionResult => ({ intent, ok: false, message: rendered.message, fields: rendered.fields, values }),
  );
};

