import { apiError, methodNotAllowed } from "~/http/api-error.server";
import { adminApi, readApiInput, routeId } from "~/http/admin-api.server";
import { replySchema, replyToInquiry } from "~/inquiries/reply-inquiry.server";
import { replyErrorMessage, replyFieldMessage } from "~/inquiries/reply-messages";
import type { Route } from "./+types/inquiry-replies";

/**
 * POST /api/admin/inquiries/{id}/replies {subject, body}: mails the reply to the sender. 201 with
 * the recorded reply; when the mail cannot go, 502 `reply_failed` with the reason, and the
 * attempt is recorded all the same.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, t, by } = await adminApi(request, context);
  if (request.method !== "POST") return methodNotAllowed(t, "POST");
  const id = routeId(params.id);
  const input = await readApiInput(request, replySchema, t, (field, problem) => replyFieldMessage(t, field, problem));
  if (!input.ok) return input.response;
  const outcome = id === undefined ? ({ status: "not_found" } as const) : await replyToInquiry(db, id, input.value, by);
  if (outcome.status === "not_found") return apiError(404, "not_found", t("admin.inbox.errors.notFound", { id: params.id }));
  if (outcome.status === "failed") {
    return Response.json(
      { error: { code: "reply_failed", message: replyErrorMessage(t, outcome.reason, outcome.detail) }, reply: outcome.reply },
      { status: 502 },
    );
  }
  return Response.json(outcome.reply, { status: 201 });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = await adminApi(request, context);
  return methodNotAllowed(t, "POST");
}
