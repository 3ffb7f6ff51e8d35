import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import { errorMessage, logger } from "~/observability/logger.server";
import { mails } from "~/observability/metrics.server";

export interface MailAddress {
  name: string;
  address: string;
}

export interface MailMessage {
  from: MailAddress;
  to: string;
  replyTo?: string;
  subject: string;
  /** Plain text only: nothing a visitor typed can become markup in a mail client. */
  text: string;
  /** `<id@host>`: set by the caller when it keeps the id (a later mail answers it). */
  messageId?: string;
  /** Threading: the Message-ID this mail answers, and the thread's ids. */
  inReplyTo?: string;
  references?: string[];
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  /**
   * A mail written by staff (a quotation) is a person's answer: false leaves out the
   * Auto-Submitted header. Every other mail is sent by a machine (the default).
   */
  automatic?: boolean;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where staff notifications go (NOTIFY_EMAIL); unset, the settings' contact e-mail is used. */
  notifyEmail?: string;
  close(): void;
}

/** A mailer that hands messages to the SMTP server of `smtpUrl` (smtp:// or smtps://). */
export function createSmtpMailer(smtpUrl: string, notifyEmail?: string): Mailer {
  // Short timeouts: a slow or unreachable mail server must not hold sockets open for minutes.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    notifyEmail,
    async send(message) {
      try {
        await transport.sendMail({
          from: message.from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          messageId: message.messageId,
          inReplyTo: message.inReplyTo,
          references: message.references,
          attachments: message.attachments,
          // Sent by a machine: tells auto-responders not to answer.
          headers: message.automatic === false ? {} : { "Auto-Submitted": "auto-generated" },
        });
      } catch (error) {
        mails.inc({ result: "failed" });
        // Who and what stay out of the log: addresses and texts are the visitors' data.
        logger.warn({ event: "mail.failed", error: errorMessage(error) }, "mail not sent");
        throw error;
      }
      mails.inc({ result: "sent" });
      logger.info({ event: "mail.sent" }, "mail sent");
    },
    close: () => transport.close(),
  };
}

/** A new Message-ID on the sender's domain: `<purpose.random@domain>`. */
export function newMessageId(purpose: string, fromAddress: string): string {
  const domain = fromAddress.split("@")[1]?.replace(/[^A-Za-z0-9.-]/g, "") || "vitrine.invalid";
  return `<${purpose}.${randomBytes(12).toString("hex")}@${domain}>`;
}
