import { articleItem } from "./articles.server";
import type { Route } from "./+types/article";

/** GET, PUT/PATCH (fields left out are kept; PATCH {"status"} publishes or unpublishes) and DELETE /api/admin/articles/{id}. */
export const loader = (args: Route.LoaderArgs) => articleItem(args);
export const action = (args: Route.ActionArgs) => articleItem(args);
