import { taxonomyCollectionAction, taxonomyCollectionLoader } from "~/catalogue/taxonomy/taxonomy-api.server";
import type { Route } from "./+types/categories";

/** GET /api/admin/categories (every record, with product counts); POST creates one. */
export const loader = (args: Route.LoaderArgs) => taxonomyCollectionLoader("categories", args);
export const action = (args: Route.ActionArgs) => taxonomyCollectionAction("categories", args);
