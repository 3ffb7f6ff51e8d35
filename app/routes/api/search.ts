import { searchSuggestions } from "~/catalogue/products/search.server";
import { databaseContext } from "~/context";
import { isLocale } from "~/i18n/locales";
import type { Route } from "./+types/search";
import { publicJson } from "./json";

/** GET /api/search?q=&locale=: suggestions as you type. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const locale = params.get("locale");
  return publicJson(await searchSuggestions(context.get(databaseContext), params.get("q") ?? "", isLocale(locale) ? locale : "en"));
}
