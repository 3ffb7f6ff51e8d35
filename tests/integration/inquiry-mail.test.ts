import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { inquiries, newsletterSubscribers } from "~/db/schema";
import { createInquiry } from "~/inquiries/create-inquiry.server";
import { validateInquiry, toInquiryValues } from "~/inquiries/schema";
import { createSmtpMailer } from "~/mail/mailer.server";
import { listNewsletterSubscribers, subscribeToNewsletter } from "~/newsletter/subscribe.server";
import { createTestDatabase } from "../support/database";
import { closedPort, startSmtpSink, type SmtpSink } from "../support/smtp-sink";

let handle: DatabaseHandle;
let sink: SmtpSink;
beforeAll(async () => {
  [handle, sink] = await Promise.all([createTestDatabase(), startSmtpSink()]);
});
afterAll(async () => {
  await Promise.all([handle.close(), sink.stop()]);
});

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

    expect(ack.headers.subject).toBe("Nous avons bien reçu votre message - Vitrine Industrie");
    expect(ack.text).toContain("Bonjour Amina Bcc: victim@example.org,");
    expect(ack.text).toContain("Merci pour votre message. Nous vous répondrons très bientôt.");
    expect(ack.text).toContain("Maroc");
    expect(ack.from).toBe("contact@vitrine-industrie.ma");
  });

  it("keeps the inquiry when the mail server cannot be reached, and logs the failure", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${await closedPort()}`, "ventes@vitrine.test");
    const [before] = await handle.db.select({ n: count() }).from(inquiries);
    const { inquiry, notification } = await createInquiry(handle.db, input({}), "en", mailer);
    expect(await notification).toEqual({ staff: "failed", acknowledgement: "failed" });
    mailer.close();
    const [after] = await handle.db.select({ n: count() }).from(inquiries);
    expect(after!.n).toBe(before!.n + 1);
    const [row] = await handle.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row?.email).toBe("amina@sud-energie.ma");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`Inquiry ${inquiry.id}: the staff notification could not be sent`));
  });
});

describe("newsletter subscribers", () => {
  it("stores an address once, however often and however it is typed", async () => {
    expect(await subscribeToNewsletter(handle.db, "Buyer@Example.MA", "fr")).toEqual({ created: true });
    expect(await subscribeToNewsletter(handle.db, "buyer@example.ma", "en")).toEqual({ created: false });
    const rows = await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "buyer@example.ma"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.locale).toBe("fr");
    expect((await listNewsletterSubscribers(handle.db)).map((s) => s.email)).toContain("buyer@example.ma");
  });
});
