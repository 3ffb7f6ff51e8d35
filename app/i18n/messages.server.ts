import { asc, eq } from "drizzle-orm";
import { onContentChanged } from "~/cache/content-cache.server";
import type { Database } from "~/db/client.server";
import { applications, categories, subcategories, translationOverrides } from "~/db/schema";
import { type Locale, pickLocalized } from "./locales";
import { bundledMessages, staffNamespaces } from "./bundled";
import { isPageNamespace, namespaceOf, type PageTextsKey } from "./page-texts";
import { type Messages, type PackedMessages, packMessages } from "./translate";

// Built once per locale and kept until content changes (DESIGN: a per-request build halved
// throughput). Every admin write that touches names or translations calls invalidateMessages().
const cache = new Map<Locale, Promise<Messages>>();
const publicCache = new Map<Locale, Promise<Messages>>();
const packedCache = new Map<string, Promise<PackedMessages>>();

export function invalidateMessages(): void {
  cache.clear();
  publicCache.clear();
  packedCache.clear();
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


/**
 * What a public page sends to the browser for every page: the messages without the staff area's
 * strings and without the page texts (page-texts.ts), which only their own page shows.
 */
export function getPublicMessages(db: Database, locale: Locale): Promise<Messages> {
  let messages = publicCache.get(locale);
  if (!messages) {
    const isShared = ([key]: [string, string]) => {
      const namespace = namespaceOf(key);
      return !staffNamespaces.has(namespace) && !isPageNamespace(namespace);
    };
    messages = getMessages(db, locale).then((all) => Object.fromEntries(Object.entries(all).filter(isShared)));
    publicCache.set(locale, messages);
    messages.catch(() => publicCache.delete(locale));
  }
  return messages;
}

function packedOnce(cacheKey: string, build: () => Promise<Messages>): Promise<PackedMessages> {
  let packed = packedCache.get(cacheKey);
  if (!packed) {
    packed = build().then(packMessages);
    packedCache.set(cacheKey, packed);
    packed.catch(() => packedCache.delete(cacheKey));
  }
  return packed;
}

/** The root's messages as loader data: every message (staff pages) or the public ones, packed once. */
export function getPackedMessages(db: Database, locale: Locale, scope: "all" | "public"): Promise<PackedMessages> {
  return packedOnce(`${scope}:${locale}`, () => (scope === "all" ? getMessages(db, locale) : getPublicMessages(db, locale)));
}

/** The texts under `prefixes` (overrides included), packed, for the loader of the page that shows them. */
export function getPageTexts(db: Database, locale: Locale, prefixes: readonly PageTextsKey[]): Promise<PackedMessages> {
  const wanted = [...new Set(prefixes)].sort().map((prefix) => `${prefix}.`);
  return packedOnce(`page:${locale}:${wanted.join(",")}`, async () =>
    Object.fromEntries(Object.entries(await getMessages(db, locale)).filter(([key]) => wanted.some((prefix) => key.startsWith(prefix)))),
  );
}
