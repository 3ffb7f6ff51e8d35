import { taxonomyItemAction, taxonomyItemLoader } from "~/catalogue/taxonomy/taxonomy-api.server";
import type { Route } from "./+types/application";

/** GET, PUT/PATCH (fields left out are kept) and DELETE /api/admin/applications/{id}. */
export const loader = (args: Route.LoaderArgs) => taxonomyItemLoader("applications", args);
export const action = (args: Route.ActionArgs) => taxonomyItemAction("applications", args);
