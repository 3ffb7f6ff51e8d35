import { listSubcategories } from "~/catalogue/taxonomy/taxonomy.server";
import { json } from "~/http/kit.server";
import type { Route } from "./+types/subcategories";
import { publicJson } from "./json";

export const loader = (args: Route.LoaderArgs) => json(args, { access: "public" }, { GET: async ({ db }) => publicJson(await listSubcategories(db)) });
