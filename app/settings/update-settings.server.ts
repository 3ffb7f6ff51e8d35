import { and, eq, sql } from "drizzle-orm";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import { contentChanged } from "~/cache/content-cache.server";
import type { Database } from "~/db/client.server";
import { media, settings } from "~/db/schema";
import { defaultLocale, locales, perLocale } from "~/i18n/locales";
import { readOpeningHours } from "./opening-hours-schema";
import { SETTINGS_TEXTS, type SettingsForm, type SettingsText, textFieldName } from "./settings-schema";
import { type SettingsRow, getSettings } from "./settings.server";
import { mediaUrl } from "~/media/media-url";


const textNames = Object.keys(SETTINGS_TEXTS) as SettingsText[];

/** The settings as the form and the API show them: flat fields, the images' URLs, the version. */
export type SettingsView = Required<SettingsForm> & { logoUrl: string | null; faviconUrl: string | null };

const storedFileUrl = async (db: Database, id: number | null) => {
  if (!id) return null;
  const [row] = await db.select({ key: media.storageKey }).from(media).where(eq(media.id, id));
  return row ? mediaUrl(row.key) : null;
};

export async function readSettingsView(db: Database): Promise<SettingsView> {
  const row = await getSettings(db);
  return { ...toForm(row), logoUrl: await storedFileUrl(db, row?.logoId ?? null), faviconUrl: await storedFileUrl(db, row?.faviconId ?? null) };
}

function toForm(row: SettingsRow | undefined): Required<SettingsForm> {
  return {
    companyName: row?.companyName ?? "",
    contactEmail: row?.contactEmail ?? "",
    salesEmail: row?.salesEmail ?? "",
    phone: row?.phone ?? "",
    whatsapp: row?.whatsapp ?? "",
    ...(Object.fromEntries(textNames.flatMap((name) => locales.map((locale) => [textFieldName(name, locale), row?.[name]?.[locale] ?? ""]))) as Required<
      Pick<SettingsForm, `${SettingsText}${Capitalize<(typeof locales)[number]>}`>
    >),
    linkedinUrl: row?.linkedinUrl ?? "",
    instagramUrl: row?.instagramUrl ?? "",
    defaultLanguage: (row?.defaultLanguage as SettingsForm["defaultLanguage"]) ?? defaultLocale,
    enabledLanguages: (row?.enabledLanguages as SettingsForm["enabledLanguages"]) ?? [...locales],
    openingHours: readOpeningHours(row?.openingHours),
    timeZone: row?.timeZone ?? "Africa/Casablanca",
    version: row?.version ?? 0,
  };
}

export type UpdateSettingsResult = { ok: true; settings: SettingsView } | { ok: false; reason: "conflict"; current: SettingsView; yours: SettingsForm };

/**
 * Saves the settings if nobody saved them since `values.version` (else nothing is written and
 * both versions come back), audits the change and drops the per-process caches.
 */
export async function updateSettings(db: Database, values: SettingsForm, editor: AdminActor): Promise<UpdateSettingsResult> {
  const before = await getSettings(db);
  const { version, ...rest } = values;
  const texts = new Set(textNames.flatMap((name) => locales.map((locale) => textFieldName(name, locale) as string)));
  const plain = Object.fromEntries(Object.entries(rest).filter(([name]) => !texts.has(name))) as Omit<SettingsForm, "version">;
  // A language's text left out of the values keeps the stored one.
  const column = (name: SettingsText) => perLocale((locale) => values[textFieldName(name, locale)] ?? before?.[name]?.[locale] ?? "");
  const columns = { ...plain, address: column("address"), metaTitle: column("metaTitle"), metaDescription: column("metaDescription") };
  // The version guard is part of the statement: two saves racing each other cannot both pass.
  const written = before
    ? await db
        .update(settings)
        .set({ ...columns, version: sql`${settings.version} + 1`, updatedAt: new Date() })
        .where(and(eq(settings.id, 1), eq(settings.version, version)))
        .returning({ id: settings.id })
    : version === 0
      ? await db.insert(settings).values({ id: 1, ...columns }).onConflictDoNothing().returning({ id: settings.id })
      : [];
  if (!written.length) return { ok: false, reason: "conflict", current: await readSettingsView(db), yours: values };
  contentChanged();
  await recordAudit(db, editor, {
    action: "settings.update",
    entity: "settings",
    entityId: 1,
    before: before ? toForm(before) : null,
    after: values,
  });
  return { ok: true, settings: await readSettingsView(db) };
}
