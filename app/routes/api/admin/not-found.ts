import { requireAdmin } from "~/auth/require-admin.server";
import { databaseContext } from "~/context";
import { apiError } from "~/http/api-error.server";
import { requestTranslator } from "~/http/request-translator.server";
import type { Route } from "./+types/not-found";

// An unknown admin call is still an admin call: 401 without a session (so the API's shape does
// not leak to strangers), 403 for a change without the token, then 404.
async function notFound(request: Request, context: Route.LoaderArgs["context"]) {
  await requireAdmin(request, context);
  const { t } = await requestTranslator(request, context.get(databaseContext));
  return apiError(404, "not_found", t("auth.errors.notFound"));
}

export const loader = ({ request, context }: Route.LoaderArgs) => notFound(request, context);
export const action = ({ request, context }: Route.ActionArgs) => notFound(request, context);
