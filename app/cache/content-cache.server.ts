import type { Database } from "~/db/client.server";
import { logger } from "~/observability/logger.server";

/**
 * Results computed from catalogue content (taxonomy, product lists, facet counts), kept per
 * database until the content changes: every admin write calls contentChanged(). Per process:
 * with several processes on one PostgreSQL, each must hear about writes (LISTEN/NOTIFY, DESIGN
 * "Performance budgets").
 */
const MAX_ENTRIES = 500;
let caches = new WeakMap<Database, Map<string, Promise<unknown>>>();
const listeners = new Set<() => void>();

/** Other caches built from content (the message catalogues) register here to be dropped too. */
export function onContentChanged(listener: () => void): void {
  listeners.add(listener);
}

let publish: (() => void) | undefined;

/** Several processes on one PostgreSQL: how this one tells the others (content-change-channel). */
export function setContentChangePublisher(publisher: (() => void) | undefined): void {
  publish = publisher;
}

/** Drops this process's caches built from content, without telling other processes. */
export function dropContentCaches(): void {
  caches = new WeakMap();
  for (const listener of listeners) listener();
}

export function contentChanged(): void {
  logger.info({ event: "cache.invalidated" }, "content changed: caches dropped");
  dropContentCaches();
  publish?.();
}

export function memoize<T>(db: Database, key: string, compute: () => Promise<T>): Promise<T> {
  let entries = caches.get(db);
  if (!entries) caches.set(db, (entries = new Map()));
  const hit = entries.get(key);
  if (hit) {
    // Most recently used last, so the oldest entry is the first one evicted.
    entries.delete(key);
    entries.set(key, hit);
    return hit as Promise<T>;
  }
  // Promise.resolve: a Drizzle query is a thenable that runs its statement again each time it is
  // awaited; the memoized value is its result, read once.
  const value = Promise.resolve(compute());
  entries.set(key, value);
  const own = entries;
  value.catch(() => own.delete(key));
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
}
