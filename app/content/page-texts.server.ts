import { and, eq, inArray } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { contentChanged } from "~/catalogue/content-cache.server";
import type { Database } from "~/db/client.server";
import { translationOverrides } from "~/db/schema";
import { bundledMessages, staffNamespaces } from "~/i18n/bundled";
import { type Locale, locales } from "~/i18n/locales";


export interface PageText {
  key: string;
  defaults: Record<Locale, string>;
  /** The staff's version, when there is one. */
  overrides: Partial<Record<Locale, string>>;
}

/** A text of the public site (not of the administration) that ships with the code. */
export function isEditableKey(key: string): boolean {
  return key in bundledMessages.en && !staffNamespaces.has(key.split(".")[0]!);
}

/** Namespaces that have editable texts, for the area picker. */
export function editableAreas(): string[] {
  return [...new Set(Object.keys(bundledMessages.en).filter(isEditableKey).map((key) => key.split(".")[0]!))].sort();
}

/** The texts of one area (or those matching `q` in key or text, in any language), with overrides. */
export async function listPageTexts(db: Database, { area, q }: { area: string; q: string }): Promise<PageText[]> {
  const needle = q.trim().toLowerCase();
  const keys = Object.keys(bundledMessages.en)
    .filter(isEditableKey)
    .filter((key) =>
      needle
        ? [key, bundledMessages.en[key], bundledMessages.fr[key]].some((text) => text?.toLowerCase().includes(needle))
        : key.startsWith(`${area}.`),
    )
    .slice(0, 200);
  const rows = keys.length
    ? await db.select().from(translationOverrides).where(inArray(translationOverrides.key, keys))
    : [];
  return keys.map((key) => ({
    key,
    defaults: { en: bundledMessages.en[key] ?? "", fr: bundledMessages.fr[key] ?? "" },
    overrides: Object.fromEntries(rows.filter((row) => row.key === key).map((row) => [row.locale, row.value])),
  }));
}

export interface TextEditor {
  id: number;
  name: string;
  ip: string;
}

/**
 * Saves a text in both languages. A value equal to the bundled default (or empty) removes the
 * override, so the text follows later updates of the defaults; `reset` removes both.
 */
export async function savePageText(
  db: Database,
  key: string,
  values: Partial<Record<Locale, string>> | "reset",
  editor: TextEditor,
): Promise<void> {
  const before = await db.select().from(translationOverrides).where(eq(translationOverrides.key, key));
  await db.transaction(async (tx) => {
    for (const locale of locales) {
      const value = values === "reset" ? "" : (values[locale] ?? "").trim();
      const previous = before.find((row) => row.locale === locale);
      const keep = value && value !== bundledMessages[locale][key];
      if (!keep) {
        await tx.delete(translationOverrides).where(and(eq(translationOverrides.locale, locale), eq(translationOverrides.key, key)));
        continue;
      }
      await tx
        .insert(translationOverrides)
        .values({ locale, key, value, updatedBy: editor.id })
        .onConflictDoUpdate({
          target: [translationOverrides.locale, translationOverrides.key],
          set: { value, updatedBy: editor.id, updatedAt: new Date(), version: (previous?.version ?? 0) + 1 },
        });
    }
  });
  contentChanged();
  await recordAudit(db, {
    actor: { id: editor.id, name: editor.name },
    action: values === "reset" ? "text.reset" : "text.update",
    entity: "translation",
    entityId: key,
    before: Object.fromEntries(before.map((row) => [row.locale, row.value])),
    after: values === "reset" ? {} : values,
    ip: editor.ip,
  });
}
