import { asc, eq } from "drizzle-orm";
import { onContentChanged } from "~/cache/content-cache.server";
import type { Database } from "~/db/client.server";
import { applications, categories, subcategories, translationOverrides } from "~/db/schema";
import { type Locale, pickLocalized } from "./locales";
import { bundledMessages, staffNamespaces } from "./bundled";
import type { Messages } from "./translate";

// Built once per locale and kept until content changes (DESIGN: a per-request build halved
// throughput). Every admin write that touches names or translations calls invalidateMessages().
const cache = new Map<Locale, Promise<Messages>>();
const publicCache = new Map<Locale, Promise<Messages>>();

export function invalidateMessages(): void {
  cache.clear();
  publicCache.clear();
}
onContentChanged(invalidateMessages);

async function buildMessages(db: Database, locale: Locale): Promise<Messages> {
  const messages: Messages = { ...bundledMessages[locale] };
  const taxonomies = [
    ["categories", categories],
    ["subcategories", subcategories],
    ["applications", applications],
  ] as const;
  for (const [kind, table] of taxonomies) {
    const rows = await db
      .select({ slug: table.slug, name: table.name })
      .from(table)
      .orderBy(asc(table.position));
    for (const row of rows) {
      const name = pickLocalized(row.name, locale);
      if (name) messages[`${kind}.${row.slug}.name`] = name;
    }
  }
  const overrides = await db
    .select({ key: translationOverrides.key, value: translationOverrides.value })
    .from(translationOverrides)
    .where(eq(translationOverrides.locale, locale));
  for (const { key, value } of overrides) messages[key] = value;
  return messages;
}

/** Bundled strings, then taxonomy names from the catalogue, then the translators' overrides. */
export function getMessages(db: Database, locale: Locale): Promise<Messages> {
  let messages = cache.get(locale);
  if (!messages) {
    messages = buildMessages(db, locale);
    cache.set(locale, messages);
    // A failed build must not be cached.
    messages.catch(() => cache.delete(locale));
  }
  return messages;
}


/** The same without the staff area's strings: what a public page sends to the browser. */
export function getPublicMessages(db: Database, locale: Locale): Promise<Messages> {
  let messages = publicCache.get(locale);
  if (!messages) {
    const isPublic = ([key]: [string, string]) => !staffNamespaces.has(key.slice(0, key.indexOf(".")));
    messages = getMessages(db, locale).then((all) => Object.fromEntries(Object.entries(all).filter(isPublic)));
    publicCache.set(locale, messages);
    messages.catch(() => publicCache.delete(locale));
  }
  return messages;
}
