import type { Translator } from "~/i18n/translate";

/** The longest `mailto:` link we hand a mail client (some refuse or cut longer ones). */
const MAX_MAILTO = 1900;

/**
 * A `mailto:` link answering an inquiry from the staff member's own mail client: to the sender,
 * the subject "Re: ...", and a body in the inquiry's language (`t`) that greets the sender and
 * quotes their message ("> " before each line), cut to stay within what mail clients accept.
 */
export function replyMailto(t: Translator["t"], inquiry: { email: string; name: string; message: string; createdAt: Date | string }, subject: string): string {
  const head = `${t("admin.inbox.mailClient.greeting", { name: inquiry.name })}\n\n\n\n${t("admin.inbox.mailClient.wrote", { name: inquiry.name })}\n`;
  const base = `mailto:${encodeURIComponent(inquiry.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}&body=`;
  const lines = inquiry.message.replace(/\r\n?/g, "\n").split("\n").map((line) => `> ${line}`);
  let quoted = lines.join("\n");
  while (quoted && (base + encodeURIComponent(head + quoted)).length > MAX_MAILTO) {
    lines.pop();
    quoted = lines.length ? `${lines.join("\n")}\n> ...` : "";
  }
  return base + encodeURIComponent(head + quoted);
}
