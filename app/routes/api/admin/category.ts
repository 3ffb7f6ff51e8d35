import { taxonomyItemAction, taxonomyItemLoader } from "~/catalogue/taxonomy/taxonomy-api.server";
import type { Route } from "./+types/category";

/** GET, PUT/PATCH (fields left out are kept) and DELETE /api/admin/categories/{id}. */
export const loader = (args: Route.LoaderArgs) => taxonomyItemLoader("categories", args);
export const action = (args: Route.ActionArgs) => taxonomyItemAction("categories", args);
