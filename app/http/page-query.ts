/**
 * Every query parameter a public page reads (the product list's filters and view, the quote and
 * product pages' confirmations, the language switcher's `lang`, the blog's topic, compare's ids,
 * the footer's newsletter result). The page cache keys pages by these only
 * (`server/page-cache.ts`), and every link or form that carries the current query string on
 * (the language switcher, the newsletter form's `redirectTo`) keeps only these: a made-up
 * parameter must not be written into a page that the cache then serves to everyone. A page that
 * reads a new parameter adds it here.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  "q",
  "category",
  "subcategory",
  "application",
  "manufacturer",
  "lifecycle",
  "inStock",
  "sort",
  "page",
  "lang",
  "added",
  "sent",
  "view",
  "tag",
  "ids",
  "diff",
  "newsletter",
]);
/** The product list's specification filters: spec.<key>, spec.<key>.min, spec.<key>.max. */
const SPEC_PARAM = /^spec\.[a-z0-9_]{1,64}(\.(min|max))?$/;

/** Whether a public page reads this query parameter. */
export const isPageParam = (name: string): boolean => PAGE_QUERY_PARAMS.has(name) || SPEC_PARAM.test(name);

/**
 * The current query string (`location.search`, or parsed parameters) with only the parameters a
 * page reads, none of `drop`, and no empty value (an empty filter is no filter): `?a=1&b=2`, or
 * "" when nothing is left. Kept in their order.
 */
export function pageQuery(search: string | URLSearchParams, drop: readonly string[] = []): string {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams([...params].filter(([name, value]) => value !== "" && isPageParam(name) && !drop.includes(name)));
  return kept.size ? `?${kept}` : "";
}
