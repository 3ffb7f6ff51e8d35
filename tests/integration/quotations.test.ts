import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { adminUsers, auditLog, inquiries, quotations, quoteEvents } from "~/db/schema";
import { acceptQuotation, requestQuotationChange } from "~/inquiries/buyer-quote.server";
import { createInquiry } from "~/inquiries/create-inquiry.server";
import { computeTotals, parseMoney, parsePercent } from "~/inquiries/money";
import { pipelineValue, toCompanyCurrency } from "~/inquiries/pipeline-value.server";
import { inquiryByToken, quotePageUrl, revokeQuoteLinks } from "~/inquiries/quote-access.server";
import { confirmWon, listQuotations, openQuotationDraft, saveQuotationDraft, sendQuotation } from "~/inquiries/quotation.server";
import { toInquiryValues, validateInquiry } from "~/inquiries/schema";
import { createSmtpMailer } from "~/mail/mailer.server";
import type { MediaStorage } from "~/media/storage.server";
import { readQuoteSettingsForm } from "~/settings/quote-settings";
import { createTestDatabase } from "../support/database";
import { readPdf } from "../support/pdf-text";
import { smtpSinkForFile } from "../support/mail-sink-for-file";
import { type ReceivedMail } from "../support/smtp-sink";

const sink = smtpSinkForFile();
let handle: DatabaseHandle;
let by: { id: number; name: string; ip: string };
// No logo stored in the test settings: a storage that has no files.
const storage = { get: async () => Promise.reject(new Error("absent")) } as unknown as MediaStorage;
const context = { storage, origin: "https://vitrine.test" };
beforeAll(async () => {
  handle = await createTestDatabase();
  const [user] = await handle.db.insert(adminUsers).values({ username: "Samira", passwordHash: "x" }).returning({ id: adminUsers.id });
  by = { id: user!.id, name: "Samira", ip: "127.0.0.1" };
});
afterAll(() => handle.close());

async function quoteRequest(locale: "en" | "fr" = "fr") {
  const parsed = validateInquiry(
    toInquiryValues({
      kind: "quote",
      name: "Faisal Al-Harbi",
      company: "Gulf Maintenance",
      email: `faisal.${Math.random().toString(36).slice(2)}@gulf.example`,
      country: "morocco",
      message: "Prix et délais, merci.",
      privacyConsent: "on",
      items: [
        { productId: null, partNumber: "MY2N-GS-24VDC", quantity: 10 },
        { productId: null, partNumber: "RXM4AB2BD", quantity: 5 },
      ],
    }),
  );
  if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
  const mailer = createSmtpMailer(sink.url, "ventes@vitrine.test");
  const before = sink.messages.length;
  const { inquiry, notification } = await createInquiry(handle.db, parsed.data, locale, mailer);
  await notification;
  await sink.waitFor(before + 2);
  mailer.close();
  return (await handle.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id)))[0]!;
}

const form = (fields: Record<string, string>) => ({
  currency: "MAD",
  taxRate: "20",
  pricesBeforeTax: "on",
  discount: "",
  validUntil: "2099-12-31",
  incoterms: "DAP Casablanca",
  paymentTerms: "30 jours fin de mois",
  note: "",
  "lines.0.quantity": "10",
  "lines.0.unitPrice": "1 234,50",
  "lines.1.quantity": "5",
  "lines.1.unitPrice": "1,000.25",
  ...fields,
});

/** The PDF attached to a received mail (base64 in its own MIME part). */
function attachedPdf(mail: ReceivedMail): Buffer | undefined {
  const match = /Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw);
  return match ? Buffer.from(match[1]!.replace(/\s+/g, ""), "base64") : undefined;
}

describe("prices as staff type them", () => {
  it("reads both decimal notations exactly and refuses what is unclear", () => {
    for (const [text, minor] of [["1 234,50", 123450], ["1,234.50", 123450], ["1234.50", 123450], ["1.234,5", 123450], ["1234", 123400], ["0,99", 99], ["1\u202f234,50", 123450], ["1,234,567", 123456700]] as const) {
      expect(parseMoney(text), text).toEqual({ ok: true, value: minor });
    }
    expect(parseMoney("1,234")).toEqual({ ok: false, problem: "ambiguous" });
    expect(parseMoney("12,345")).toEqual({ ok: false, problem: "ambiguous" });
    expect(parseMoney("1.2.3")).toEqual({ ok: false, problem: "format" });
    expect(parseMoney("12,3456")).toEqual({ ok: false, problem: "decimals" });
    expect(parseMoney("-5")).toEqual({ ok: false, problem: "negative" });
    expect(parseMoney("abc")).toEqual({ ok: false, problem: "format" });
    expect(parseMoney("1e5")).toEqual({ ok: false, problem: "format" });
    expect(parseMoney("99999999999999999999")).toEqual({ ok: false, problem: "tooLarge" });
    expect(parsePercent("5,5")).toEqual({ ok: true, value: 550 });
    expect(parsePercent("120")).toEqual({ ok: false, problem: "tooLarge" });
  });

  it("computes totals in integers, before or including tax", () => {
    const lines = [{ quantity: 3, unitPriceMinor: 3333 }, { quantity: 1, unitPriceMinor: 1 }];
    expect(computeTotals(lines, 1000, 2000, true)).toEqual({ subtotalMinor: 10000, discountMinor: 1000, taxMinor: 1800, totalMinor: 10800 });
    expect(computeTotals([{ quantity: 1, unitPriceMinor: 12000 }], 0, 2000, false)).toEqual({ subtotalMinor: 12000, discountMinor: 0, taxMinor: 2000, totalMinor: 12000 });
  });
});

describe("the quotation editor, the mail and the buyer's page", () => {
  it("opens a draft with the request's lines, refuses bad values by field and stores nothing of them", async () => {
    const inquiry = await quoteRequest();
    const opened = await openQuotationDraft(handle.db, inquiry.id, by);
    if (opened.status !== "ok") throw new Error(opened.status);
    expect(opened.quotation.revision).toBe(1);
    expect(opened.quotation.lines.map((l) => [l.partNumber, l.quantity, l.unitPriceMinor])).toEqual([["MY2N-GS-24VDC", 10, null], ["RXM4AB2BD", 5, null]]);
    expect(opened.quotation.currency).toBe("MAD");
    expect(opened.quotation.taxRateBp).toBe(2000);

    const bad = await saveQuotationDraft(
      handle.db,
      opened.quotation.id,
      form({ "lines.0.unitPrice": "12,5x", "lines.1.quantity": "0", currency: "GBP", validUntil: "2026-02-30", taxRate: "150", incoterms: "XYZ town" }),
      by,
    );
    expect(bad.status).toBe("invalid");
    if (bad.status !== "invalid") return;
    expect(Object.keys(bad.problems).sort()).toEqual(["currency", "incoterms", "lines.0.unitPrice", "lines.1.quantity", "taxRate", "validUntil"]);
    expect(bad.problems["lines.0.unitPrice"]!.key).toBe("admin.quotation.errors.number.format");
    const [unchanged] = await handle.db.select().from(quotations).where(eq(quotations.id, opened.quotation.id));
    expect(unchanged!.version).toBe(1);
    expect(unchanged!.lines[0]!.unitPriceMinor).toBeNull();

    const saved = await saveQuotationDraft(handle.db, opened.quotation.id, form({ discount: "10" }), by);
    if (saved.status !== "saved") throw new Error(saved.status);
    expect(saved.quotation.lines.map((l) => l.unitPriceMinor)).toEqual([123450, 100025]);
    // 12 345,00 + 5 001,25 = 17 346,25; -10 % = 15 611,63 (rounded); +20 % = 18 733,96 (rounded)
    expect(saved.quotation.subtotalMinor).toBe(1734625);
    expect(saved.quotation.discountMinor).toBe(173463);
    expect(saved.quotation.taxMinor).toBe(312232);
    expect(saved.quotation.totalMinor).toBe(1873394);
    const audits = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, String(inquiry.id)));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(["quotation.create", "quotation.save"]));
  });

  it("refuses to send without a price on every line or with a past validity", async () => {
    const inquiry = await quoteRequest();
    const opened = await openQuotationDraft(handle.db, inquiry.id, by);
    if (opened.status !== "ok") throw new Error(opened.status);
    await saveQuotationDraft(handle.db, opened.quotation.id, form({ "lines.1.unitPrice": "", validUntil: "2020-01-01" }), by);
    const mailer = createSmtpMailer(sink.url, "ventes@vitrine.test");
    const before = sink.messages.length;
    const outcome = await sendQuotation(handle.db, opened.quotation.id, by, mailer, context);
    mailer.close();
    expect(outcome.status).toBe("invalid");
    if (outcome.status === "invalid") expect(Object.keys(outcome.problems).sort()).toEqual(["lines.1.unitPrice", "validUntil"]);
    expect(sink.messages.length).toBe(before);
    const [row] = await handle.db.select().from(quotations).where(eq(quotations.id, opened.quotation.id));
    expect(row!.status).toBe("draft");
  });

  it("sends a threaded, personal mail with the PDF; freezes the revision; a change makes R2", async () => {
    const inquiry = await quoteRequest("fr");
    expect(inquiry.ackMessageId).toMatch(/^<ack\.[0-9a-f]+@/);
    const opened = await openQuotationDraft(handle.db, inquiry.id, by);
    if (opened.status !== "ok") throw new Error(opened.status);
    await saveQuotationDraft(handle.db, opened.quotation.id, form({ "lines.0.leadTime": "2 semaines", "lines.1.alternative": "RXM4AB2P7 (même brochage)" }), by);
    const mailer = createSmtpMailer(sink.url, "ventes@vitrine.test");
    const before = sink.messages.length;
    const sent = await sendQuotation(handle.db, opened.quotation.id, by, mailer, context);
    expect(sent.status).toBe("sent");
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual([inquiry.email]);
    expect(mail!.headers.subject).toContain(inquiry.reference!);
    expect(mail!.headers["in-reply-to"]).toBe(inquiry.ackMessageId);
    expect(mail!.headers.references).toBe(inquiry.ackMessageId);
    expect(mail!.headers["auto-submitted"]).toBeUndefined();
    expect(mail!.headers.precedence).toBeUndefined();
    expect(mail!.headers.from).toContain("Samira");
    const link = /https:\/\/vitrine\.test\/fr\/quote\/(Q-\d{4}-\d{4,})\?t=(\S+)/.exec(mail!.raw.replace(/=\r\n/g, ""));
    expect(link?.[1]).toBe(inquiry.reference);
    const pdf = attachedPdf(mail!);
    expect(pdf, "attachment").toBeDefined();
    const { text, doc } = await readPdf(pdf!);
    expect(doc.getPageCount()).toBeGreaterThan(0);
    for (const expected of ["Devis", inquiry.reference!, "MY2N-GS-24VDC", "RXM4AB2BD", "Sous-total", "Total", "17 346,25 MAD", "20 815,50 MAD", "RXM4AB2P7", "DAP Casablanca"]) {
      expect(text.replace(/\s+/g, " "), expected).toContain(expected);
    }
    const [after] = await handle.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(after!.status).toBe("quoted");

    // Frozen: saving or sending again is refused and changes nothing.
    expect((await saveQuotationDraft(handle.db, opened.quotation.id, form({ "lines.0.unitPrice": "1" }), by)).status).toBe("frozen");
    expect((await sendQuotation(handle.db, opened.quotation.id, by, mailer, context)).status).toBe("frozen");
    // A change is revision 2, copied from the sent one, whose mail it answers.
    const second = await openQuotationDraft(handle.db, inquiry.id, by);
    if (second.status !== "ok") throw new Error(second.status);
    expect(second.quotation.revision).toBe(2);
    expect(second.quotation.lines[0]!.unitPriceMinor).toBe(123450);
    await saveQuotationDraft(handle.db, second.quotation.id, form({ "lines.0.unitPrice": "1200" }), by);
    const resent = await sendQuotation(handle.db, second.quotation.id, by, mailer, context);
    mailer.close();
    expect(resent.status).toBe("sent");
    const [revised] = (await sink.waitFor(before + 2)).slice(before + 1);
    expect(revised!.headers.subject).toContain(`${inquiry.reference}-R2`);
    const first = (await listQuotations(handle.db, inquiry.id))[0]!;
    expect(revised!.headers["in-reply-to"]).toBe(first.messageId);
    expect(revised!.headers.references).toBe(`${inquiry.ackMessageId} ${first.messageId}`);
    expect(first.lines[0]!.unitPriceMinor).toBe(123450);
  });

  it("opens the buyer's page with the token only: wrong, forged, revoked or expired tokens find nothing", async () => {
    const inquiry = await quoteRequest("en");
    const url = new URL(await quotePageUrl(handle.db, inquiry, "https://vitrine.test", "en"));
    expect(url.pathname).toBe(`/quote/${inquiry.reference}`);
    const token = url.searchParams.get("t")!;
    expect((await inquiryByToken(handle.db, inquiry.reference!, token))?.id).toBe(inquiry.id);
    expect(await inquiryByToken(handle.db, inquiry.reference!, null)).toBeUndefined();
    expect(await inquiryByToken(handle.db, inquiry.reference!, `${token}x`)).toBeUndefined();
    expect(await inquiryByToken(handle.db, inquiry.reference!, "e30.AAAA")).toBeUndefined();
    // Another request's reference with this token.
    const other = await quoteRequest("en");
    expect(await inquiryByToken(handle.db, other.reference!, token)).toBeUndefined();
    // Expired: 90 days after the request while no quotation was sent.
    expect(await inquiryByToken(handle.db, inquiry.reference!, token, new Date(Date.now() + 91 * 86_400_000))).toBeUndefined();
    expect(await revokeQuoteLinks(handle.db, inquiry.id, by)).toBe(true);
    expect(await inquiryByToken(handle.db, inquiry.reference!, token)).toBeUndefined();
    const [revoked] = await handle.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    const fresh = new URL(await quotePageUrl(handle.db, revoked!, "https://vitrine.test", "en")).searchParams.get("t")!;
    expect((await inquiryByToken(handle.db, inquiry.reference!, fresh))?.id).toBe(inquiry.id);
  });

  it("lets the buyer accept the current revision once, staff confirm it won; a change request reopens", async () => {
    const inquiry = await quoteRequest("en");
    const opened = await openQuotationDraft(handle.db, inquiry.id, by);
    if (opened.status !== "ok") throw new Error(opened.status);
    expect((await confirmWon(handle.db, inquiry.id, by)).status).toBe("not_accepted");
    await saveQuotationDraft(handle.db, opened.quotation.id, form({}), by);
    const mailer = createSmtpMailer(sink.url, "ventes@vitrine.test");
    expect((await sendQuotation(handle.db, opened.quotation.id, by, mailer, context)).status).toBe("sent");
    const current = (await handle.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id)))[0]!;
    expect((await requestQuotationChange(handle.db, current, "   ", mailer)).status).toBe("invalid");
    expect((await acceptQuotation(handle.db, current, 2, mailer)).status).toBe("nothing_to_accept");
    const before = sink.messages.length;
    expect((await acceptQuotation(handle.db, current, 1, mailer)).status).toBe("done");
    expect((await acceptQuotation(handle.db, current, 1, mailer)).status).toBe("already");
    const [staffMail] = (await sink.waitFor(before + 1)).slice(before);
    expect(staffMail!.to).toEqual(["ventes@vitrine.test"]);
    expect(staffMail!.headers.subject).toContain(inquiry.reference!);
    expect((await confirmWon(handle.db, inquiry.id, by)).status).toBe("confirmed");
    const [won] = await handle.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(won!.status).toBe("won");
    const events = await handle.db.select().from(quoteEvents).where(eq(quoteEvents.inquiryId, inquiry.id));
    expect(events.map((e) => e.kind)).toEqual(["sent", "accepted", "won"]);

    const another = await quoteRequest("en");
    expect((await requestQuotationChange(handle.db, another, "Please quote 20 of line 2.", mailer)).status).toBe("done");
    mailer.close();
    const [reopened] = await handle.db.select().from(inquiries).where(eq(inquiries.id, another.id));
    expect(reopened!.status).toBe("new");
  });
});

describe("the pipeline's value and the quotation settings", () => {
  it("converts by the settings' rates and keeps currencies without a rate apart", () => {
    expect(toCompanyCurrency(10000, "EUR", "MAD", { EUR: "10.85" })).toBe(108500);
    expect(toCompanyCurrency(333, "USD", "MAD", { USD: "10.015" })).toBe(3335);
    expect(toCompanyCurrency(10000, "MAD", "MAD", {})).toBe(10000);
    expect(toCompanyCurrency(10000, "GBP", "MAD", { EUR: "10.85" })).toBeUndefined();
  });

  it("counts open, quoted, won and lost values over the period, each request once by its latest revision", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const before = await pipelineValue(handle.db, today, today, "MAD", { EUR: "10" });
    const mailer = createSmtpMailer(sink.url, "ventes@vitrine.test");
    const send = async (fields: Record<string, string>) => {
      const inquiry = await quoteRequest("en");
      const opened = await openQuotationDraft(handle.db, inquiry.id, by);
      if (opened.status !== "ok") throw new Error(opened.status);
      await saveQuotationDraft(handle.db, opened.quotation.id, form({ "lines.0.unitPrice": "100", "lines.1.unitPrice": "0", taxRate: "0", ...fields }), by);
      expect((await sendQuotation(handle.db, opened.quotation.id, by, mailer, context)).status).toBe("sent");
      return inquiry;
    };
    await send({});
    const won = await send({ currency: "EUR" });
    const lost = await send({});
    await send({ currency: "USD" });
    mailer.close();
    await handle.db.update(inquiries).set({ status: "won" }).where(eq(inquiries.id, won.id));
    await handle.db.update(inquiries).set({ status: "lost" }).where(eq(inquiries.id, lost.id));
    const after = await pipelineValue(handle.db, today, today, "MAD", { EUR: "10" });
    // Each: 10 × 100,00 = 1 000,00 in its currency; the EUR one is 10 000,00 MAD; USD has no rate.
    expect(after.quotedMinor - before.quotedMinor).toBe(100000 + 1000000 + 100000);
    expect(after.openMinor - before.openMinor).toBe(100000);
    expect(after.won.count - before.won.count).toBe(1);
    expect(after.won.minor - before.won.minor).toBe(1000000);
    expect(after.lost.count - before.lost.count).toBe(1);
    expect(after.unconverted.find((u) => u.currency === "USD")?.minor).toBeGreaterThanOrEqual(100000);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await pipelineValue(handle.db, yesterday, yesterday, "MAD", {})).quotedMinor).toBe(0);
  });

  it("reads the quotation settings' form and names each bad value", () => {
    expect(readQuoteSettingsForm({ quoteCurrencies: "mad, EUR ,usd", taxRate: "20", pricesBeforeTax: "on", exchangeRates: "EUR = 10,85\nUSD=10.0150" })).toEqual({
      ok: true,
      value: { quoteCurrencies: ["MAD", "EUR", "USD"], taxRateBp: 2000, pricesBeforeTax: true, exchangeRates: { EUR: "10.85", USD: "10.015" } },
    });
    const bad = readQuoteSettingsForm({ quoteCurrencies: "MAD, XXQ", taxRate: "abc", exchangeRates: "EUR: ten" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.problems).sort()).toEqual(["exchangeRates", "quoteCurrencies", "taxRate"]);
  });
});
