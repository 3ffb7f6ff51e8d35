import { listApplications } from "~/catalogue/taxonomy/taxonomy.server";
import { databaseContext } from "~/http/context";
import type { Route } from "./+types/applications";
import { publicJson } from "./json";

export async function loader({ context }: Route.LoaderArgs) {
  return publicJson(await listApplications(context.get(databaseContext)));
}
