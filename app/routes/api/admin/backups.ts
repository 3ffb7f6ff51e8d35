import { databaseContext } from "~/context";
import { methodNotAllowed } from "~/http/api-error.server";
import { requestTranslator } from "~/http/request-translator.server";
import type { Route } from "./+types/backups";
import { createBackupAnswer, listBackupsAnswer } from "./backups.server";

/** GET: the snapshots. POST: take one now (201 with name and size). Administrators only. */
export const loader = ({ request, context }: Route.LoaderArgs) => listBackupsAnswer(request, context);

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed((await requestTranslator(request, context.get(databaseContext))).t, "GET, POST");
  return createBackupAnswer(request, context);
}
