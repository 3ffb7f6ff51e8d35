import { useEffect, useRef } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import { AdminErrorBoundary } from "~/admin/admin-error-boundary";
import { adminMeta } from "~/admin/admin-meta";
import { InquiryActions, LinkedTasks } from "~/admin/inbox/inquiry-actions";
import { InquiryFields } from "~/admin/inbox/inquiry-fields";
import { QuoteStatusForm } from "~/admin/inbox/quote-status-form";
import { RepliesList } from "~/admin/inbox/replies-list";
import { ReplyForm } from "~/admin/inbox/reply-form";
import { hasRole } from "~/auth/roles";
import { notFound } from "~/http/errors";
import { pageLoader, routeId } from "~/http/kit.server";
import { useTranslation } from "~/i18n/use-translation";
import { countUnreadInquiries, getInquiryDetail } from "~/inquiries/admin-inbox.server";
import { inboxQuery, parseInboxFilters } from "~/inquiries/inbox-filters";
import { inquiryPageAction } from "./inquiry.server";
import { replySubject } from "~/inquiries/reply-subject";
import { replyMailto } from "~/inquiries/reply-by-mail-client";
import { getMessages } from "~/i18n/messages.server";
import { defaultLocale, isLocale } from "~/i18n/locales";
import { createTranslator } from "~/i18n/translate";
import type { Route } from "./+types/inquiry";

export const meta: Route.MetaFunction = (args) => adminMeta(args, "admin.tabs.inquiries");

// Opening an inquiry changes nothing (a GET must not: a cross-site link could); the page then
// marks it read with a POST (by script at once, or its "Mark as read" button without script).
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, { access: "editor" }, async (call) => {
    const { db } = call;
    const id = routeId(call.params.id, notFound(NOT_FOUND));
    const [detail, unreadInquiries] = await Promise.all([getInquiryDetail(db, id), countUnreadInquiries(db)]);
    if (!detail) throw notFound(NOT_FOUND);
    // Without a mail server the reply goes from the staff member's own mail client, prefilled in
    // the language the visitor wrote in.
    const mailConfigured = Boolean(call.mailer);
    let mailto: string | null = null;
    if (!mailConfigured) {
      const locale = isLocale(detail.inquiry.locale) ? detail.inquiry.locale : defaultLocale;
      const { t } = createTranslator(locale, await getMessages(db, locale));
      mailto = replyMailto(t, detail.inquiry, replySubject(detail.inquiry.subject || t(`admin.inbox.kinds.${detail.inquiry.kind}`)));
    }
    return {
      mailConfigured,
      mailto,
      ...detail,
      unreadInquiries,
      csrfToken: call.session!.csrfToken,
      canMakeTask: hasRole(call.session!.user.role, "admin"),
      back: inboxQuery(parseInboxFilters(new URL(call.request.url).searchParams)),
    };
  });

const NOT_FOUND = "admin.inbox.gone";

export const action = (args: Route.ActionArgs) => inquiryPageAction(args);

export default function AdminInquiry({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { inquiry, replies, tasks, csrfToken, canMakeTask, back, mailto } = loaderData;
  const result = useActionData<typeof action>();
  const marker = useFetcher();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (inquiry.readAt || marked.current === inquiry.id) return;
    marked.current = inquiry.id;
    void marker.submit({ intent: "read", csrfToken }, { method: "post" });
  }, [inquiry.id, inquiry.readAt, csrfToken, marker]);
  const sent = replies.filter((reply) => reply.sentAt).length;
  return (
    <article aria-labelledby="inquiry-title">
      <Link to={`/admin/inquiries${back}`} className="text-sm text-brand-700 underline">← {t("admin.inbox.back")}</Link>
      <h1 id="inquiry-title" className="mt-3 text-2xl font-semibold text-brand-900">
        {inquiry.subject || t("admin.inbox.detailTitle", { kind: t(`admin.inbox.kinds.${inquiry.kind}`), id: inquiry.id })}
      </h1>
      <p className="text-sm text-slate-600">{t("admin.inbox.detailTitle", { kind: t(`admin.inbox.kinds.${inquiry.kind}`), id: inquiry.id })}</p>
      {result && result.intent === "task" ? <p role="status" className="mt-3 text-sm text-green-800">{result.message}</p> : null}
      <InquiryActions csrfToken={csrfToken} canMakeTask={canMakeTask} read={Boolean(inquiry.readAt)} />
      {inquiry.kind === "quote" && inquiry.status ? (
        <QuoteStatusForm csrfToken={csrfToken} status={inquiry.status} result={result && result.intent === "status" ? result : undefined} />
      ) : null}
      {inquiry.kind === "quote" && inquiry.reference ? (
        <p className="mt-4">
          <Link to={`/admin/inquiries/${inquiry.id}/quotation`} className="font-medium text-brand-700 underline" data-testid="open-quotation">{t("admin.quotation.open")}</Link>
        </p>
      ) : null}
      <InquiryFields inquiry={inquiry} />
      <LinkedTasks tasks={tasks} />
      <RepliesList replies={replies} />
      <ReplyForm
        email={inquiry.email}
        subject={replySubject(inquiry.subject || t(`admin.inbox.kinds.${inquiry.kind}`))}
        csrfToken={csrfToken}
        result={result && result.intent === "reply" ? result : undefined}
        sentCount={sent}
        mailto={mailto}
      />
    </article>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
