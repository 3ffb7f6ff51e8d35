import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { adminUsers, auditLog, inquiries, quoteCounters } from "~/db/schema";
import { createInquiry } from "~/inquiries/create-inquiry.server";
import { countOpenQuotes, setQuoteStatus } from "~/inquiries/quote-pipeline.server";
import { formatQuoteReference, nextQuoteReference } from "~/inquiries/quote-reference.server";
import { toInquiryValues, validateInquiry } from "~/inquiries/schema";
import { createSmtpMailer } from "~/mail/mailer.server";
import { createTestDatabase } from "../support/database";
import { smtpSinkForFile } from "../support/mail-sink-for-file";

const sink = smtpSinkForFile();
let handle: DatabaseHandle;
let by: { id: number; name: string; ip: string };
beforeAll(async () => {
  handle = await createTestDatabase();
  const [user] = await handle.db.insert(adminUsers).values({ username: "quote-test", passwordHash: "x" }).returning({ id: adminUsers.id });
  by = { id: user!.id, name: "quote-test", ip: "127.0.0.1" };
});
afterAll(() => handle.close());


function input(fields: Record<string, string>) {
  const result = validateInquiry(
    toInquiryValues({ name: "Karim Benali", email: "karim@atlas-auto.ma", country: "morocco", message: "Prix pour 50 pièces ?", privacyConsent: "on", ...fields }),
  );
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

describe("quote references", () => {
  it("formats the year and at least four digits", () => {
    expect(formatQuoteReference(2026, 42)).toBe("Q-2026-0042");
    expect(formatQuoteReference(2026, 12345)).toBe("Q-2026-12345");
  });

  it("gives every quote request its own reference, even when they arrive together, and none to contact messages", async () => {
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createInquiry(handle.db, input({ kind: "quote", partNumber: `RM22-${i}` }), "en", null)),
    );
    const references = created.map((c) => c.inquiry.reference);
    expect(new Set(references).size).toBe(12);
    const year = new Date().getUTCFullYear();
    for (const reference of references) expect(reference).toMatch(new RegExp(`^Q-${year}-\\d{4,}$`));
    for (const c of created) expect(c.inquiry.status).toBe("new");
    const contact = await createInquiry(handle.db, input({ kind: "contact" }), "en", null);
    expect(contact.inquiry.reference).toBeNull();
    expect(contact.inquiry.status).toBeNull();
  });

  it("counts per year from a counter row, not from the highest reference", async () => {
    const tx = handle.db;
    expect(await nextQuoteReference(tx, new Date("2031-03-01T00:00:00Z"))).toBe("Q-2031-0001");
    expect(await nextQuoteReference(tx, new Date("2031-12-31T23:00:00Z"))).toBe("Q-2031-0002");
    const [row] = await handle.db.select().from(quoteCounters).where(eq(quoteCounters.year, 2031));
    expect(row?.last).toBe(2);
  });

  it("names the reference in the acknowledgement and the staff mail", async () => {
    const mailer = createSmtpMailer(sink.url, "ventes@vitrine.test");
    const { inquiry, notification } = await createInquiry(handle.db, input({ kind: "quote", partNumber: "RM22TG20" }), "fr", mailer);
    await notification;
    const mails = await sink.waitFor(2);
    mailer.close();
    const ack = mails.find((mail) => mail.to.includes("karim@atlas-auto.ma"))!;
    const staff = mails.find((mail) => mail.to.includes("ventes@vitrine.test"))!;
    expect(ack.headers.subject).toContain(inquiry.reference!);
    expect(ack.text).toContain(`Votre référence\u00a0: ${inquiry.reference}.`);
    expect(ack.text).not.toContain(`#${inquiry.id}`);
    expect(staff.text).toContain(inquiry.reference!);
  });
});

describe("the quote pipeline", () => {
  it("moves a quote request, audits each change once, and refuses contact messages and unknown ids", async () => {
    const { inquiry } = await createInquiry(handle.db, input({ kind: "quote" }), "en", null);
    const openBefore = await countOpenQuotes(handle.db);
    const quoted = await setQuoteStatus(handle.db, inquiry.id, "quoted", by);
    expect(quoted.status).toBe("changed");
    expect(await countOpenQuotes(handle.db)).toBe(openBefore);
    expect((await setQuoteStatus(handle.db, inquiry.id, "quoted", by)).status).toBe("unchanged");
    expect((await setQuoteStatus(handle.db, inquiry.id, "won", by)).status).toBe("changed");
    expect(await countOpenQuotes(handle.db)).toBe(openBefore - 1);
    const audits = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, String(inquiry.id)));
    expect(audits.filter((a) => a.action === "inquiry.quote_status").map((a) => (a.after as { status: string }).status)).toEqual(["quoted", "won"]);

    const contact = await createInquiry(handle.db, input({ kind: "contact" }), "en", null);
    expect((await setQuoteStatus(handle.db, contact.inquiry.id, "won", by)).status).toBe("not_a_quote");
    const [still] = await handle.db.select().from(inquiries).where(eq(inquiries.id, contact.inquiry.id));
    expect(still?.status).toBeNull();
    expect((await setQuoteStatus(handle.db, 999_999, "won", by)).status).toBe("not_found");
  });
});
