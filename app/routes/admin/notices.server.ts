import { notFound } from "~/http/errors";
import { page, pageLoader, type RequestArgs, routeId } from "~/http/kit.server";
import { siteOrigin } from "~/http/site-origin.server";
import { cancelNotice, listNotices, sendNotice } from "~/inquiries/lifecycle-notices.server";
import { replyErrorMessage } from "~/inquiries/reply-messages";
import { rateLimiter } from "~/security/rate-limit-tiers.server";

const GONE = "admin.notices.gone";

/** GET /admin/notices: the notices waiting for staff, with who would get them, and the last decided. */
export const noticesLoader = (args: RequestArgs) =>
  pageLoader(args, { access: "editor" }, async (call) => ({ ...(await listNotices(call.db, call.locale)), mailConfigured: Boolean(call.mailer) }));

export type NoticesActionResult = { ok: boolean; message: string };

/** POST /admin/notices: `intent` send or cancel, `id` the notice. */
export const noticesAction = (args: RequestArgs) =>
  page(args, { access: "editor" }, async (call): Promise<NoticesActionResult> => {
    const form = await call.formData();
    const intent = String(form.get("intent") ?? "");
    const id = routeId(String(form.get("id") ?? ""), notFound(GONE));
    if (intent === "cancel") {
      const cancelled = await cancelNotice(call.db, id, call.actor);
      return { ok: cancelled, message: call.t(cancelled ? "admin.notices.cancelled" : "admin.notices.notPending") };
    }
    if (intent !== "send") throw notFound(GONE);
    const outcome = await sendNotice(call.db, id, call.actor, call.mailer, siteOrigin(call.context), rateLimiter(call.db, "lifecycleNotice"));
    switch (outcome.status) {
      case "not_found":
        throw notFound(GONE);
      case "not_pending":
        return { ok: false, message: call.t("admin.notices.notPending") };
      case "sent":
        return { ok: true, message: call.t("admin.notices.sent", { count: outcome.sent }) };
      case "paused":
        return { ok: false, message: call.t("admin.notices.paused", { count: outcome.left, sent: outcome.sent, seconds: outcome.retryAfterSeconds }) };
      case "failed":
        return { ok: false, message: replyErrorMessage((key, vars) => call.t(key, vars), outcome.reason, outcome.detail) };
    }
  });
