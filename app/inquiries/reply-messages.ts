type T = (key: string, vars?: Record<string, string | number>) => string;

/** SPEC §8's "reply error", with the reason, in `t`'s language. */
export function replyErrorMessage(t: T, reason: string, detail: string): string {
  return t("admin.inbox.reply.error", { reason: t(`admin.inbox.reply.reasons.${reason}`, { detail }) });
}
