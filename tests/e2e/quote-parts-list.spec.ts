import type { Locator, Page } from "@playwright/test";
import { ownAddress } from "./client-address";
import { expect, test } from "./fixtures";
import { MAIL_SINK } from "./mail-sink-address";
import type { ReceivedMail } from "../support/smtp-sink";

// Issue 33: a parts list pasted or uploaded on /quote, matched line by line, confirmed and sent;
// the thank-you page and the acknowledgement list every line.
// Generous: the machine running the browser tests is shared.
const wait = expect.configure({ timeout: 15_000 });
const DONE_WHEN = "MY2N-GS-24VDC 10\nRXM4AB2BD;5;REF-A\nLY2N 24VDC 3";

async function fillQuoteForm(form: Locator, email: string, french = false) {
  await form.getByLabel(french ? "Nom complet" : "Full name").fill("Youssef Bennani");
  await form.getByLabel(french ? "Société" : "Company").fill("Atlas Automation SARL");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel(french ? "Pays" : "Country").selectOption("morocco");
  await form.getByLabel("Message").fill(french ? "Merci pour prix et délais." : "Please send prices and lead times.");
  await form.getByLabel(french ? /J’accepte/ : /I agree/).check();
}

/** The acknowledgement sent to `email`, once it has arrived in the sink. */
async function acknowledgementTo(email: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(MAIL_SINK.messagesUrl)).json()) as ReceivedMail[];
      found = mails.find((mail) => mail.to.includes(email));
      return Boolean(found);
    }, { timeout: 15_000 })
    .toBe(true);
  return found!;
}

const uniqueEmail = (testName: string) => `buyer-${testName}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@atlas-automation.ma`;

async function paste(page: Page, text: string, button: string) {
  await page.locator("#parts-list-lines").fill(text);
  await page.getByTestId("parts-list-paste").getByRole("button", { name: button }).click();
}

test.describe("parts list on the quote page", () => {
  test("pastes three lines, sees how each matched, sends them and finds them on the thank-you page and in the acknowledgement", async ({ page }, testInfo) => {
    test.slow();
    await ownAddress(page, testInfo);
    await page.goto("/quote");
    await paste(page, DONE_WHEN, "Match these lines");
    const lines = page.getByTestId("parts-list-line");
    await wait(lines).toHaveCount(3, { timeout: 15_000 });
    await wait(lines.nth(0)).toHaveAttribute("data-how", "exact");
    await wait(lines.nth(0).getByTestId("parts-list-how")).toHaveText("Exact: MY2N-GS DC24");
    await wait(lines.nth(1)).toHaveAttribute("data-how", "exact");
    await wait(lines.nth(1)).toContainText("your reference REF-A");
    await wait(lines.nth(2)).toHaveAttribute("data-how", "none");
    await wait(lines.nth(2).getByTestId("parts-list-to-source")).toBeVisible();
    await wait(page.getByTestId("quote-count")).toHaveText("3");

    const email = uniqueEmail("paste");
    const form = page.getByTestId("contact-form");
    await fillQuoteForm(form, email);
    await form.getByRole("button", { name: "Request a quote" }).click();
    await wait(page.getByTestId("quote-confirmation")).toBeVisible({ timeout: 15_000 });
    const reference = (await page.getByTestId("contact-success").textContent())!.match(/Q-\d{4}-\d{4,}/)![0];
    const sent = page.getByTestId("sent-line");
    await wait(sent).toHaveCount(3);
    await wait(sent.nth(0)).toContainText("MY2N-GS-24VDC");
    await wait(sent.nth(0)).toContainText("MY2N-GS DC24");
    await wait(sent.nth(1)).toContainText("REF-A");
    await wait(sent.nth(2)).toContainText("LY2N 24VDC");
    await wait(sent.nth(2)).toContainText("To source");
    await wait(page.getByTestId("contact-form")).toHaveCount(0);
    await wait(page.getByTestId("quote-count")).toHaveCount(0);

    const ack = await acknowledgementTo(email);
    expect(ack.headers.subject).toContain(reference);
    expect(ack.text).toContain("The 3 lines you asked for:");
    expect(ack.text).toContain("1. MY2N-GS-24VDC × 10 (our product MY2N-GS DC24)");
    expect(ack.text).toContain("2. RXM4AB2BD × 5 (your reference REF-A; our product RXM4AB2BD)");
    expect(ack.text).toContain("3. LY2N 24VDC × 3 (to source: we will look for it)");
  });

  test("uploads a CSV, maps its columns, and the next file of the same shape opens with that mapping", async ({ page }, testInfo) => {
    test.slow();
    await ownAddress(page, testInfo);
    await page.goto("/quote");
    // No header, and the quantity first: the server's guess (part, quantity, reference) is wrong.
    const file = { name: "parts.csv", mimeType: "text/csv", buffer: Buffer.from("10;MY2N-GS-24VDC;L1\n5;RXM4AB2BD;L2\n3;LY2N 24VDC;L3\n") };
    await page.locator("#parts-list-file").setInputFiles(file);
    await page.getByTestId("parts-list-upload-submit").click();
    const mapping = page.getByTestId("parts-list-mapping");
    await wait(mapping).toBeVisible({ timeout: 15_000 });
    await wait(page.getByTestId("parts-list-columnPart")).toHaveValue("0");
    await page.getByTestId("parts-list-columnPart").selectOption("1");
    await page.getByTestId("parts-list-columnQuantity").selectOption("0");
    await page.getByTestId("parts-list-map").click();
    const lines = page.getByTestId("parts-list-line");
    await wait(lines).toHaveCount(3, { timeout: 15_000 });
    await wait(lines.nth(0)).toHaveAttribute("data-how", "exact");
    await wait(lines.nth(2)).toContainText("your reference L3");

    await page.locator("#parts-list-file").setInputFiles(file);
    await page.getByTestId("parts-list-upload-submit").click();
    await wait(mapping).toBeVisible({ timeout: 15_000 });
    // Remembered in this browser: the columns picked last time, not the server's guess.
    await wait(page.getByTestId("parts-list-columnPart")).toHaveValue("1");
    await wait(page.getByTestId("parts-list-columnQuantity")).toHaveValue("0");
    await page.getByRole("button", { name: "Cancel" }).click();
    await wait(mapping).toHaveCount(0);
  });

});

test.describe("a refused parts list", () => {
  // The refusal is a 400 answer, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("refuses a file that is not a parts list, with nothing added", async ({ page }, testInfo) => {
    await ownAddress(page, testInfo);
    await page.goto("/quote");
    await page.locator("#parts-list-file").setInputFiles({ name: "parts.csv", mimeType: "text/csv", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) });
    await page.getByTestId("parts-list-upload-submit").click();
    await wait(page.getByTestId("parts-list-refused")).toContainText("neither a CSV nor an Excel workbook", { timeout: 15_000 });
    await wait(page.getByTestId("parts-list-line")).toHaveCount(0);
    await wait(page.getByTestId("quote-empty")).toBeVisible();
  });
});

test.describe("parts list without JavaScript, in French", () => {
  test.use({ javaScriptEnabled: false });

  test("accepts a did-you-mean, shows an impossible quantity with its row, and sends the list", async ({ page }, testInfo) => {
    test.slow();
    await ownAddress(page, testInfo);
    await page.goto("/fr/quote");
    await paste(page, "Référence;Quantité;Repère\nRXM4AB1BD;2;L1\nLY2N 24VDC;3;L2\nMY2N-GS-24VDC;0;L3", "Rapprocher ces lignes");
    const lines = page.getByTestId("parts-list-line");
    await wait(lines).toHaveCount(3);
    await wait(lines.nth(0)).toHaveAttribute("data-how", "didYouMean");
    await wait(lines.nth(0).getByTestId("parts-list-how")).toHaveText("Introuvable. Vouliez-vous dire RXM4AB2BD\u202f?");
    await wait(lines.nth(2).getByTestId("parts-list-line-error")).toHaveText("Ligne 4\u00a0: la quantité doit être d’au moins 1.");
    await wait(page.getByTestId("parts-list-unsent")).toBeVisible();

    await lines.nth(0).getByTestId("parts-list-choice").selectOption({ label: "RXM4AB2BD (vouliez-vous dire)" });
    await lines.nth(2).getByLabel("Quantité").fill("7");
    await page.getByRole("button", { name: "Mettre à jour les quantités" }).click();
    await wait(lines.nth(0).getByTestId("parts-list-to-source")).toHaveCount(0);
    await wait(lines.nth(2).getByTestId("parts-list-line-error")).toHaveCount(0);
    await wait(page.getByTestId("parts-list-unsent")).toHaveCount(0);

    const email = uniqueEmail("nojs");
    const form = page.getByTestId("contact-form");
    await fillQuoteForm(form, email, true);
    await form.getByRole("button", { name: "Demander un devis" }).click();
    await wait(page.getByTestId("quote-confirmation")).toBeVisible();
    await wait(page.getByRole("heading", { level: 1 })).toHaveText("Votre demande de devis est envoyée");
    const sent = page.getByTestId("sent-line");
    await wait(sent).toHaveCount(3);
    await wait(sent.nth(0)).toContainText("RXM4AB1BD");
    await wait(sent.nth(0)).toContainText("RXM4AB2BD");
    await wait(sent.nth(1)).toContainText("À sourcer");
    await wait(sent.nth(2)).toContainText("7");
    await wait(page.getByTestId("contact-form")).toHaveCount(0);

    const ack = await acknowledgementTo(email);
    expect(ack.text).toContain("Les 3 lignes demandées\u00a0:");
    expect(ack.text).toContain("1. RXM4AB1BD × 2 (votre repère L1; notre produit RXM4AB2BD)");
    expect(ack.text).toContain("2. LY2N 24VDC × 3 (votre repère L2; à sourcer\u00a0: nous la recherchons)");
    expect(ack.text).toContain("3. MY2N-GS-24VDC × 7 (votre repère L3; notre produit MY2N-GS DC24)");
    // Reloading the thank-you page shows it again; another browser given the address sees no lines.
    await page.reload();
    await wait(page.getByTestId("sent-line")).toHaveCount(3);
    const stranger = await page.context().browser()!.newPage();
    await stranger.goto(new URL(page.url()).href);
    await wait(stranger.getByTestId("quote-confirmation")).toBeVisible();
    await wait(stranger.getByTestId("sent-line")).toHaveCount(0);
    await stranger.close();
  });
});
