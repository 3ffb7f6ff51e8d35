import type { Page } from "@playwright/test";
import { csrfToken, expect, test } from "./fixtures";

// Availability on the card, the product page and the list's in-stock filter, in both languages,
// with and without JavaScript. Each test makes its own products through the ERP's upsert call
// and deletes them.
// Several pages per test on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const product = (name: string) => ({ name: { en: `${name} relay`, fr: `Relais ${name}` }, manufacturer: "Finder", category: "relays-control", specs: [] });

async function upsert(page: Page, partNumber: string, body: unknown): Promise<number> {
  const response = await page.request.put(`/api/admin/products/by-part-number/${partNumber}`, { data: body, headers: { "X-CSRF-Token": await csrfToken(page) } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { id: number }).id;
}
async function remove(page: Page, ids: number[]) {
  const token = await csrfToken(page);
  for (const id of ids) await page.request.delete(`/api/admin/products/${id}`, { headers: { "X-CSRF-Token": token } });
}

const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

test("a card and the product page show the stock in both languages, and On request without figures", async ({ adminPage: page }) => {
  const id = tag();
  const stocked = await upsert(page, `VT-AV-${id}-1`, { ...product("Stocked"), availability: { stock: { casablanca: 1234, dubai: 3 }, leadTime: "3-4 weeks", minimumOrder: 10, orderMultiple: 5 } });
  const bare = await upsert(page, `VT-AV-${id}-2`, product("Bare"));
  try {
    await page.goto(`/products?q=VT-AV-${id}`);
    const card = (pn: string) => page.getByTestId("product-card").filter({ hasText: pn });
    await expect(card(`VT-AV-${id}-1`).getByTestId("availability")).toHaveText("In stock: 1,234, Casablanca (+ 1 location)", { timeout: 15_000 });
    await expect(card(`VT-AV-${id}-2`).getByTestId("availability")).toHaveText("On request");

    await page.goto(`/fr/products?q=VT-AV-${id}`);
    await expect(card(`VT-AV-${id}-1`).getByTestId("availability")).toHaveText("En stock\u00a0: 1\u202f234, Casablanca (+ 1 site)", { timeout: 15_000 });
    await expect(card(`VT-AV-${id}-2`).getByTestId("availability")).toHaveText("Sur demande");

    await page.goto(`/products/${stocked}`);
    const block = page.getByTestId("availability-block");
    await expect(block).toContainText("Casablanca1,234 in stock", { timeout: 15_000 });
    await expect(block).toContainText("Dubai3 in stock");
    await expect(block).toContainText("Factory lead time3-4 weeks");
    await expect(block.getByTestId("availability-rules")).toHaveText("Minimum order 10, in multiples of 5");
    await page.goto(`/fr/products/${stocked}`);
    await expect(block).toContainText("Dubaï3 en stock", { timeout: 15_000 });
    await expect(block).toContainText("Délai usine3 à 4 semaines");
    await page.goto(`/fr/products/${bare}`);
    await expect(page.getByTestId("availability-on-request")).toContainText("Sur demande", { timeout: 15_000 });
    await expect(page.getByTestId("availability-block")).not.toContainText("0 en stock");
  } finally {
    await remove(page, [stocked, bare]);
  }
});

test("the quote list flags a quantity below the minimum and off the multiple", async ({ adminPage: page }) => {
  const id = tag();
  const stocked = await upsert(page, `VT-AV-${id}-Q`, { ...product("Quoted"), availability: { stock: { casablanca: 40 }, minimumOrder: 10, orderMultiple: 5 } });
  try {
    await page.goto(`/products/${stocked}`);
    await page.getByRole("spinbutton", { name: `VT-AV-${id}-Q` }).fill("3");
    await page.getByTestId("add-to-quote").click();
    await expect(page.getByTestId("quote-added")).toBeVisible({ timeout: 15_000 });
    await page.goto("/quote");
    const line = page.getByTestId("quote-line").filter({ hasText: `VT-AV-${id}-Q` });
    await expect(line.getByTestId("availability")).toHaveText("In stock: 40, Casablanca", { timeout: 15_000 });
    await expect(line.getByTestId("quantity-flag")).toHaveText(/Below the minimum order of 10/);
  } finally {
    await remove(page, [stocked]);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the in-stock filter posts with the list's form and keeps inStock in the URL", async ({ adminPage: page }) => {
    const id = tag();
    const stocked = await upsert(page, `VT-AV-${id}-S`, { ...product("Shelf"), availability: { stock: { dubai: 12 } } });
    const away = await upsert(page, `VT-AV-${id}-L`, { ...product("Factory"), availability: { leadTime: "6 weeks" } });
    try {
      await page.goto(`/products?q=VT-AV-${id}`);
      await expect(page.getByTestId("product-card")).toHaveCount(2, { timeout: 15_000 });
      await page.getByTestId("facet-inStock").getByLabel("In stock", { exact: true }).check();
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/inStock=1/, { timeout: 15_000 });
      await expect(page.getByTestId("product-card")).toHaveCount(1);
      await expect(page.getByTestId("product-card")).toContainText(`VT-AV-${id}-S`);
      await expect(page.getByTestId("active-filters")).toContainText("In stock");
      await page.goto(`/fr/products?q=VT-AV-${id}&inStock=casablanca`);
      await expect(page.getByTestId("product-card")).toHaveCount(0);
      await expect(page.getByTestId("active-filters")).toContainText("En stock à Casablanca");
    } finally {
      await remove(page, [stocked, away]);
    }
  });
});

test("@mobile the compact card shows the stock", async ({ adminPage: page }) => {
  const id = tag();
  const stocked = await upsert(page, `VT-AV-${id}-M`, { ...product("Pocket"), availability: { stock: { casablanca: 8 } } });
  try {
    await page.goto(`/products?q=VT-AV-${id}`);
    await expect(page.getByTestId("product-card").getByTestId("availability")).toHaveText("In stock: 8, Casablanca", { timeout: 15_000 });
    await expect(page.getByTestId("product-card").getByTestId("availability")).toBeVisible();
  } finally {
    await remove(page, [stocked]);
  }
});
