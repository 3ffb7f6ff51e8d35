import { count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { inquiries, newsletterSubscribers } from "~/db/schema";
import { claimAcknowledgement } from "~/inquiries/acknowledgement-limits.server";
import { createInquiry } from "~/inquiries/create-inquiry.server";
import { validateInquiry, toInquiryValues } from "~/inquiries/schema";
import { createSmtpMailer } from "~/mail/mailer.server";
import { CONFIRM_LINK_DAYS, confirmSubscription, requestSubscription, unsubscribe } from "~/newsletter/opt-in.server";
import { subscribeToNewsletter } from "~/newsletter/subscribe.server";
import { logger } from "~/observability/logger.server";
import { createTestDatabase } from "../support/database";
import { smtpSinkForFile } from "../support/mail-sink-for-file";
import { closedPort } from "../support/smtp-sink";

const sink = smtpSinkForFile();
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

function input(fields: Record<string, string>) {
  const result = validateInquiry(
    toInquiryValues({
      name: "Amina El Idrissi",
      email: "amina@sud-energie.ma",
      country: "morocco",
      message: "Pouvez-vous nous proposer des relais de surveillance de phases ?",
      privacyConsent: "on",
      ...fields,
    }),
  );
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

describe("inquiry notifications over SMTP", () => {
  it("stores the inquiry, then mails staff and thanks the sender in their language", async () => {
    const mailer = createSmtpMailer(sink.url, "ventes@vitrine.test");
    const { inquiry, notification } = await createInquiry(
      handle.db,
      input({ name: "Amina\r\nBcc: victim@example.org", company: "<b>Sud Énergie</b>" }),
      "fr",
      mailer,
    );
    const [row] = await handle.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row?.name).toBe("Amina Bcc: victim@example.org");

    expect(await notification).toEqual({ staff: "sent", acknowledgement: "sent" });
    const mails = await sink.waitFor(2);
    mailer.close();
    const staff = mails.find((mail) => mail.to.includes("ventes@vitrine.test"))!;
    const ack = mails.find((mail) => mail.to.includes("amina@sud-energie.ma"))!;

    expect(staff.headers["reply-to"]).toContain("amina@sud-energie.ma");
    expect(staff.headers.subject).toContain(`Message de contact de Amina Bcc: victim@example.org`);
    expect(staff.headers["content-type"]).toMatch(/^text\/plain/);
    expect(staff.text).toContain(`no. ${inquiry.id}`);
    expect(staff.text).toContain("<b>Sud Énergie</b>");
    expect(staff.text).toContain("relais de surveillance de phases");
    // The line break in the name never became a header of its own.
    for (const mail of mails) expect(mail.headers.bcc).toBeUndefined();
    expect(mails.flatMap((mail) => mail.to)).not.toContain("victim@example.org");

    expect(ack.headers.subject).toBe(`Nous avons bien reçu votre message (#${inquiry.id}) - Vitrine Industrie`);
    expect(ack.text).toContain("Bonjour,");
    expect(ack.text).toContain("Merci pour votre message. Nous vous répondrons très bientôt.");
    expect(ack.text).toContain(`Votre référence\u00a0: #${inquiry.id}.`);
    expect(ack.from).toBe("contact@vitrine-industrie.ma");
    // Nothing the visitor typed goes back out from the company's address (issue 13, finding 5).
    for (const typed of ["Amina", "victim", "Sud Énergie", "relais de surveillance"]) expect(ack.text).not.toContain(typed);
  });

  it("acknowledges an address once a day, and stops at the hourly cap with one log line", async () => {
    const mailer = createSmtpMailer(sink.url, "ventes@vitrine.test");
    const spam = "Buy cheap stuff at http://spam.example";
    const first = await createInquiry(handle.db, input({ email: "target@example.org", message: spam }), "en", mailer);
    expect(await first.notification).toEqual({ staff: "sent", acknowledgement: "sent" });
    const again = await createInquiry(handle.db, input({ email: "Target@Example.org", message: spam }), "en", mailer);
    expect(await again.notification).toEqual({ staff: "sent", acknowledgement: "skipped" });
    mailer.close();
    const acks = sink.messages.filter((mail) => mail.to.includes("target@example.org"));
    expect(acks).toHaveLength(1);
    expect(acks[0]!.text).not.toContain("spam.example");

    const warned = vi.spyOn(logger, "warn");
    const now = new Date();
    // The hour already holds the acknowledgements above: a cap of 1 is reached.
    expect(await claimAcknowledgement(handle.db, "other@example.org", { perHour: 1, now })).toBe("hourly_cap");
    expect(await claimAcknowledgement(handle.db, "third@example.org", { perHour: 1, now })).toBe("hourly_cap");
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned).toHaveBeenCalledWith(expect.objectContaining({ event: "inquiry.acknowledgement_cap", perHour: 1 }), expect.stringMatching(/cap of 1 an hour is reached/));
    warned.mockRestore();
    expect(await claimAcknowledgement(handle.db, "other@example.org", { perHour: 1000, now })).toBe("send");
  });

  it("keeps the inquiry when the mail server cannot be reached, and logs the failure", async () => {
    const logged = vi.spyOn(logger, "warn");
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${await closedPort()}`, "ventes@vitrine.test");
    const [before] = await handle.db.select({ n: count() }).from(inquiries);
    const { inquiry, notification } = await createInquiry(handle.db, input({ email: "unreachable@sud-energie.ma" }), "en", mailer);
    expect(await notification).toEqual({ staff: "failed", acknowledgement: "failed" });
    mailer.close();
    const [after] = await handle.db.select({ n: count() }).from(inquiries);
    expect(after!.n).toBe(before!.n + 1);
    const [row] = await handle.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row?.email).toBe("unreachable@sud-energie.ma");
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ event: "inquiry.mail_failed", inquiryId: inquiry.id, mail: "staff notification" }),
      `Inquiry ${inquiry.id}: the staff notification could not be sent.`,
    );
  });
});

describe("newsletter subscribers", () => {
  // Confirmed addresses are the subscribers (pending ones are not).
  const subscribers = async () =>
    (await handle.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers).where(isNotNull(newsletterSubscribers.confirmedAt))).map((s) => s.email);
  const countNewsletterSubscribers = async () => (await subscribers()).length;

  it("stores an address once, however often and however it is typed", async () => {
    expect(await subscribeToNewsletter(handle.db, "Buyer@Example.MA", "fr")).toEqual({ created: true });
    expect(await subscribeToNewsletter(handle.db, "buyer@example.ma", "en")).toEqual({ created: false });
    const rows = await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "buyer@example.ma"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.locale).toBe("fr");
    // Not confirmed: not a subscriber.
    expect(await subscribers()).not.toContain("buyer@example.ma");
  });

  it("counts an address only once its mailed, signed, expiring link is confirmed; every mail can unsubscribe", async () => {
    const mailer = createSmtpMailer(sink.url, "ventes@vitrine.test");
    const counted = await countNewsletterSubscribers();
    const origin = "https://www.vitrine.test";
    expect(await requestSubscription(handle.db, "Reader@Example.org", "en", { mailer, origin })).toBe("pending");
    mailer.close();
    expect(await countNewsletterSubscribers()).toBe(counted);
    const mail = (await sink.waitFor(sink.messages.length)).find((m) => m.to.includes("reader@example.org"))!;
    const confirm = new URL(/https:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text)![0]);
    const leave = new URL(/https:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/.exec(mail.text)![0]);
    expect(confirm.origin).toBe(origin);
    const token = confirm.searchParams.get("token")!;

    expect(await confirmSubscription(handle.db, `${token}x`)).toBe("invalid");
    expect(await confirmSubscription(handle.db, leave.searchParams.get("token"))).toBe("invalid");
    const later = new Date(Date.now() + (CONFIRM_LINK_DAYS + 1) * 86_400_000);
    expect(await confirmSubscription(handle.db, token, later)).toBe("expired");
    expect(await countNewsletterSubscribers()).toBe(counted);

    expect(await confirmSubscription(handle.db, token)).toBe("confirmed");
    expect(await countNewsletterSubscribers()).toBe(counted + 1);
    expect(await subscribers()).toContain("reader@example.org");

    expect(await unsubscribe(handle.db, leave.searchParams.get("token"))).toBe("unsubscribed");
    expect(await countNewsletterSubscribers()).toBe(counted);
  });
});
