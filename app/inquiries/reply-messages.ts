import { MAX_REPLY_BODY, MAX_REPLY_SUBJECT } from "./reply-limits";

type T = (key: string, vars?: Record<string, string | number>) => string;

/** SPEC §8's "reply error", with the reason, in `t`'s language. */
export function replyErrorMessage(t: T, reason: string, detail: string): string {
  return t("admin.inbox.reply.error", { reason: t(`admin.inbox.reply.reasons.${reason}`, { detail }) });
}

export function replyFieldMessage(t: T, field: string, problem: string): string {
  const max = field === "subject" ? MAX_REPLY_SUBJECT : MAX_REPLY_BODY;
  if (problem === "tooLong") return t("admin.inbox.reply.tooLong", { max });
  return t("admin.inbox.reply.required");
}
