/**
 * Which pages the page cache may keep, and the query parameters each page reads, declared by the
 * pages themselves in their route module's `handle` (issue 30: no central list of paths or
 * parameters). A page is kept only when the route that renders it (the deepest match) says so
 * with `cachedPage(...)`; a layout names the parameters it reads for every page under it with
 * `readsQuery(...)`. A route that declares nothing is never cached: a personal page (a token, a
 * quote reference, a session) needs no entry anywhere to stay out of the cache.
 *
 * The page cache (`server/page-cache.ts`) keys a page by the parameters its matched routes read,
 * and every link or form that carries the current query string on (the language switcher, the
 * newsletter form's `redirectTo`) keeps only those: a made-up parameter must never be written
 * into a page that the cache then serves to everyone.
 */

/** A query parameter by name, or a family of them by pattern (`spec.<key>.min`). */
export type QueryName = string | RegExp;

export interface PageHandle {
  /** The query parameters this route reads. */
  pageQuery?: readonly QueryName[];
  /** An anonymous visitor's GET of this page may be served from the page cache. */
  cached?: boolean;
}

/** `export const handle = cachedPage("tag", "page")`: the page may be cached, keyed by these parameters. */
export const cachedPage = (...query: QueryName[]): PageHandle => ({ cached: true, pageQuery: query });

/** `export const handle = readsQuery("lang")`: a layout's parameters, read on every page under it. */
export const readsQuery = (...query: QueryName[]): PageHandle => ({ pageQuery: query });

const declared = (handle: unknown): PageHandle => (handle && typeof handle === "object" ? (handle as PageHandle) : {});

/** What the matched routes (root first, the page last) declare: whether the page may be cached, and the parameters it reads. */
export function pagePolicy(handles: readonly unknown[]): { cached: boolean; reads: (name: string) => boolean } {
  const names = new Set<string>();
  const patterns: RegExp[] = [];
  for (const handle of handles) {
    for (const name of declared(handle).pageQuery ?? []) {
      if (typeof name === "string") names.add(name);
      else patterns.push(name);
    }
  }
  return {
    cached: handles.length > 0 && declared(handles[handles.length - 1]).cached === true,
    reads: (name) => names.has(name) || patterns.some((pattern) => pattern.test(name)),
  };
}

/**
 * The current query string (`location.search`, or parsed parameters) with only the parameters
 * the page reads (`reads`, from pagePolicy), none of `drop`, and no empty value (an empty filter
 * is no filter): `?a=1&b=2`, or "" when nothing is left. Kept in their order.
 */
export function pageQuery(search: string | URLSearchParams, reads: (name: string) => boolean, drop: readonly string[] = []): string {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams([...params].filter(([name, value]) => value !== "" && reads(name) && !drop.includes(name)));
  return kept.size ? `?${kept}` : "";
}
