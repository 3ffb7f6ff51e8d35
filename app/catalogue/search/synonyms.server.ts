import { eq } from "drizzle-orm";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import { contentChanged, memoize } from "~/cache/content-cache.server";
import type { Database } from "~/db/client.server";
import { searchSynonyms } from "~/db/schema";
import { type Locale, locales } from "~/i18n/locales";
import type { SynonymGroup } from "./search-query";

/** The synonym groups staff keep for one language (none when never saved). */
export function loadSynonyms(db: Database, locale: Locale): Promise<SynonymGroup[]> {
  return memoize(db, `synonyms:${locale}`, async () => {
    const [row] = await db.select({ groups: searchSynonyms.groups }).from(searchSynonyms).where(eq(searchSynonyms.locale, locale));
    return row?.groups ?? [];
  });
}

/** Every language's groups, for the editor. */
export async function loadAllSynonyms(db: Database): Promise<Record<Locale, SynonymGroup[]>> {
  const entries = await Promise.all(locales.map(async (locale) => [locale, await loadSynonyms(db, locale)] as const));
  return Object.fromEntries(entries) as Record<Locale, SynonymGroup[]>;
}

/** Replaces the groups of the languages given (checked by parseSynonymLines), audited; searches use them at once. */
export async function saveSynonyms(db: Database, lists: Partial<Record<Locale, SynonymGroup[]>>, actor: AdminActor): Promise<void> {
  const before = await loadAllSynonyms(db);
  await db.transaction(async (tx) => {
    for (const [locale, groups] of Object.entries(lists)) {
      await tx
        .insert(searchSynonyms)
        .values({ locale, groups })
        .onConflictDoUpdate({ target: searchSynonyms.locale, set: { groups, updatedAt: new Date() } });
    }
    await recordAudit(tx as unknown as Database, actor, { action: "search.synonyms_update", entity: "search_synonyms", before, after: lists });
  });
  contentChanged();
}
