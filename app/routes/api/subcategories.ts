import { listSubcategories } from "~/catalogue/taxonomy/taxonomy.server";
import { databaseContext } from "~/http/context";
import type { Route } from "./+types/subcategories";
import { publicJson } from "./json";

export async function loader({ context }: Route.LoaderArgs) {
  return publicJson(await listSubcategories(context.get(databaseContext)));
}
