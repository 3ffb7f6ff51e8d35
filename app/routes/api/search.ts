import { searchSuggestions } from "~/catalogue/products/search.server";
import { recordSearchMiss } from "~/catalogue/search/search-misses.server";
import { json } from "~/http/kit.server";
import { defaultLocale, isLocale } from "~/i18n/locales";
import type { Route } from "./+types/search";
import { publicJson } from "./json";

/** GET /api/search?q=&locale=: suggestions as you type. */
export const loader = (args: Route.LoaderArgs) =>
  json(args, { access: "public" }, {
    GET: async ({ db, request }) => {
      const params = new URL(request.url).searchParams;
      const asked = params.get("locale");
      const locale = isLocale(asked) ? asked : defaultLocale;
      const q = params.get("q") ?? "";
      const suggestions = await searchSuggestions(db, q, locale);
      // Typing passes through prefixes: a miss counts from three characters on.
      if (q.trim().length >= 3 && !suggestions.products.length && !suggestions.categories.length) await recordSearchMiss(db, q, locale);
      return publicJson(suggestions);
    },
  });
