import type { AdminActor } from "~/audit/admin-actor.server";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { contentChanged } from "~/cache/content-cache.server";
import type { Database } from "~/db/client.server";
import { applications, categories, subcategories, translationOverrides } from "~/db/schema";
import { bundledMessages, staffNamespaces } from "~/i18n/bundled";
import { staffLocales } from "~/i18n/language.server";
import { type Locale, locales, perLocale } from "~/i18n/locales";
import { MAX_TEXT_LENGTH } from "./page-text-limits";
import { type LocaleText, type TranslationConflict, type TranslationEntry, effectiveText, isTaxonomyKey } from "./translation-entry";

export type { TranslationEntry } from "./translation-entry";

/**
 * The one place translations are read and written: the admin translations editor, its JSON API
 * and the public /textedit page all go through here. Defaults are the bundled catalogues
 * (locales/*) and, for `{kind}.{slug}.name`, the taxonomy names in the database; an override row
 * in translation_overrides wins over both (see messages.server.ts).
 */

/** `public`: the texts visitors see (the /textedit page); `all`: staff texts and taxonomy names too. */
export type TranslationScope = "public" | "all";

// The same kinds as area-label.ts's taxonomyAreas (each area of the filter has a human name).
const taxonomyTables = { categories, subcategories, applications } as const;
const areaOf = (key: string) => key.split(".")[0]!;
const bundledKeys = () => [...new Set([...locales.flatMap((locale) => Object.keys(bundledMessages[locale] ?? {}))])];
const inScope = (key: string, scope: TranslationScope) => scope === "all" || !staffNamespaces.has(areaOf(key));

/** Current names of every category, subcategory and application, by translation key. */
async function taxonomyDefaults(db: Database): Promise<Map<string, Record<Locale, string>>> {
  const out = new Map<string, Record<Locale, string>>();
  for (const [kind, table] of Object.entries(taxonomyTables)) {
    const rows = await db.select({ slug: table.slug, name: table.name }).from(table);
    for (const row of rows) out.set(`${kind}.${row.slug}.name`, perLocale((locale) => row.name?.[locale] ?? ""));
  }
  return out;
}

async function defaultsFor(db: Database, scope: TranslationScope): Promise<Map<string, Record<Locale, string>>> {
  const out = new Map<string, Record<Locale, string>>();
  for (const key of bundledKeys()) {
    if (inScope(key, scope)) out.set(key, perLocale((locale) => bundledMessages[locale]?.[key] ?? ""));
  }
  // Taxonomy names are edited in the admin editor only (the /textedit page lists page texts).
  if (scope === "all") for (const [key, names] of await taxonomyDefaults(db)) out.set(key, names);
  return out;
}

/** Every key of the scope with its default, override and version in each language, sorted by key. */
export async function listTranslations(db: Database, scope: TranslationScope): Promise<TranslationEntry[]> {
  const [defaults, rows] = await Promise.all([defaultsFor(db, scope), db.select().from(translationOverrides)]);
  const overrides = new Map(rows.map((row) => [`${row.locale}\u0000${row.key}`, row]));
  return [...defaults.keys()].sort().map((key) => {
    const texts = Object.fromEntries(
      locales.map((locale) => {
        const row = overrides.get(`${locale}\u0000${key}`);
        return [locale, { default: defaults.get(key)![locale], override: row?.value ?? null, version: row?.version ?? 0 }];
      }),
    ) as Record<Locale, LocaleText>;
    return { key, area: areaOf(key), taxonomy: isTaxonomyKey(key), texts };
  });
}

export interface TranslationFilter {
  q?: string;
  area?: string;
  /** Only keys whose text is empty or absent in some language. */
  missing?: boolean;
}

/** The languages a text must exist in: staff texts only in the staff area's (no Arabic staff area, decision 066). */
const languagesOf = (entry: TranslationEntry): readonly Locale[] => (staffNamespaces.has(entry.area) ? staffLocales : locales);

export function filterTranslations(entries: TranslationEntry[], { q = "", area = "", missing }: TranslationFilter) {
  const needle = q.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (!area || entry.area === area) &&
      (!missing || languagesOf(entry).some((locale) => !effectiveText(entry.texts[locale]).trim())) &&
      (!needle ||
        entry.key.toLowerCase().includes(needle) ||
        locales.some((locale) =>
          [entry.texts[locale].default, entry.texts[locale].override ?? ""].some((t) => t.toLowerCase().includes(needle)),
        )),
  );
}

export const translationAreas = (entries: TranslationEntry[]) => [...new Set(entries.map((e) => e.area))].sort();

export interface TranslationChange {
  key: string;
  locale: Locale;
  /** null or empty: back to the default. */
  value: string | null;
  /** The version the editor started from (0: there was no override). */
  version: number;
}

export type SaveTranslationsResult =
  | { ok: true; entries: TranslationEntry[] }
  | { ok: false; reason: "unknown_key"; key: string }
  | { ok: false; reason: "too_long"; key: string }
  | { ok: false; reason: "conflict"; conflicts: TranslationConflict[] };

export type TextEditor = AdminActor;

class Conflict extends Error {
  constructor(readonly conflicts: TranslationConflict[]) {
    super("translation conflict");
  }
}

/**
 * Saves overrides, all or nothing. A value equal to the default (or empty) removes the override,
 * so the text follows later updates of the default. A change whose override moved on since the
 * editor's version is refused (nothing is written) and reported with both values; a change that
 * leaves the text as it is needs no version check.
 */
export async function saveTranslations(
  db: Database,
  changes: TranslationChange[],
  editor: TextEditor,
  scope: TranslationScope,
): Promise<SaveTranslationsResult> {
  const defaults = await defaultsFor(db, scope);
  for (const change of changes) {
    if (!defaults.has(change.key)) return { ok: false, reason: "unknown_key", key: change.key };
    if ((change.value ?? "").length > MAX_TEXT_LENGTH) return { ok: false, reason: "too_long", key: change.key };
  }
  const audits = new Map<string, { before: Record<string, string>; after: Record<string, string | null> }>();
  try {
    await db.transaction(async (tx) => {
      const conflicts: TranslationConflict[] = [];
      for (const { key, locale, value: raw, version } of changes) {
        const fallback = defaults.get(key)![locale];
        const value = (raw ?? "").trim();
        const keep = value !== "" && value !== fallback;
        const where = and(eq(translationOverrides.locale, locale), eq(translationOverrides.key, key));
        const [current] = await tx.select().from(translationOverrides).where(where);
        if (keep ? current?.value === value : !current) continue;
        const currentVersion = current?.version ?? 0;
        // The version guard is in the statement too, so a save racing this one cannot slip between.
        const written = !keep
          ? await tx.delete(translationOverrides).where(and(where, eq(translationOverrides.version, version))).returning()
          : current
            ? await tx
                .update(translationOverrides)
                .set({ value, version: version + 1, updatedBy: editor.id, updatedAt: new Date() })
                .where(and(where, eq(translationOverrides.version, version)))
                .returning()
            : version === 0
              ? await tx.insert(translationOverrides).values({ locale, key, value, updatedBy: editor.id }).onConflictDoNothing().returning()
              : [];
        if (currentVersion !== version || !written.length) {
          conflicts.push({ key, locale, yours: raw, current: current?.value ?? fallback, currentVersion });
          continue;
        }
        const audit = audits.get(key) ?? { before: {}, after: {} };
        if (current) audit.before[locale] = current.value;
        audit.after[locale] = keep ? value : null;
        audits.set(key, audit);
      }
      if (conflicts.length) throw new Conflict(conflicts);
    });
  } catch (error) {
    if (error instanceof Conflict) return { ok: false, reason: "conflict", conflicts: error.conflicts };
    throw error;
  }
  if (audits.size) contentChanged();
  for (const [key, { before, after }] of audits) {
    const reset = Object.values(after).every((value) => value === null);
    await recordAudit(db, editor, {
      action: reset ? "text.reset" : "text.update",
      entity: "translation",
      entityId: key,
      before,
      after,
    });
  }
  const keys = new Set(changes.map((change) => change.key));
  return { ok: true, entries: (await listTranslations(db, scope)).filter((entry) => keys.has(entry.key)) };
}
