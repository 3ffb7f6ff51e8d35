import { eq } from "drizzle-orm";
import { logger } from "~/observability/logger.server";
import type { Database } from "~/db/client.server";
import { inquiries, products } from "~/db/schema";
import { getMessages } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import { translate } from "~/i18n/translate";
import type { Mailer } from "~/mail/mailer.server";
import { type InquiryRow, type NotifyReport, notifyInquiry } from "./notify-inquiry.server";
import { nextQuoteReference } from "./quote-reference.server";
import { enqueueWebhookEvent } from "~/webhooks/outbox.server";
import { inquiryEventData } from "./inquiry-events.server";
import type { InquiryInput } from "./schema";

export interface CreatedInquiry {
  inquiry: InquiryRow;
  /** Settles once the mails are handed over (null: no SMTP configured); never rejects. */
  notification: Promise<NotifyReport | null>;
}

/**
 * Stores a contact message or quote request, then (without making the caller wait) notifies staff
 * and acknowledges it to the sender. The row is written before any mail is tried, so a mail
 * failure never loses an inquiry.
 */
export async function createInquiry(
  db: Database,
  input: InquiryInput,
  locale: Locale,
  mailer: Mailer | null = null,
  origin?: string,
): Promise<CreatedInquiry> {
  const messages = await getMessages(db, locale);
  const subject =
    input.subject ||
    translate(messages, `inquiry.subject.${input.kind}`, {
      name: input.name,
      partNumber: input.partNumber || input.items?.[0]?.partNumber || "",
    });
  // A product removed since the page was shown: keep the part number, drop the link.
  const [product] = input.productId
    ? await db.select({ id: products.id }).from(products).where(eq(products.id, input.productId))
    : [];
  const [inquiry] = await db.transaction(async (tx) => {
    const reference = input.kind === "quote" ? await nextQuoteReference(tx) : null;
    const rows = await tx
      .insert(inquiries)
      .values({
        kind: input.kind,
        name: input.name,
        company: input.company,
        email: input.email,
        phone: input.phone,
        website: input.website,
        country: input.country,
        productInterest: input.productInterest,
        subject,
        message: input.message,
        privacyConsent: input.privacyConsent,
        productId: product?.id ?? null,
        partNumber: input.partNumber || null,
        items: input.items,
        locale,
        reference,
        status: input.kind === "quote" ? "new" : null,
      })
      .returning();
    // In the same transaction: the event exists exactly when the inquiry does (decision 058).
    await enqueueWebhookEvent(tx, "inquiry.created", inquiryEventData(rows[0]!));
    return rows;
  });
  const stored = inquiry!;
  const notification = mailer
    ? notifyInquiry(db, stored, mailer, origin).catch((error: Error) => {
        logger.error({ event: "inquiry.notify_failed", inquiryId: stored.id, err: error }, `Inquiry ${stored.id}: notifications failed.`);
        return null;
      })
    : Promise.resolve(null);
  logger.info({ event: "inquiry.created", inquiryId: stored.id, kind: stored.kind }, "inquiry stored");
  return { inquiry: stored, notification };
}
