import { z } from "zod";
import type { FieldKeys } from "~/i18n/field-messages";
import type { AdminActor } from "~/audit/admin-actor.server";
import { recordAudit } from "~/audit/audit.server";
import type { Database } from "~/db/client.server";
import { inquiryReplies } from "~/db/schema";
import type { Mailer } from "~/mail/mailer.server";
import { getSettings } from "~/settings/settings.server";
import { getInquiry, type InquiryReply } from "./admin-inbox.server";
import { MAX_REPLY_BODY, MAX_REPLY_SUBJECT } from "./reply-limits";


const REQUIRED = "admin.inbox.reply.required";
const TOO_LONG = "admin.inbox.reply.tooLong";
export const replySchema = z.object({
  subject: z.string(REQUIRED).trim().min(1, REQUIRED).max(MAX_REPLY_SUBJECT, TOO_LONG),
  body: z.string(REQUIRED).trim().min(1, REQUIRED).max(MAX_REPLY_BODY, TOO_LONG),
});
/** A reply's field problems fall back on "required". */
export const replyKeys: FieldKeys = { invalid: REQUIRED };
export type ReplyInput = z.infer<typeof replySchema>;

/** SPEC §8's reply error comes with one of these reasons. */
export type ReplyFailure = "not_configured" | "no_sender" | "send_failed";

export type ReplyOutcome =
  | { status: "not_found" }
  | { status: "sent"; reply: InquiryReply }
  | { status: "failed"; reply: InquiryReply; reason: ReplyFailure; detail: string };

async function send(db: Database, to: string, input: ReplyInput, mailer: Mailer | null) {
  if (!mailer) return { reason: "not_configured" as const, detail: "SMTP_URL is not set" };
  const settings = await getSettings(db);
  const fromAddress = settings?.contactEmail || mailer.notifyEmail;
  if (!fromAddress) return { reason: "no_sender" as const, detail: "no contact e-mail in the settings" };
  try {
    await mailer.send({
      from: { name: settings?.companyName ?? "Vitrine", address: fromAddress },
      to,
      replyTo: settings?.salesEmail || fromAddress,
      subject: input.subject,
      text: input.body,
    });
    return undefined;
  } catch (error) {
    return { reason: "send_failed" as const, detail: (error as Error).message.slice(0, 500) };
  }
}

/**
 * Sends a reply to the inquiry's sender and records the attempt, sent or failed: a failed
 * attempt keeps its text and the reason, so nothing typed is lost and staff can see what happened.
 */
export async function replyToInquiry(
  db: Database,
  id: number,
  input: ReplyInput,
  by: AdminActor,
  mailer: Mailer | null = null,
): Promise<ReplyOutcome> {
  const inquiry = await getInquiry(db, id);
  if (!inquiry) return { status: "not_found" };
  const failure = await send(db, inquiry.email, input, mailer);
  const [reply] = await db
    .insert(inquiryReplies)
    .values({
      inquiryId: id,
      authorId: by.id ?? null,
      subject: input.subject,
      body: input.body,
      sentAt: failure ? null : new Date(),
      error: failure ? `${failure.reason}: ${failure.detail}` : null,
    })
    .returning();
  await recordAudit(db, by, {
    action: failure ? "inquiry.reply_failed" : "inquiry.reply",
    entity: "inquiry",
    entityId: id,
    after: { replyId: reply!.id, to: inquiry.email, subject: input.subject, error: reply!.error },
  });
  if (failure) return { status: "failed", reply: reply!, ...failure };
  return { status: "sent", reply: reply! };
}
