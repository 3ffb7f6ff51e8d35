import { databaseContext } from "~/context";
import { methodNotAllowed } from "~/http/api-error.server";
import { requestTranslator } from "~/http/request-translator.server";
import type { Route } from "./+types/backup";
import { downloadBackupAnswer } from "./backups.server";

/** GET /api/admin/backups/{name}: download one snapshot. Administrators only. */
export const loader = ({ request, context, params }: Route.LoaderArgs) => downloadBackupAnswer(request, context, params.name);

export async function action({ request, context }: Route.ActionArgs) {
  return methodNotAllowed((await requestTranslator(request, context.get(databaseContext))).t, "GET");
}
