import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { buttonClass } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";

export interface ReplyResult {
  ok: boolean;
  message: string;
  values?: { subject: string; body: string };
}

/**
 * The reply composer. After a failure the typed subject and body stay (in the fields, and from
 * the action's answer when the page was posted without JavaScript); after a send it starts anew.
 */
export function ReplyForm({ email, subject, csrfToken, result, sentCount, mailto }: {
  /** Set when the site has no mail server: the reply goes from the staff member's mail client. */
  mailto: string | null;
  email: string;
  subject: string;
  csrfToken: string;
  result: ReplyResult | undefined;
  sentCount: number;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reply-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="reply-title" className="text-lg font-semibold text-brand-900">{t("admin.inbox.reply.title")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("admin.inbox.reply.to", { email })}</p>
      {mailto ? (
        <div className="mt-3 space-y-3" data-testid="reply-mail-client">
          <p className="text-sm text-slate-700">{t("admin.inbox.mailClient.noServer")}</p>
          <a href={mailto} className={buttonClass()}>{t("admin.inbox.mailClient.open")}</a>
          <p className="text-xs text-slate-500">{t("admin.inbox.mailClient.hint")}</p>
        </div>
      ) : (
        <ReplyComposer csrfToken={csrfToken} subject={subject} result={result} sentCount={sentCount} />
      )}
    </section>
  );
}

function ReplyComposer({ subject, csrfToken, result, sentCount }: { subject: string; csrfToken: string; result: ReplyResult | undefined; sentCount: number }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  const kept = result && !result.ok ? result.values : undefined;
  return (
    <>
      <div role="status" aria-live="polite" data-testid="reply-result">
        {result ? (
          <p className={`mt-3 rounded-md px-3 py-2 text-sm ${result.ok ? "bg-green-50 text-green-900" : "border border-red-300 bg-red-50 text-red-900"}`}>
            {result.message}
            {result.ok ? null : <span className="block">{t("admin.inbox.reply.kept")}</span>}
          </p>
        ) : null}
      </div>
      <Form method="post" key={sentCount} className="mt-3 space-y-3">
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="intent" value="reply" />
        <label className="block text-sm font-medium text-slate-700">
          {t("admin.inbox.reply.subject")}
          <Input name="subject" required maxLength={300} defaultValue={kept?.subject ?? subject} />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          {t("admin.inbox.reply.body")}
          <Textarea name="body" required maxLength={20000} rows={8} defaultValue={kept?.body ?? ""} />
        </label>
        <button type="submit" disabled={sending} className={buttonClass()}>
          {sending ? t("admin.inbox.reply.sending") : t("admin.inbox.reply.send")}
        </button>
      </Form>
    </>
  );
}
