import { articlesCollection } from "./articles.server";
import type { Route } from "./+types/articles";

/** GET /api/admin/articles (every article, drafts included); POST creates one. */
export const loader = (args: Route.LoaderArgs) => articlesCollection(args);
export const action = (args: Route.ActionArgs) => articlesCollection(args);
