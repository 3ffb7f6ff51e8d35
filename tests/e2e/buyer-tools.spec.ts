import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-account";
import { ownAddress } from "./client-address";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

async function productId(page: Page, partNumber: string): Promise<number> {
  const response = await page.request.get(`/api/products?q=${encodeURIComponent(partNumber)}`);
  const body = (await response.json()) as { items: Array<{ id: number; partNumber: string }> };
  return body.items.find((item) => item.partNumber === partNumber)!.id;
}

test.describe("compare", () => {
  test("adds products from the cards, removes one, and shows only the differences", async ({ page }) => {
    await page.goto("/products?category=solid-state-relays&sort=name-asc");
    const cards = page.getByTestId("product-card");
    await expect(cards.nth(2)).toBeVisible();
    const parts = await cards.getByTestId("part-number").allTextContents();
    for (let i = 0; i < 3; i++) {
      const toggle = cards.nth(i).getByTestId("compare-toggle");
      await waitForHydration(toggle);
      await toggle.check();
    }
    const bar = page.getByTestId("compare-bar");
    await expect(bar.getByTestId("compare-link")).toHaveText("Compare 3 products");
    await cards.nth(1).getByTestId("compare-toggle").uncheck();
    await expect(bar.getByTestId("compare-link")).toHaveText("Compare 2 products");
    await expect(bar).not.toContainText(parts[1]!);

    await bar.getByTestId("compare-link").click();
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
    const columns = page.getByTestId("compare-column");
    await expect(columns).toHaveCount(2);
    await expect(columns.nth(0)).toContainText(parts[0]!);
    await expect(columns.nth(1)).toContainText(parts[2]!);
    const rows = page.getByTestId("compare-row");
    const all = await rows.count();
    const differing = await page.locator('[data-testid="compare-row"][data-differs="true"]').count();
    expect(differing).toBeGreaterThan(0);

    await page.getByTestId("compare-only-differences").click();
    await expect(page).toHaveURL(/&diff=1$/);
    await expect(rows).toHaveCount(differing);
    for (const flag of await rows.evaluateAll((list) => list.map((row) => row.getAttribute("data-differs")))) expect(flag).toBe("true");
    expect(differing).toBeLessThanOrEqual(all);
    await page.getByTestId("compare-show-all").click();
    await expect(rows).toHaveCount(all);

    // The choice is kept on this device: back on the list, the two stay ticked.
    await page.goto("/products?category=solid-state-relays&sort=name-asc");
    await waitForHydration(cards.first().getByTestId("compare-toggle"));
    await expect(cards.nth(0).getByTestId("compare-toggle")).toBeChecked();
    await expect(cards.nth(1).getByTestId("compare-toggle")).not.toBeChecked();
  });
});

test.describe("compare without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a shared French link shows the three products side by side", async ({ page }) => {
    const ids = [await productId(page, "D2425"), await productId(page, "D2450-10"), await productId(page, "RM1A48D50")];
    await page.goto(`/fr/compare?ids=${ids.join(",")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comparer des produits");
    await expect(page.getByTestId("compare-column")).toHaveCount(3);
    await page.getByTestId("compare-only-differences").click();
    await expect(page).toHaveURL(/diff=1/);
    await expect(page.getByTestId("compare-column")).toHaveCount(3);
  });
});

test("an obsolete product's page shows its replacement with key specifications and links to it", async ({ page }) => {
  const id = await productId(page, "XBTN401");
  await page.goto(`/products/${id}`);
  const banner = page.getByTestId("replacement-banner");
  await expect(banner).toContainText("This product is obsolete.");
  await expect(banner).toContainText("Replaced by HMIGXU3500");
  await expect(banner.locator("dd").first()).toBeVisible();
  await expect(page.getByTestId("alternatives")).toContainText("NB7W-TW01B");
  await banner.getByTestId("replacement-link").click();
  await expect(page.getByTestId("product-part-number")).toHaveText("HMIGXU3500");

  await page.goto(`/fr/products/${id}`);
  await expect(page.getByTestId("replacement-banner")).toContainText("Remplacé par HMIGXU3500");
});

test("a product page prints with the company's logo and contact details, and its documents by name without download buttons", async ({ page }) => {
  const id = await productId(page, "K8DT-PM1CN");
  for (const [path, phone, name] of [[`/products/${id}`, "Phone +212 522 33 44 55", "Datasheet"], [`/fr/products/${id}`, "Tél. +212 522 33 44 55", "Fiche technique"]] as const) {
    await page.emulateMedia({ media: "screen" });
    await page.goto(path);
    const letterhead = page.getByTestId("print-letterhead");
    await expect(letterhead).toBeHidden();
    await page.emulateMedia({ media: "print" });
    await expect(letterhead).toBeVisible();
    await expect(letterhead).toContainText("Vitrine Industrie");
    await expect(letterhead).toContainText(phone);
    await expect(letterhead).toContainText("sales@vitrine-industrie.ma");
    await expect(letterhead).toContainText("20270 Casablanca");
    await expect(letterhead.locator("img")).toHaveJSProperty("complete", true);
    const documents = page.getByTestId("documents");
    await expect(documents).toBeVisible();
    await expect(documents).toContainText(name);
    await expect(documents.getByRole("link")).toHaveCount(0);
    expect(await documents.innerText()).not.toContain("/media/");
  }
});

test("a quote request gets a reference, and staff move it to Quoted from the inquiry screen", async ({ page }, testInfo) => {
  await ownAddress(page, testInfo);
  const tag = `${testInfo.workerIndex}-${Date.now()}`;
  const posted = await page.request.post("/api/inquiries", {
    data: { kind: "quote", name: `Karim ${tag}`, email: `karim-${tag}@client.example`, country: "morocco", message: "50 pieces, please.", privacyConsent: true, partNumber: "RM22TG20" },
  });
  expect(posted.status()).toBe(201);
  const { reference } = (await posted.json()) as { reference: string };
  expect(reference).toMatch(/^Q-\d{4}-\d{4,}$/);

  const login = await page.request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  await page.goto(`/admin/inquiries?q=${reference}`);
  await expect(page.getByTestId("open-quotes-count")).toBeVisible();
  const row = page.getByTestId("inbox-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(reference);
  await expect(row.getByTestId("quote-status")).toHaveText("New");
  await row.getByRole("link").click();
  await expect(page.getByTestId("quote-reference")).toHaveText(reference);
  await page.getByTestId("quote-status-select").selectOption("quoted");
  await page.getByTestId("quote-status-save").click();
  await expect(page.getByRole("status").filter({ hasText: "now: Quoted" })).toBeVisible();
  await expect(page.locator("#quote-status-title").getByTestId("quote-status")).toHaveText("Quoted");

  await page.goto(`/admin/inquiries?quote=quoted&q=${reference}`);
  await expect(page.getByTestId("inbox-row")).toHaveCount(1);
  await page.goto(`/admin/inquiries?quote=new&q=${reference}`);
  await expect(page.getByTestId("inbox-row")).toHaveCount(0);
});
