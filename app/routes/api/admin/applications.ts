import { taxonomyCollectionAction, taxonomyCollectionLoader } from "~/catalogue/taxonomy/taxonomy-api.server";
import type { Route } from "./+types/applications";

/** GET /api/admin/applications (every record, with product counts); POST creates one. */
export const loader = (args: Route.LoaderArgs) => taxonomyCollectionLoader("applications", args);
export const action = (args: Route.ActionArgs) => taxonomyCollectionAction("applications", args);
