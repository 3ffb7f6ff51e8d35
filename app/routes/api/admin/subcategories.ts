import { taxonomyCollectionAction, taxonomyCollectionLoader } from "~/catalogue/taxonomy/taxonomy-api.server";
import type { Route } from "./+types/subcategories";

/** GET /api/admin/subcategories (every record, with product counts); POST creates one. */
export const loader = (args: Route.LoaderArgs) => taxonomyCollectionLoader("subcategories", args);
export const action = (args: Route.ActionArgs) => taxonomyCollectionAction("subcategories", args);
