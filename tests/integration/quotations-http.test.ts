import { describe, expect, it } from "vitest";
import { readPdf } from "../support/pdf-text";
import { type CallInit, serverForFile } from "../support/server";
import { smtpSinkForFile } from "../support/mail-sink-for-file";
import { type ReceivedMail } from "../support/smtp-sink";

// The built server with a real SMTP sink: the editor's plain form posts (as without JavaScript),
// the mail, the buyer's page through its link, accept, staff confirm, and the pipeline.
const sink = smtpSinkForFile();
const server = serverForFile({
  env: () => ({ DEMO_DATA: "false", SMTP_URL: sink.url, NOTIFY_EMAIL: "ventes@vitrine.test" }),
  storage: "empty",
  admin: { username: "samira", password: "correct horse battery" },
  signInFrom: "198.51.100.1",
});
const { call } = server;
const staff = (path: string, init: CallInit = {}) => call(path, { session: server.session, ...init });
const post = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
  body: new URLSearchParams(fields).toString(),
});

/** A mail's text part, quoted-printable undone. */
const mailText = (mail: ReceivedMail) =>
  mail.raw.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let inquiryId = 0;
let reference = "";
let quotationId = "";
let buyerPath = "";

describe("the quote loop over HTTP", () => {
  it("a quote request gets an acknowledgement whose Message-ID is kept", async () => {
    const response = await call("/api/inquiries", {
      method: "POST",
      ip: "198.51.100.20",
      json: {
        kind: "quote",
        name: "Faisal Al-Harbi",
        company: "Gulf Maintenance",
        email: "faisal@gulf.example",
        country: "morocco",
        message: "Merci de chiffrer.",
        privacyConsent: true,
        items: [{ productId: null, partNumber: "MY2N-GS-24VDC", quantity: 10 }, { productId: null, partNumber: "LY2N 24VDC", quantity: 3 }],
      },
      lang: "fr",
      headers: { "Accept-Language": "fr" },
    });
    expect(response.status).toBe(201);
    inquiryId = ((await response.json()) as { id: number }).id;
    const mails = await sink.waitFor(2);
    const detail = await (await staff(`/api/admin/inquiries/${inquiryId}`)).json();
    reference = detail.inquiry.reference;
    expect(reference).toMatch(/^Q-\d{4}-\d{4}$/);
    expect(detail.inquiry.ackMessageId).toMatch(/^<ack\./);
    // The acknowledgement carries the buyer's page link too.
    const ack = mails.find((mail) => mail.to.includes("faisal@gulf.example"))!;
    expect(ack.text.replace(/\s+/g, " ")).toContain(`/quote/${reference}?t=`);
  });

  it("staff open the editor from the request, get field errors for bad prices, then send", async () => {
    const detailPage = await staff(`/admin/inquiries/${inquiryId}`);
    expect(await detailPage.text()).toContain(`/admin/inquiries/${inquiryId}/quotation`);
    const empty = await (await staff(`/admin/inquiries/${inquiryId}/quotation`)).text();
    expect(empty).toContain("quotation-open");
    const opened = await staff(`/admin/inquiries/${inquiryId}/quotation`, post({ intent: "open", csrfToken: server.session.status.csrfToken! }));
    expect(opened.status).toBe(302);
    const editor = await (await staff(`/admin/inquiries/${inquiryId}/quotation`)).text();
    quotationId = /name="quotationId" value="(\d+)"/.exec(editor)![1]!;
    expect(editor).toContain("MY2N-GS-24VDC");
    const fields = {
      csrfToken: server.session.status.csrfToken!,
      quotationId,
      currency: "MAD",
      taxRate: "20",
      pricesBeforeTax: "on",
      validUntil: "2099-06-30",
      incoterms: "EXW Casablanca",
      paymentTerms: "30 days",
      "lines.0.quantity": "10",
      "lines.0.unitPrice": "1 234,50",
      "lines.1.quantity": "3",
      "lines.1.unitPrice": "99.90",
    };
    const refused = await staff(`/admin/inquiries/${inquiryId}/quotation`, post({ ...fields, intent: "save", "lines.0.unitPrice": "12;50" }));
    expect(refused.status).toBe(200);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('id="lines.0.unitPrice-error"');
    expect(refusedHtml).toContain("12;50");
    const before = sink.messages.length;
    const sent = await staff(`/admin/inquiries/${inquiryId}/quotation`, post({ ...fields, intent: "send" }));
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("faisal@gulf.example");
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail!.headers.subject).toContain(reference);
    expect(mail!.headers["in-reply-to"]).toMatch(/^<ack\./);
    expect(mail!.headers["auto-submitted"]).toBeUndefined();
    expect(mail!.raw).toContain("application/pdf");
    buyerPath = new URL(/(https?:\/\/\S+\/fr\/quote\/Q-\S+)/.exec(mailText(mail!))![1]!).pathname + new URL(/(https?:\/\/\S+\/fr\/quote\/Q-\S+)/.exec(mailText(mail!))![1]!).search;
    expect(buyerPath).toContain(`/fr/quote/${reference}?t=`);
    // Frozen once sent: the same post is refused.
    const again = await (await staff(`/admin/inquiries/${inquiryId}/quotation`, post({ ...fields, intent: "save" }))).text();
    expect(again).toMatch(/ne peut plus changer|can no longer change/);
    const staffPdf = await staff(`/admin/inquiries/${inquiryId}/quotations/1/pdf`);
    expect(staffPdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("the buyer's page opens with the link only (404 otherwise), is noindex, serves the PDF and takes Accept", async () => {
    const pageResponse = await call(buyerPath);
    expect(pageResponse.status).toBe(200);
    const html = await pageResponse.text();
    expect(html).toContain(reference);
    expect(html).toContain("MY2N-GS-24VDC");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    const token = new URL(buyerPath, server.url).searchParams.get("t")!;
    for (const path of [`/fr/quote/${reference}`, `/fr/quote/${reference}?t=${token}x`, `/quote/${reference}?t=e30.x`, `/quote/Q-1999-0001?t=${token}`, `/quote/${reference}/pdf/1`]) {
      expect((await call(path)).status, path).toBe(404);
    }
    const pdf = await call(`/fr/quote/${reference}/pdf/1?t=${encodeURIComponent(token)}`);
    expect(pdf.status).toBe(200);
    const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of ["MY2N-GS-24VDC", "LY2N 24VDC", "Sous-total", "12 644,70 MAD", "15 173,64 MAD"]) expect(text.replace(/\s+/g, " ")).toContain(expected);

    const before = sink.messages.length;
    // The page's form posts to the page's own address (the link, token included) and carries the token too.
    const form = [...html.matchAll(/<form[^>]*action="([^"]*\/quote\/[^"]*)"/g)][0]?.[1]?.replace(/&amp;/g, "&");
    expect(form).toBe(buyerPath);
    const accepted = await call(buyerPath, post({ t: token, intent: "accept", revision: "1" }));
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain("acceptation est enregistrée");
    const [notice] = (await sink.waitFor(before + 1)).slice(before);
    expect(notice!.to).toEqual(["ventes@vitrine.test"]);
    // A post with a wrong token changes nothing: 404.
    expect((await call(`/fr/quote/${reference}?t=nope`, post({ t: "nope", intent: "accept", revision: "1" }))).status).toBe(404);
  });

  it("staff confirm the acceptance: won; the inbox shows the pipeline; a revoked link is 404", async () => {
    const confirmed = await staff(`/admin/inquiries/${inquiryId}/quotation`, post({ intent: "confirm", csrfToken: server.session.status.csrfToken! }));
    expect(confirmed.status).toBe(200);
    const detail = await (await staff(`/api/admin/inquiries/${inquiryId}`)).json();
    expect(detail.inquiry.status).toBe("won");
    const inbox = await (await staff("/admin/inquiries")).text();
    expect(inbox).toContain('data-testid="pipeline-quoted"');
    expect(inbox).toMatch(/15[\s\u202f\u00a0,.]173[.,]64/);
    await staff(`/admin/inquiries/${inquiryId}/quotation`, post({ intent: "revoke", csrfToken: server.session.status.csrfToken! }));
    expect((await call(buyerPath)).status).toBe(404);
  });

  it("keeps the quotation settings (currencies, tax, rates) from the settings page, refusing bad values by field", async () => {
    const csrfToken = server.session.status.csrfToken!;
    const refused = await staff("/admin/settings", post({ intent: "quotes", csrfToken, quoteCurrencies: "MAD, XYZ", taxRate: "20", exchangeRates: "" }));
    expect(refused.status).toBe(200);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("XYZ");
    expect(refusedHtml).toContain('id="quoteCurrencies-error"');
    const saved = await staff("/admin/settings", post({ intent: "quotes", csrfToken, quoteCurrencies: "MAD, EUR, USD, GBP", taxRate: "10", pricesBeforeTax: "on", exchangeRates: "EUR = 10.85\nGBP = 12.6" }));
    expect(saved.status).toBe(200);
    const page = await (await staff("/admin/settings")).text();
    expect(page).toContain("MAD, EUR, USD, GBP");
    expect(page).toContain("EUR = 10.85");
    // The inbox now counts in MAD with these rates: still the same MAD quotation.
    expect(await (await staff("/admin/inquiries")).text()).toMatch(/15[\s\u202f\u00a0,.]173[.,]64/);
  });

  it("refuses the editor without a session and for a contact message", async () => {
    expect((await call(`/admin/inquiries/${inquiryId}/quotation`)).status).toBe(302);
    expect((await call(`/admin/inquiries/${inquiryId}/quotations/1/pdf`)).status).toBe(302);
    expect((await staff(`/admin/inquiries/999999/quotation`)).status).toBe(404);
  });
});
