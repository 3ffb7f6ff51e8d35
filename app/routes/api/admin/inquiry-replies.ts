import { notFound } from "~/http/errors";
import { json, type RequestArgs, routeId } from "~/http/kit.server";
import { replyKeys, replySchema, replyToInquiry } from "~/inquiries/reply-inquiry.server";
import { replyErrorMessage } from "~/inquiries/reply-messages";

const NOT_FOUND = "admin.inbox.errors.notFound";

const handlers = {
  /**
   * POST /api/admin/inquiries/{id}/replies {subject, body}: mails the reply to the sender. 201 with
   * the recorded reply; when the mail cannot go, 502 `reply_failed` with the reason, and the
   * attempt is recorded all the same.
   */
  POST: async (call) => {
    const id = routeId(call.params.id, notFound(NOT_FOUND, { id: call.params.id ?? "" }));
    const input = await call.input(replySchema, { keys: replyKeys });
    const outcome = await replyToInquiry(call.db, id, input, call.actor, call.mailer);
    if (outcome.status === "not_found") throw notFound(NOT_FOUND, { id: call.params.id ?? "" });
    if (outcome.status === "failed") {
      // Not a refusal of the request: the reply is recorded, the mail server failed (a gateway error).
      return Response.json({ error: { code: "reply_failed", message: replyErrorMessage(call.t, outcome.reason, outcome.detail) }, reply: outcome.reply }, { status: 502 });
    }
    return Response.json(outcome.reply, { status: 201 });
  },
} satisfies Parameters<typeof json>[2];

export const loader = (args: RequestArgs) => json(args, { access: "editor" }, handlers);
export const action = (args: RequestArgs) => json(args, { access: "editor" }, handlers);
