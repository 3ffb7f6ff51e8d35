import { listCategories } from "~/catalogue/taxonomy/taxonomy.server";
import { databaseContext } from "~/http/context";
import type { Route } from "./+types/categories";
import { publicJson } from "./json";

export async function loader({ context }: Route.LoaderArgs) {
  return publicJson(await listCategories(context.get(databaseContext)));
}
