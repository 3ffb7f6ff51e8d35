import { data } from "react-router";
import type { AdminSession } from "~/auth/sessions.server";
import type { Database } from "~/db/client.server";
import type { MediaStorage } from "~/media/storage.server";
import { saveSettingsImage } from "~/settings/settings-images.server";
import { settingsFieldErrors, settingsFormSchema } from "~/settings/settings-schema";
import { updateSettings } from "~/settings/update-settings.server";

/** The settings screen's form posts: `intent=save` (the fields) or `intent=logo|favicon` (a file). */
export async function settingsPageAction({ db, storage }: { db: Database; storage: MediaStorage }, form: FormData, session: AdminSession, ip: string) {
  const editor = { id: session.user.id, name: session.user.username, ip };
  const intent = form.get("intent");
  if (intent === "logo" || intent === "favicon") {
    const file = form.get("file");
    if (!(file instanceof File) || !file.size) return data({ intent, ok: false as const, image: "empty" as const }, { status: 400 });
    const saved = await saveSettingsImage(db, storage, intent, { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) }, editor);
    if (!saved.ok) return data({ intent, ok: false as const, image: saved.reason }, { status: saved.reason === "too_large" ? 413 : 400 });
    return { intent, ok: true as const };
  }
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string"));
  const parsed = settingsFormSchema.safeParse({ ...values, enabledLanguages: form.getAll("enabledLanguages") });
  if (!parsed.success) return data({ intent: "save" as const, ok: false as const, fields: settingsFieldErrors(parsed.error) }, { status: 400 });
  const result = await updateSettings(db, parsed.data, editor);
  if (!result.ok) return data({ intent: "save" as const, ok: false as const, conflict: result.current }, { status: 409 });
  return { intent: "save" as const, ok: true as const };
}
