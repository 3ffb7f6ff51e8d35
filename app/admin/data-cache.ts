import { throwIfNotOk } from "./http-error";

/**
 * The admin's data cache (SPEC §9): an answer is never stale, is kept 5 minutes after its last
 * use, is not retried and not refetched on focus. Sign-out empties it.
 */
export const DATA_CACHE_TIME_MS = 5 * 60_000;

/** SPEC §7: a key is the path, with an optional second element for the query string. */
export type QueryKey = readonly [path: string, query?: string | Record<string, string>];

const entries = new Map<string, { data: unknown; timer: ReturnType<typeof setTimeout> }>();

export function queryUrl([path, query]: QueryKey): string {
  if (query === undefined) return path;
  const search = typeof query === "string" ? query.replace(/^\?/, "") : new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

function keep(url: string, data: unknown) {
  const previous = entries.get(url);
  if (previous) clearTimeout(previous.timer);
  entries.set(url, { data, timer: setTimeout(() => entries.delete(url), DATA_CACHE_TIME_MS) });
}

/** A cached JSON read, with credentials. A 401 throws, unless `on401` says to return null. */
export async function fetchQuery<T>(key: QueryKey, { on401 = "throw" }: { on401?: "throw" | "returnNull" } = {}): Promise<T | null> {
  const url = queryUrl(key);
  const cached = entries.get(url);
  if (cached) {
    keep(url, cached.data);
    return cached.data as T;
  }
  const response = await fetch(url, { credentials: "include" });
  if (on401 === "returnNull" && response.status === 401) return null;
  await throwIfNotOk(response);
  const data = (await response.json()) as T;
  keep(url, data);
  return data;
}

export function clearDataCache(): void {
  for (const { timer } of entries.values()) clearTimeout(timer);
  entries.clear();
}
