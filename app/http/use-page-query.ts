import { useLocation, useMatches } from "react-router";
import { pagePolicy, pageQuery } from "./page-query";

/**
 * The current page's query string with only the parameters its routes declare they read
 * (page-query.ts), without `drop`: what a link or form may carry on from the current URL.
 */
export function usePageQuery(drop: readonly string[] = []): string {
  const location = useLocation();
  const { reads } = pagePolicy(useMatches().map((match) => match.handle));
  return pageQuery(location.search, reads, drop);
}
