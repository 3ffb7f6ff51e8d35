import { describe, expect, it } from "vitest";
import { parseCsv, productCsvCalls, writeCsv } from "../support/product-csv";
import { type CallInit, serverForFile } from "../support/server";
import { smtpSinkForFile } from "../support/mail-sink-for-file";
import { type ReceivedMail } from "../support/smtp-sink";

// Issue 33's lifecycle notices (decision 063) through the built server with a real SMTP sink:
// quoted products marked NRND or obsolete by the API and by a CSV import wait for staff, who see
// the recipients, cancel (nothing sent) or send (one mail per address, in the buyer's language,
// naming the replacement); the unsubscribe link stops the next notice; a forged link is a 404.
const sink = smtpSinkForFile();
const server = serverForFile({
  env: () => ({ SMTP_URL: sink.url, NOTIFY_EMAIL: "ventes@vitrine.test" }),
  admin: { username: "noemie", password: "correct horse battery" },
  signInFrom: "198.51.100.1",
});
const { call } = server;
const { exportCsv, importCsv } = productCsvCalls(call);
const staff = (path: string, init: CallInit = {}) => call(path, { session: server.session, ...init });
const post = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
  body: new URLSearchParams(fields).toString(),
});
const csrf = () => server.session.status.csrfToken!;
const words = (text: string) => text.replace(/\s+/g, " ");
/** A mail's raw text, quoted-printable undone (long links are folded with soft breaks). */
const mailText = (mail: ReceivedMail) =>
  mail.raw.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

interface Product {
  id: number;
  partNumber: string;
}
let quoted: Product; // quoted to two buyers, marked obsolete by the API
let second: Product; // quoted to one buyer, marked NRND by a CSV import
let replacement: Product;
let ip = 20;

async function productByPartNumber(partNumber: string): Promise<Product> {
  const response = await staff(`/api/admin/products/by-part-number/${encodeURIComponent(partNumber)}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { id: number };
  return { id: body.id, partNumber };
}

/** A buyer's quote request for these products, priced and sent by staff (the real editor posts). */
async function quoteSent(email: string, lang: "en" | "fr", products: Product[]): Promise<string> {
  const before = sink.messages.length;
  const response = await call("/api/inquiries", {
    method: "POST",
    ip: `198.51.100.${++ip}`,
    json: {
      kind: "quote",
      name: "Buyer",
      company: "Plant",
      email,
      country: "morocco",
      message: "Please quote.",
      privacyConsent: true,
      items: products.map((p) => ({ productId: p.id, partNumber: p.partNumber, quantity: 2 })),
    },
    lang,
    headers: { "Accept-Language": lang },
  });
  expect(response.status).toBe(201);
  const id = ((await response.json()) as { id: number }).id;
  // The staff notification (the acknowledgement to an address already mailed today may be withheld).
  await sink.waitFor(before + 1);
  expect((await staff(`/admin/inquiries/${id}/quotation`, post({ intent: "open", csrfToken: csrf() }))).status).toBe(302);
  const editor = await (await staff(`/admin/inquiries/${id}/quotation`)).text();
  const quotationId = /name="quotationId" value="(\d+)"/.exec(editor)![1]!;
  const lines = Object.fromEntries(products.flatMap((_, i) => [[`lines.${i}.quantity`, "2"], [`lines.${i}.unitPrice`, "10.00"]]));
  const sending = sink.messages.length;
  const sent = await staff(
    `/admin/inquiries/${id}/quotation`,
    post({ csrfToken: csrf(), intent: "send", quotationId, currency: "MAD", taxRate: "20", pricesBeforeTax: "on", validUntil: "2099-06-30", ...lines }),
  );
  expect(sent.status).toBe(200);
  await sink.waitFor(sending + 1);
  const detail = (await (await staff(`/api/admin/inquiries/${id}`)).json()) as { inquiry: { reference: string } };
  return detail.inquiry.reference;
}

const noticesPage = async () => (await staff("/admin/notices")).text();
const noticeIds = (html: string) => [...html.matchAll(/data-testid="notice-(\d+)"/g)].map((m) => Number(m[1]));
const patch = (product: Product, body: Record<string, unknown>) =>
  staff(`/api/admin/products/${product.id}`, { method: "PATCH", json: body });

const references: Record<string, string> = {};

describe("lifecycle notices", () => {
  it("records nothing for a product nobody was quoted, and nothing before staff act", async () => {
    const rows = parseCsv(await exportCsv(server.session)).rows.filter((r) => r.status === "active" && r.lifecycle === "active");
    expect(rows.length).toBeGreaterThan(4);
    quoted = await productByPartNumber(rows[0]!.part_number);
    second = await productByPartNumber(rows[1]!.part_number);
    replacement = await productByPartNumber(rows[2]!.part_number);
    const unquoted = await productByPartNumber(rows[3]!.part_number);
    expect((await patch(unquoted, { lifecycle: "obsolete" })).status).toBe(200);
    expect(noticeIds(await noticesPage())).toEqual([]);
  });

  it("marking a quoted product obsolete through the API records one pending notice listing every buyer address", async () => {
    references.fr = await quoteSent("acheteur@usine.example", "fr", [quoted]);
    references.en = await quoteSent("Buyer@Plant.example", "en", [quoted, second]);
    // The same address again (another case): one recipient, both references.
    references.en2 = await quoteSent("buyer@plant.example", "en", [quoted]);
    const mailsBefore = sink.messages.length;
    const response = await patch(quoted, { lifecycle: "obsolete", replacedBy: replacement.partNumber });
    expect(response.status).toBe(200);
    const html = await noticesPage();
    const ids = noticeIds(html);
    expect(ids).toHaveLength(1);
    expect(html).toContain(quoted.partNumber);
    expect(html).toContain("acheteur@usine.example");
    expect(html).toContain("buyer@plant.example");
    expect(html).toContain(references.fr);
    expect(html).toContain(references.en);
    expect(html).toContain(references.en2);
    expect(html).toMatch(/2 addresses|2 adresses/);
    // Nothing mailed before staff confirm.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages.length).toBe(mailsBefore);
  });

  it("refuses a send or cancel without the session's role or the anti-forgery token, and sends nothing", async () => {
    const [id] = noticeIds(await noticesPage());
    const before = sink.messages.length;
    expect((await call("/admin/notices")).status).toBe(302);
    const anonymous = await call("/admin/notices", post({ intent: "send", id: String(id) }));
    expect([302, 401, 403]).toContain(anonymous.status);
    const noToken = await staff("/admin/notices", { ...post({ intent: "send", id: String(id) }), csrf: false });
    expect(noToken.status).toBe(403);
    const unknown = await staff("/admin/notices", post({ intent: "send", id: "999999", csrfToken: csrf() }));
    expect(unknown.status).toBe(404);
    const junk = await staff("/admin/notices", post({ intent: "send", id: "abc", csrfToken: csrf() }));
    expect(junk.status).toBe(404);
    expect(sink.messages.length).toBe(before);
    expect(noticeIds(await noticesPage())).toEqual([id]);
  });

  it("a CSV import that marks a quoted product NRND records its notice; cancelling it sends nothing", async () => {
    const table = parseCsv(await exportCsv(server.session));
    const row = table.rows.find((r) => r.part_number === second.partNumber)!;
    row.lifecycle = "nrnd";
    const imported = await importCsv(server.session, writeCsv(table), { dryRun: false });
    expect(imported.status).toBe(200);
    const html = await noticesPage();
    const ids = noticeIds(html);
    expect(ids).toHaveLength(2);
    const id = ids[1]!;
    const section = html.slice(html.indexOf(`data-testid="notice-${id}"`));
    expect(section).toContain(second.partNumber);
    expect(section).toContain("buyer@plant.example");
    const before = sink.messages.length;
    const cancelled = await staff("/admin/notices", post({ intent: "cancel", id: String(id), csrfToken: csrf() }));
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toMatch(/Notice cancelled|Avis annulé/);
    expect(noticeIds(await noticesPage())).toHaveLength(1);
    // A second cancel or a send of the cancelled notice does nothing.
    const again = await staff("/admin/notices", post({ intent: "send", id: String(id), csrfToken: csrf() }));
    expect(await again.text()).toMatch(/already sent or cancelled|déjà été envoyé ou annulé/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages.length).toBe(before);
  });

  let unsubscribeLink = "";
  it("sending mails each address once, in its buyer's language, naming the replacement, with the quote page and unsubscribe links", async () => {
    const [id] = noticeIds(await noticesPage());
    const before = sink.messages.length;
    const sent = await staff("/admin/notices", post({ intent: "send", id: String(id), csrfToken: csrf() }));
    expect(sent.status).toBe(200);
    expect(await sent.text()).toMatch(/Notice sent to 2 addresses|Avis envoyé à 2 adresses/);
    const mails = (await sink.waitFor(before + 2)).slice(before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages.length).toBe(before + 2);
    const fr = mails.find((m: ReceivedMail) => m.to.includes("acheteur@usine.example"))!;
    const en = mails.find((m: ReceivedMail) => m.to.includes("buyer@plant.example"))!;
    expect(fr.headers.subject).toContain(`${quoted.partNumber} est désormais obsolète`);
    expect(words(fr.text)).toContain("Son remplaçant :");
    expect(fr.text).toContain(replacement.partNumber);
    expect(fr.text).toContain(`/fr/quote/${references.fr}?t=`);
    expect(fr.text).toContain("/fr/notices/unsubscribe?token=");
    expect(en.headers.subject).toContain(`${quoted.partNumber} is now obsolete`);
    expect(words(en.text)).toContain("Its replacement:");
    expect(en.text).toContain(replacement.partNumber);
    expect(en.text).toContain(references.en);
    expect(en.text).toContain(references.en2);
    expect(en.text).toMatch(/\/quote\/Q-\d{4}-\d{4}\?t=/);
    unsubscribeLink = /(https?:\/\/\S+\/notices\/unsubscribe\?token=\S+)/.exec(mailText(en))![1]!;
    // Sent: a second send mails nobody again.
    const again = await staff("/admin/notices", post({ intent: "send", id: String(id), csrfToken: csrf() }));
    expect(await again.text()).toMatch(/already sent or cancelled|déjà été envoyé ou annulé/);
    expect(sink.messages.length).toBe(before + 2);
    // Audited, one entry per mail.
    const audit = await (await staff("/admin/audit")).text();
    expect(audit.match(/Sent a part change notice|A envoyé un avis de changement de pièce/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("a forged or missing unsubscribe link is a 404; opening the real one changes nothing until its button is posted", async () => {
    const url = new URL(unsubscribeLink);
    const token = url.searchParams.get("token")!;
    for (const path of ["/notices/unsubscribe", `/notices/unsubscribe?token=${encodeURIComponent(token)}x`, "/fr/notices/unsubscribe?token=e30.abc"]) {
      expect((await call(path)).status, path).toBe(404);
    }
    const forgedPost = await call(url.pathname + url.search, post({ token: `${token}x` }));
    expect(forgedPost.status).toBe(404);
    const page = await call(url.pathname + url.search);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("buyer@plant.example");
    expect(html).toContain('name="token"');
    // A personal page: never kept by the page cache, whose key drops the token (another buyer's
    // link would otherwise be answered with this address and this token).
    expect(page.headers.get("x-page-cache")).toBeNull();
    const again = await call(url.pathname + url.search);
    expect(again.headers.get("x-page-cache")).toBeNull();
    expect(await again.text()).toContain("buyer@plant.example");
    const frPage = await (await call(`/fr${url.pathname}${url.search}`)).text();
    expect(frPage).toContain("Arrêter ces avis");

    // Still subscribed after the GET: a new notice on a product quoted to them lists them.
    expect((await patch(quoted, { lifecycle: "active" })).status).toBe(200);
    expect((await patch(quoted, { lifecycle: "nrnd" })).status).toBe(200);
    expect(await noticesPage()).toContain("buyer@plant.example");

    // The page's form posts to its own address (the token in the query and in the form).
    const done = await call(url.pathname + url.search, post({ token }));
    expect(done.status).toBe(200);
    expect(await done.text()).toMatch(/will receive no more part change notices/);
  });

  it("the next notice skips the unsubscribed address", async () => {
    const html = await noticesPage();
    const [id] = noticeIds(html);
    // Nowhere on the page (the decided notices' addresses are not sent to it either).
    expect(html).not.toContain("buyer@plant.example");
    expect(html).toContain("acheteur@usine.example");
    const before = sink.messages.length;
    const sent = await staff("/admin/notices", post({ intent: "send", id: String(id), csrfToken: csrf() }));
    expect(await sent.text()).toMatch(/Notice sent to 1 address\.|Avis envoyé à 1 adresse\./);
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(["acheteur@usine.example"]);
    expect(mail!.headers.subject).toContain("déconseillée pour les nouvelles conceptions");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages.length).toBe(before + 1);
  });
});
