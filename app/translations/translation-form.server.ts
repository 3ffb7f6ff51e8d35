import { z } from "zod";
import type { Database } from "~/db/client.server";
import { locales } from "~/i18n/locales";
import type { TranslationEntry, TranslationFailure } from "./translation-entry";
import { type SaveTranslationsResult, type TextEditor, type TranslationChange, type TranslationScope, saveTranslations } from "./translations.server";

const versionField = z.coerce.number().int().min(0).max(2_147_483_647).catch(0);

/**
 * The form both translation screens post: one key, a text per language (`en`, `fr`) and the
 * version each was based on (`version.en`, `version.fr`); `intent=reset` returns both languages
 * to their defaults. A language whose field is absent is left alone.
 */
export function changesFromForm(form: FormData): { key: string; changes: TranslationChange[] } {
  const key = String(form.get("key") ?? "").slice(0, 300);
  const reset = form.get("intent") === "reset";
  const changes = locales.flatMap((locale) => {
    const value = form.get(locale);
    if (!reset && typeof value !== "string") return [];
    const version = versionField.parse(form.get(`version.${locale}`) ?? 0);
    return [{ key, locale, value: reset ? null : (value as string), version }];
  });
  return { key, changes };
}

export const failureStatus = { unknownKey: 400, tooLong: 400, invalid: 400, conflict: 409 } as const;

/** A refused save as the screens show it, with the HTTP status it answers with. */
export function toFailure(key: string, result: Exclude<SaveTranslationsResult, { ok: true }>): TranslationFailure {
  if (result.reason === "conflict") return { key, error: "conflict", conflicts: result.conflicts };
  return { key, error: result.reason === "unknown_key" ? "unknownKey" : "tooLong" };
}

export async function saveTranslationForm(
  db: Database,
  form: FormData,
  scope: TranslationScope,
  editor: TextEditor,
): Promise<{ ok: true; key: string; entries: TranslationEntry[] } | (TranslationFailure & { ok: false; status: number })> {
  const { key, changes } = changesFromForm(form);
  if (!key || !changes.length) return { ok: false, status: 400, key, error: "invalid" };
  const result = await saveTranslations(db, changes, editor, scope);
  if (result.ok) return { ok: true, key, entries: result.entries };
  const failure = toFailure(key, result);
  return { ok: false, status: failureStatus[failure.error], ...failure };
}
