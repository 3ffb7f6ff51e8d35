import { data, redirect } from "react-router";
import type { AdminActor } from "~/audit/admin-actor.server";
import { hasRole, type AdminRole } from "~/auth/roles";
import type { Database } from "~/db/client.server";
import { notFound } from "~/http/errors";
import { page, type RequestArgs, routeId } from "~/http/kit.server";
import { fieldMessages, zodFieldProblems } from "~/i18n/field-messages";
import { deleteInquiry, getInquiry, setInquiryRead } from "~/inquiries/admin-inbox.server";
import { inboxQuery, parseInboxFilters } from "~/inquiries/inbox-filters";
import { replyKeys, replySchema, replyToInquiry } from "~/inquiries/reply-inquiry.server";
import { replyErrorMessage } from "~/inquiries/reply-messages";
import type { Mailer } from "~/mail/mailer.server";
import { MAX_TASK_TITLE } from "~/tasks/task-schema";
import { setQuoteStatus } from "~/inquiries/quote-pipeline.server";
import { isQuoteStatus, QUOTE_STATUSES } from "~/inquiries/quote-status";
import { createTask } from "~/tasks/tasks.server";

type T = (key: string, vars?: Record<string, string | number>) => string;

/** The detail screen's action: the kit's guard, body and actor, then the intent's command. */
export const inquiryPageAction = (args: RequestArgs) =>
  page(args, { access: "editor" }, async (call) => {
    const id = routeId(call.params.id, notFound("admin.inbox.errors.notFound"));
    const form = await call.formData();
    const back = inboxQuery(parseInboxFilters(new URL(call.request.url).searchParams));
    return runInquiryPageAction({ db: call.db, id, form, by: call.actor, role: call.session!.user.role, back, mailer: call.mailer }, call.t);
  });

interface InquiryPageAction {
  mailer: Mailer | null;
  db: Database;
  id: number;
  form: FormData;
  by: AdminActor;
  role: AdminRole;
  /** The inbox's filters, kept for the way back. */
  back: string;
}

/** The detail screen's form posts, told apart by `intent`; the same domain calls as the API. */
async function runInquiryPageAction({ db, id, form, by, role, back, mailer }: InquiryPageAction, t: T) {
  const intent = String(form.get("intent") ?? "");
  const stored = await getInquiry(db, id);
  if (!stored) throw data(null, { status: 404 });
  if (intent === "read") {
    await setInquiryRead(db, id, true, by);
    return { intent: "read" as const, ok: true as const };
  }
  if (intent === "unread") {
    await setInquiryRead(db, id, false, by);
    // Back to the inbox: staying here would open, so mark read, the message again.
    throw redirect(`/admin/inquiries${back}`);
  }
  if (intent === "delete") {
    await deleteInquiry(db, id, by);
    // The inbox's notice names what went: the sender (and the quote's reference), not only a number.
    const gone = new URLSearchParams({ deleted: String(id), from: stored.name.slice(0, 100), ...(stored.reference ? { reference: stored.reference } : {}) });
    throw redirect(`/admin/inquiries${back ? `${back}&` : "?"}${gone}`);
  }
  if (intent === "task") {
    if (!hasRole(role, "admin")) throw data(null, { status: 403 });
    const inquiry = (await getInquiry(db, id))!;
    const title = (inquiry.subject || `${inquiry.name}${inquiry.company ? ` (${inquiry.company})` : ""}`).slice(0, MAX_TASK_TITLE);
    const description = `${inquiry.name} <${inquiry.email}>`;
    await createTask(db, { title, description, status: "in_progress", inquiryId: id }, by);
    return { intent, ok: true as const, message: t("admin.inbox.tasks.made") };
  }
  if (intent === "status") {
    const status = form.get("status");
    if (!isQuoteStatus(status)) {
      return { intent, ok: false as const, message: t("admin.quotes.errors.status", { allowed: QUOTE_STATUSES.join(", ") }) };
    }
    const outcome = await setQuoteStatus(db, id, status, by);
    if (outcome.status === "not_found") throw data(null, { status: 404 });
    if (outcome.status === "not_a_quote") return { intent, ok: false as const, message: t("admin.quotes.errors.notAQuote") };
    return { intent, ok: true as const, message: t("admin.quotes.changed", { status: t(`admin.quotes.statuses.${status}`) }) };
  }
  if (intent === "reply") {
    const values = { subject: String(form.get("subject") ?? ""), body: String(form.get("body") ?? "") };
    const parsed = replySchema.safeParse(values);
    if (!parsed.success) {
      return { intent, ok: false as const, values, message: Object.values(fieldMessages(t, zodFieldProblems(parsed.error, replyKeys)))[0]! };
    }
    const outcome = await replyToInquiry(db, id, parsed.data, by, mailer);
    if (outcome.status === "sent") {
      const inquiry = await getInquiry(db, id);
      return { intent, ok: true as const, message: t("admin.inbox.reply.sent", { email: inquiry?.email ?? "" }) };
    }
    if (outcome.status === "not_found") throw data(null, { status: 404 });
    return { intent, ok: false as const, values, message: replyErrorMessage(t, outcome.reason, outcome.detail) };
  }
  throw data(null, { status: 400 });
}
