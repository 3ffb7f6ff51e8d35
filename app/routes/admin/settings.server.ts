import { RequestError } from "~/http/errors";
import { page, type RequestArgs, validate } from "~/http/kit.server";
import { MAX_UPLOAD_BYTES } from "~/http/read-upload.server";
import { type SaveImageResult, removeSettingsImage, saveSettingsImage } from "~/settings/settings-images.server";
import { settingsFromForm, settingsKeys, settingsFieldName, settingsFormSchema } from "~/settings/settings-schema";
import { type UpdateSettingsResult, updateSettings } from "~/settings/update-settings.server";
import { data } from "react-router";
import { readQuoteSettingsForm } from "~/settings/quote-settings";
import { updateQuoteSettings } from "~/settings/quote-settings.server";

type ImageIntent = "logo" | "favicon";
type ImageProblem = Extract<SaveImageResult, { ok: false }>["reason"];
type Conflict = Extract<UpdateSettingsResult, { ok: false }>["current"];
/** What the form posted, as it posted it: shown again after any failure so nothing typed is lost. */
export type PostedSettings = Record<string, string | string[]>;

function posted(form: FormData): PostedSettings {
  const values: PostedSettings = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || name === "csrfToken" || name === "intent") continue;
    if (name === "enabledLanguages") values[name] = [...((values[name] as string[] | undefined) ?? []), value];
    else values[name] = value;
  }
  values.enabledLanguages ??= [];
  return values;
}

/**
 * The settings screen's form posts: `intent=save` (the fields), `intent=logo|favicon` (a file) or
 * `intent=remove-logo|remove-favicon`. Whatever fails, the answer carries what was typed.
 */
export function settingsPageAction(args: RequestArgs) {
  let intent: ImageIntent | "save" = "save";
  let values: PostedSettings = {};
  return page(
    args,
    { access: "admin" },
    async (call) => {
      const form = await call.formData(MAX_UPLOAD_BYTES);
      // The remove button names its intent beside the form's hidden one (the upload's).
      const intents = form.getAll("intent");
      const sent = intents.find((value) => value === "remove-logo" || value === "remove-favicon") ?? intents[0];
      if (sent === "remove-logo" || sent === "remove-favicon") {
        intent = sent === "remove-logo" ? "logo" : "favicon";
        await removeSettingsImage(call.db, intent, call.actor);
        return { intent, ok: true as const, removed: true as const };
      }
      if (sent === "logo" || sent === "favicon") {
        intent = sent;
        const file = form.get("file");
        if (!(file instanceof File) || !file.size) throw new RequestError("invalid_input", { key: "admin.siteSettings.imageErrors.empty" });
        const saved = await saveSettingsImage(call.db, call.storage, sent, { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) }, call.actor);
        if (!saved.ok) throw new RequestError(saved.reason === "too_large" ? "payload_too_large" : "invalid_input", { key: `admin.siteSettings.imageErrors.${saved.reason}` });
        return { intent: sent, ok: true as const };
      }
      if (sent === "quotes") {
        const read = readQuoteSettingsForm(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>);
        if (!read.ok) {
          const quoteProblems = Object.fromEntries(Object.entries(read.problems).map(([name, problem]) => [name, call.t(problem.key, problem.vars)]));
          return { intent: "quotes" as const, ok: false as const, quoteProblems, quoteValues: posted(form) };
        }
        const saved = await updateQuoteSettings(call.db, read.value, call.actor);
        if (!saved) throw new RequestError("conflict", { key: "admin.quoteSettings.noSettings" });
        return { intent: "quotes" as const, ok: true as const };
      }
      values = posted(form);
      const raw = settingsFromForm(values);
      const input = validate(settingsFormSchema, raw, settingsKeys);
      let result: UpdateSettingsResult;
      try {
        result = await updateSettings(call.db, input, call.actor);
      } catch (error) {
        // A failure of the server itself (the database gone, a bug): the page stays, with the
        // form as typed and SPEC's "Updating the settings failed"; the cause goes to the log.
        console.error("Saving the settings failed:", error);
        return data({ intent: "save" as const, ok: false as const, failed: true as const, values }, { status: 500 });
      }
      if (!result.ok) throw new RequestError("conflict", { key: "admin.siteSettings.conflict" }, { current: result.current, yours: result.yours });
      return { intent: "save" as const, ok: true as const };
    },
    (_rendered, error) => {
      if (intent !== "save") {
        const image: ImageProblem = error.code === "payload_too_large" ? "too_large" : (error.reason.key.split(".").pop() as ImageProblem);
        return { intent, ok: false as const, image };
      }
      if (error.code === "conflict") return { intent, ok: false as const, conflict: error.details.current as Conflict, values };
      const fields = Object.fromEntries(Object.entries(error.details.fields ?? {}).map(([name, problem]) => [settingsFieldName(name, values), problem.key]));
      return { intent, ok: false as const, fields, values };
    },
  );
}
