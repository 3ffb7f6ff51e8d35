import type { ReceivedMail } from "../support/smtp-sink";
import { expect, csrfToken, test } from "./fixtures";
import { MAIL_SINK } from "./mail-sink-address";

async function receivedMail(): Promise<ReceivedMail[]> {
  return (await (await fetch(MAIL_SINK.messagesUrl)).json()) as ReceivedMail[];
}

const decoded = (mail: ReceivedMail) => mail.raw.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

// The staff screens and the buyer's mail and page, in each language (the buyer's request names it).
const IN = {
  en: {
    quotationSent: (email: string) => `The quotation is sent to ${email}`,
    save: "Save product",
    obsolete: "now obsolete",
    send: "Send the notice",
    sent: "Notice sent to 1 address.",
    unsubscribeTitle: "Stop part change notices",
    unsubscribed: (email: string) => `${email} will receive no more part change notices`,
  },
  fr: {
    quotationSent: (email: string) => `Le devis est envoyé à ${email}`,
    save: "Enregistrer le produit",
    obsolete: "désormais obsolète",
    send: "Envoyer l’avis",
    sent: "Avis envoyé à 1 adresse.",
    unsubscribeTitle: "Ne plus recevoir les avis de changement de pièce",
    unsubscribed: (email: string) => `${email} ne recevra plus d’avis de changement de pièce`,
  },
} as const;

for (const lang of ["en", "fr"] as const) {
  const words = IN[lang];
  test(`a quoted product marked obsolete in the product form: staff confirm the notice, the buyer gets it and unsubscribes (${lang})`, async ({ adminPage: page }, testInfo) => {
    test.setTimeout(120_000);
    // Products of its own: the demo catalogue is shared with the other browser tests.
    const tag = `${lang}${testInfo.workerIndex}${Date.now().toString(36)}`.toUpperCase();
    const partNumber = `VT-OBS-${tag}`;
    const successor = `VT-NEW-${tag}`;
    const email = `notice-${tag.toLowerCase()}@plant.example`;
    const ids: Record<string, number> = {};
    for (const [pn, name] of [
      [partNumber, "Old timer"],
      [successor, "New timer"],
    ] as const) {
      const created = await page.request.post("/api/admin/products", {
        headers: { "X-CSRF-Token": await csrfToken(page) },
        data: { partNumber: pn, name: { en: name, fr: name }, category: "timers" },
      });
      expect(created.status()).toBe(201);
      ids[pn] = ((await created.json()) as { id: number }).id;
    }

    // A buyer's request for the old part, in the buyer's language, quoted by staff working in the same one.
    const request = await page.request.post("/api/inquiries", {
      headers: { "X-Forwarded-For": `203.0.113.${(testInfo.workerIndex % 200) + (lang === "en" ? 20 : 30)}` },
      data: { kind: "quote", name: "Nadia", company: "Plant", email, country: "morocco", locale: lang, message: `Quote please ${tag}`, privacyConsent: true, items: [{ productId: ids[partNumber], partNumber, quantity: 4 }] },
    });
    expect(request.status()).toBe(201);
    const { id } = (await request.json()) as { id: number };
    await page.goto(`/admin/inquiries/${id}?lang=${lang}`);
    await page.getByTestId("open-quotation").click();
    await page.getByTestId("quotation-open").click();
    await expect(page.getByTestId("quotation-form")).toContainText(partNumber, { timeout: 15_000 });
    await page.locator('input[name="lines.0.unitPrice"]').fill(lang === "fr" ? "25,00" : "25.00");
    await page.getByTestId("quotation-send").click();
    await expect(page.getByTestId("quotation-result")).toContainText(words.quotationSent(email), { timeout: 15_000 });

    // Staff mark it obsolete in the product form, naming its replacement.
    await page.goto(`/admin/products/${ids[partNumber]}/edit`);
    await page.locator('select[name="lifecycle"]').selectOption("obsolete");
    await page.locator('input[name="replacedBy"]').fill(successor);
    await page.getByRole("button", { name: words.save }).click();
    await expect(page).toHaveURL(/[?&]saved=updated/, { timeout: 15_000 });

    // Nothing is mailed before staff confirm; the notice lists the buyer.
    await page.goto("/admin/notices");
    const notice = page.locator("article", { hasText: partNumber });
    await expect(notice).toContainText(email, { timeout: 15_000 });
    await expect(notice).toContainText(words.obsolete);
    const isNotice = (m: ReceivedMail) => m.to.includes(email) && decoded(m).includes("/notices/unsubscribe?token=");
    expect((await receivedMail()).some(isNotice)).toBe(false);
    await notice.getByRole("button", { name: words.send }).click();
    await expect(page.getByTestId("notices-result")).toHaveText(words.sent, { timeout: 15_000 });

    let mail: ReceivedMail | undefined;
    await expect.poll(async () => (mail = (await receivedMail()).find(isNotice)), { timeout: 15_000 }).toBeTruthy();
    expect(mail!.headers.subject).toContain(partNumber);
    if (lang === "en") expect(mail!.headers.subject).toContain(`${partNumber} is now obsolete`);
    const text = decoded(mail!);
    expect(text).toContain(successor);
    expect(text).toMatch(/\/quote\/Q-\d{4}-\d{4}\?t=/);
    const link = new URL(/https?:\/\/\S+\/notices\/unsubscribe\?token=\S+/.exec(text)![0]);
    // The buyer's page is in the buyer's language.
    expect(link.pathname).toBe(lang === "fr" ? "/fr/notices/unsubscribe" : "/notices/unsubscribe");

    // The unsubscribe link: a page with one button, works as a plain form.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { name: words.unsubscribeTitle })).toBeVisible();
    await page.getByTestId("notice-unsubscribe-submit").click();
    await expect(page.getByTestId("notice-unsubscribe-status")).toContainText(words.unsubscribed(email));
  });
}
