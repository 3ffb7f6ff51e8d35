import { RequestError } from "~/http/errors";
import { page, type RequestArgs, validate } from "~/http/kit.server";
import { MAX_UPLOAD_BYTES } from "~/media/read-upload.server";
import { type SaveImageResult, saveSettingsImage } from "~/settings/settings-images.server";
import { settingsFormSchema, settingsKeys } from "~/settings/settings-schema";
import { type UpdateSettingsResult, updateSettings } from "~/settings/update-settings.server";

type ImageIntent = "logo" | "favicon";
type ImageProblem = Extract<SaveImageResult, { ok: false }>["reason"];
type Conflict = Extract<UpdateSettingsResult, { ok: false }>["current"];

/** The settings screen's form posts: `intent=save` (the fields) or `intent=logo|favicon` (a file). */
export function settingsPageAction(args: RequestArgs) {
  let intent: ImageIntent | "save" = "save";
  return page(
    args,
    { access: "admin" },
    async (call) => {
      const form = await call.formData(MAX_UPLOAD_BYTES);
      const posted = form.get("intent");
      if (posted === "logo" || posted === "favicon") {
        intent = posted;
        const file = form.get("file");
        if (!(file instanceof File) || !file.size) throw new RequestError("invalid_input", { key: "admin.siteSettings.imageErrors.empty" });
        const saved = await saveSettingsImage(call.db, call.storage, posted, { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) }, call.actor);
        if (!saved.ok) throw new RequestError(saved.reason === "too_large" ? "payload_too_large" : "invalid_input", { key: `admin.siteSettings.imageErrors.${saved.reason}` });
        return { intent: posted, ok: true as const };
      }
      const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string"));
      const input = validate(settingsFormSchema, { ...values, enabledLanguages: form.getAll("enabledLanguages") }, settingsKeys);
      const result = await updateSettings(call.db, input, call.actor);
      if (!result.ok) throw new RequestError("conflict", { key: "admin.siteSettings.conflict" }, { current: result.current, yours: result.yours });
      return { intent: "save" as const, ok: true as const };
    },
    (_rendered, error) => {
      if (intent !== "save") {
        const image: ImageProblem = error.code === "payload_too_large" ? "too_large" : (error.reason.key.split(".").pop() as ImageProblem);
        return { intent, ok: false as const, image };
      }
      if (error.code === "conflict") return { intent, ok: false as const, conflict: error.details.current as Conflict };
      return { intent, ok: false as const, fields: Object.fromEntries(Object.entries(error.details.fields ?? {}).map(([name, problem]) => [name, problem.key])) };
    },
  );
}
