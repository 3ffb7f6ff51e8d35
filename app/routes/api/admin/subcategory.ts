import { taxonomyItemAction, taxonomyItemLoader } from "~/catalogue/taxonomy/taxonomy-api.server";
import type { Route } from "./+types/subcategory";

/** GET, PUT/PATCH (fields left out are kept) and DELETE /api/admin/subcategories/{id}. */
export const loader = (args: Route.LoaderArgs) => taxonomyItemLoader("subcategories", args);
export const action = (args: Route.ActionArgs) => taxonomyItemAction("subcategories", args);
