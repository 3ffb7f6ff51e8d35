import type { ReceivedMail } from "../support/smtp-sink";
import { ownAddress } from "./client-address";
import { expect, signIn, test } from "./fixtures";
import { MAIL_SINK } from "./mail-sink-address";

async function receivedMail(): Promise<ReceivedMail[]> {
  return (await (await fetch(MAIL_SINK.messagesUrl)).json()) as ReceivedMail[];
}

/** A mail's raw text with quoted-printable soft breaks and escapes undone. */
const decoded = (mail: ReceivedMail) => mail.raw.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

test("staff price a quote request and send it; the buyer opens the mail's link and accepts; staff confirm: won", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await ownAddress(page, testInfo);
  const tag = `${testInfo.workerIndex}-${Date.now()}`;
  const email = `buyer-${tag}@gulf.example`;
  const created = await page.request.post("/api/inquiries", {
    data: {
      kind: "quote",
      name: "Faisal Al-Harbi",
      company: "Gulf Maintenance",
      email,
      country: "morocco",
      message: `Please quote these parts. ${tag}`,
      privacyConsent: true,
      items: [{ productId: null, partNumber: "MY2N-GS-24VDC", quantity: 10 }, { productId: null, partNumber: "LY2N 24VDC", quantity: 3 }],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Staff open the request, prepare the quotation from its lines, price it and send it.
  await signIn(page);
  await page.goto(`/admin/inquiries/${id}`);
  await page.getByTestId("open-quotation").click();
  await page.getByTestId("quotation-open").click();
  const editor = page.getByTestId("quotation-form");
  await expect(editor).toContainText("MY2N-GS-24VDC", { timeout: 15_000 });
  await page.locator('input[name="lines.0.unitPrice"]').fill("1 234,50");
  await page.locator('input[name="lines.1.unitPrice"]').fill("12x");
  await page.getByTestId("quotation-save").click();
  await expect(page.locator('[id="lines.1.unitPrice-error"]')).toContainText("Not a number", { timeout: 15_000 });
  await page.locator('input[name="lines.1.unitPrice"]').fill("99.90");
  await page.locator('input[name="lines.0.leadTime"]').fill("2 weeks");
  await page.getByTestId("quotation-send").click();
  await expect(page.getByTestId("quotation-result")).toContainText(`The quotation is sent to ${email}`, { timeout: 15_000 });
  await expect(page.getByTestId("quotation-revisions")).toContainText("MAD");

  // The mail: the reference in its subject, threaded, the PDF attached, the buyer's link inside.
  let mail: ReceivedMail | undefined;
  await expect.poll(async () => (mail = (await receivedMail()).find((m) => m.to.includes(email) && /Quotation Q-/.test(m.headers.subject ?? ""))), { timeout: 15_000 }).toBeTruthy();
  expect(mail!.headers["in-reply-to"]).toMatch(/^<ack\./);
  expect(mail!.headers["auto-submitted"]).toBeUndefined();
  expect(mail!.raw).toContain("application/pdf");
  const link = /https?:\/\/[^\s]+\/quote\/Q-[^\s]+/.exec(decoded(mail!))![0];
  const url = new URL(link);

  // The buyer's page, through the link only.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId("quote-page-status")).toHaveText("Quoted");
  await expect(page.getByTestId("quote-page-totals")).toContainText("15,173.64");
  await page.getByTestId("quote-page-accept").click();
  await expect(page.getByText("your acceptance is recorded")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("quote-page-accepted")).toBeVisible();

  // Staff confirm: won, and the buyer's page says so.
  await page.goto(`/admin/inquiries/${id}/quotation`);
  await page.getByTestId("quotation-confirm").click();
  await expect(page.getByTestId("quotation-result")).toContainText("The request is won.", { timeout: 15_000 });
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId("quote-page-status")).toHaveText("Accepted and confirmed");
  await expect(page.getByTestId("quote-page-history")).toContainText("Order confirmed by our team");
});
