import type { ReceivedMail } from "../support/smtp-sink";
import { expect, csrfToken, test } from "./fixtures";
import { MAIL_SINK } from "./mail-sink-address";

async function receivedMail(): Promise<ReceivedMail[]> {
  return (await (await fetch(MAIL_SINK.messagesUrl)).json()) as ReceivedMail[];
}

const decoded = (mail: ReceivedMail) => mail.raw.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

test("a quoted product marked obsolete in the product form: staff confirm the notice, the buyer gets it and unsubscribes", async ({ adminPage: page }, testInfo) => {
  test.setTimeout(120_000);
  // Products of its own: the demo catalogue is shared with the other browser tests.
  const tag = `${testInfo.workerIndex}${Date.now().toString(36)}`.toUpperCase();
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

  // A buyer's request for the old part, quoted by staff.
  const request = await page.request.post("/api/inquiries", {
    headers: { "X-Forwarded-For": `203.0.113.${(testInfo.workerIndex % 200) + 20}` },
    data: { kind: "quote", name: "Nadia", company: "Plant", email, country: "morocco", message: `Quote please ${tag}`, privacyConsent: true, items: [{ productId: ids[partNumber], partNumber, quantity: 4 }] },
  });
  expect(request.status()).toBe(201);
  const { id } = (await request.json()) as { id: number };
  await page.goto(`/admin/inquiries/${id}`);
  await page.getByTestId("open-quotation").click();
  await page.getByTestId("quotation-open").click();
  await expect(page.getByTestId("quotation-form")).toContainText(partNumber, { timeout: 15_000 });
  await page.locator('input[name="lines.0.unitPrice"]').fill("25.00");
  await page.getByTestId("quotation-send").click();
  await expect(page.getByTestId("quotation-result")).toContainText(`The quotation is sent to ${email}`, { timeout: 15_000 });

  // Staff mark it obsolete in the product form, naming its replacement.
  await page.goto(`/admin/products/${ids[partNumber]}/edit`);
  await page.locator('select[name="lifecycle"]').selectOption("obsolete");
  await page.locator('input[name="replacedBy"]').fill(successor);
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page).toHaveURL(/[?&]saved=updated/, { timeout: 15_000 });

  // Nothing is mailed before staff confirm; the notice lists the buyer.
  await page.goto("/admin/notices");
  const notice = page.locator("article", { hasText: partNumber });
  await expect(notice).toContainText(email, { timeout: 15_000 });
  await expect(notice).toContainText("now obsolete");
  expect((await receivedMail()).some((m) => m.to.includes(email) && (m.headers.subject ?? "").includes("is now obsolete"))).toBe(false);
  await notice.getByRole("button", { name: "Send the notice" }).click();
  await expect(page.getByTestId("notices-result")).toHaveText("Notice sent to 1 address.", { timeout: 15_000 });

  let mail: ReceivedMail | undefined;
  await expect.poll(async () => (mail = (await receivedMail()).find((m) => m.to.includes(email) && (m.headers.subject ?? "").includes(`${partNumber} is now obsolete`))), { timeout: 15_000 }).toBeTruthy();
  const text = decoded(mail!);
  expect(text).toContain(successor);
  expect(text).toMatch(/\/quote\/Q-\d{4}-\d{4}\?t=/);
  const link = new URL(/https?:\/\/\S+\/notices\/unsubscribe\?token=\S+/.exec(text)![0]);

  // The unsubscribe link: a page with one button, works as a plain form.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Stop part change notices" })).toBeVisible();
  await page.getByTestId("notice-unsubscribe-submit").click();
  await expect(page.getByTestId("notice-unsubscribe-status")).toContainText(`${email} will receive no more part change notices`);
});
