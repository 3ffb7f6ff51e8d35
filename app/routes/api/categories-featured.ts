import { listFeaturedCategories } from "~/catalogue/taxonomy/taxonomy.server";
import { databaseContext } from "~/http/context";
import type { Route } from "./+types/categories-featured";
import { publicJson } from "./json";

export async function loader({ context }: Route.LoaderArgs) {
  return publicJson(await listFeaturedCategories(context.get(databaseContext)));
}
