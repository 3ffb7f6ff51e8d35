import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parseCsv, writeCsv } from "../support/product-csv";
import { csrfToken, expect, test } from "./fixtures";

// The staff side of availability in a real browser: figures typed in the product form show as
// the badge on the public card in both languages, and the stock locations screen adds, renames,
// reorders and deletes a location (asking first when it holds stock), without JavaScript; the
// product CSV carries the figures through export, dry run and import.
// Several pages per test on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const tag = () => Math.random().toString(36).slice(2, 8);

async function upsert(page: Page, partNumber: string, body: unknown): Promise<number> {
  const response = await page.request.put(`/api/admin/products/by-part-number/${partNumber}`, { data: body, headers: { "X-CSRF-Token": await csrfToken(page) } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { id: number }).id;
}
const remove = async (page: Page, id: number) => page.request.delete(`/api/admin/products/${id}`, { headers: { "X-CSRF-Token": await csrfToken(page) } });

test("figures typed in the product form show as the card's badge in English and French", async ({ adminPage: page }) => {
  const pn = `VT-AVF-${tag().toUpperCase()}`;
  const id = await upsert(page, pn, { name: { en: "Form-stocked relay", fr: "Relais stocké" }, manufacturer: "Finder", category: "relays-control", specs: [] });
  try {
    await page.goto(`/products?q=${pn}`);
    const card = page.getByTestId("product-card").filter({ hasText: pn });
    await expect(card.getByTestId("availability")).toHaveText("On request", { timeout: 15_000 });

    await page.goto(`/admin/products/${id}/edit`);
    await page.getByLabel("Stock in Casablanca").fill("1 250");
    await page.getByLabel("Lead time from").fill("3");
    await page.getByLabel("Lead time to (optional)").fill("4");
    await page.getByLabel("Lead time unit").selectOption("weeks");
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page).toHaveURL(/[?&]saved=updated/, { timeout: 15_000 });
    await expect(page.getByLabel("Stock in Casablanca")).toHaveValue("1250");

    await page.goto(`/products?q=${pn}`);
    await expect(card.getByTestId("availability")).toHaveText("In stock: 1,250, Casablanca", { timeout: 15_000 });
    await page.goto(`/fr/products?q=${pn}`);
    await expect(card.getByTestId("availability")).toHaveText("En stock\u00a0: 1\u202f250, Casablanca", { timeout: 15_000 });

    // No stock left: the lead time takes the badge.
    await page.goto(`/admin/products/${id}/edit`);
    await page.getByLabel("Stock in Casablanca").fill("");
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page).toHaveURL(/[?&]saved=updated/, { timeout: 15_000 });
    await page.goto(`/fr/products?q=${pn}`);
    await expect(card.getByTestId("availability")).toHaveText("Délai 3 à 4 semaines", { timeout: 15_000 });
    await page.goto(`/products?q=${pn}`);
    await expect(card.getByTestId("availability")).toHaveText("Lead time 3-4 weeks", { timeout: 15_000 });
  } finally {
    await remove(page, id);
  }
});

test.describe("stock locations screen, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // A refused form answers 400.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("an administrator adds, renames, reorders and deletes a location; one holding stock is deleted only once confirmed", async ({ adminPage: page }) => {
    const key = `e2e_${tag()}`;
    await page.goto("/admin/settings");
    await page.getByRole("link", { name: "Stock locations" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Stock locations" })).toBeVisible({ timeout: 15_000 });

    // A bad key is refused beside its field, the form as typed.
    await page.locator("#stock-location-key").fill("Bad Key");
    await page.locator("#stock-location-new-name-en").fill("Rabat depot");
    await page.getByRole("button", { name: "Add the location" }).click();
    await expect(page.locator("#stock-location-key-error")).toContainText("lower-case letters, digits and _");
    await expect(page.locator("#stock-location-new-name-en")).toHaveValue("Rabat depot");

    await page.locator("#stock-location-key").fill(key);
    await page.locator("#stock-location-new-name-en").fill("Rabat depot");
    await page.locator("#stock-location-new-name-fr").fill("Dépôt de Rabat");
    await page.getByRole("button", { name: "Add the location" }).click();
    await expect(page.getByTestId("stock-locations-result")).toHaveText(`The location “${key}” was added.`);
    const row = page.locator(`[data-testid="stock-location-row"][data-key="${key}"]`);
    await expect(row).toBeVisible();

    // Renamed in French; the key stays.
    await row.getByLabel("Name (French)").fill("Entrepôt de Rabat");
    await row.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByTestId("stock-locations-result")).toHaveText("The name was saved.");
    await expect(row.getByLabel("Name (French)")).toHaveValue("Entrepôt de Rabat");
    await expect(row).toContainText(key);

    // Moved up one place: it is no longer last.
    await row.getByRole("button", { name: "Move up" }).click();
    await expect(page.getByTestId("stock-locations-result")).toHaveText("The order was saved.");
    await expect(page.getByTestId("stock-location-row").last()).not.toHaveAttribute("data-key", key);

    // The ERP puts stock there for one product: deleting asks first, in French too.
    const pn = `VT-LOC-${tag().toUpperCase()}`;
    const id = await upsert(page, pn, { name: { en: "Depot relay", fr: "Relais du dépôt" }, manufacturer: "Finder", category: "relays-control", specs: [], availability: { stock: { [key]: 9 } } });
    try {
      await page.goto("/admin/settings/stock-locations?lang=fr");
      const frRow = page.locator(`[data-testid="stock-location-row"][data-key="${key}"]`);
      await expect(frRow).toContainText("1 produit");
      await frRow.getByRole("button", { name: "Supprimer" }).click();
      const confirm = page.getByTestId("stock-location-confirm");
      await expect(confirm).toContainText("Entrepôt de Rabat tient un chiffre de stock pour 1 produit.");
      await expect(frRow).toBeVisible();
      await confirm.getByRole("link", { name: "Annuler" }).click();
      await expect(page.getByTestId("stock-location-confirm")).toHaveCount(0);

      await page.goto("/admin/settings/stock-locations?lang=en");
      await row.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByTestId("stock-location-confirm")).toContainText("Rabat depot holds a stock figure for 1 product.");
      await page.getByRole("button", { name: "Delete Rabat depot and its figures" }).click();
      await expect(page.getByTestId("stock-locations-result")).toHaveText(`The location “${key}” was deleted, with its stock figure for 1 product.`);
      await expect(row).toHaveCount(0);
      await page.goto(`/products?q=${pn}`);
      await expect(page.getByTestId("product-card").filter({ hasText: pn }).getByTestId("availability")).toHaveText("On request", { timeout: 15_000 });
    } finally {
      await remove(page, id);
    }
  });
});

test("the CSV carries the figures: exported per location, checked in a dry run, imported, shown on the card", async ({ adminPage: page }) => {
  const pn = `VT-AVC-${tag().toUpperCase()}`;
  const id = await upsert(page, pn, { name: { en: "CSV-stocked relay", fr: "Relais stocké par CSV" }, manufacturer: "Finder", category: "relays-control", specs: [], availability: { leadTime: "2 weeks" } });
  try {
    await page.goto("/admin/products/csv");
    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    const exported = parseCsv(await readFile((await file.path())!, "utf8"));
    expect(exported.header).toEqual(expect.arrayContaining(["stock_casablanca", "stock_dubai", "lead_time", "moq", "order_multiple"]));
    const row = exported.rows.find((r) => r.part_number === pn)!;
    expect(row).toMatchObject({ stock_casablanca: "", lead_time: "2 weeks", moq: "" });

    // A file of this product's stock in Dubai, its lead time in French and a minimum order: the other columns are left as they are.
    const header = ["part_number", "name_en", "category", "stock_dubai", "lead_time", "moq"];
    const text = writeCsv({ header, rows: [{ ...row, stock_dubai: "75", lead_time: "3 à 4 semaines", moq: "10" }] });
    await page.getByLabel("CSV file").setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
    await page.getByRole("button", { name: "Check the file" }).click();
    const report = page.getByRole("region", { name: "Check report" });
    const updated = report.locator('tr[data-outcome="update"]');
    await expect(updated).toHaveCount(1, { timeout: 15_000 });
    await expect(updated.locator('li[data-column="stock_dubai"]')).toHaveText("stock_dubai: (empty) → 75");
    await expect(updated.locator('li[data-column="lead_time"]')).toHaveText("lead_time: 2 weeks → 3-4 weeks");
    await expect(updated.locator('li[data-column="moq"]')).toHaveText("moq: (empty) → 10");
    // Checked only: the card still shows the lead time.
    await page.goto(`/products?q=${pn}`);
    const card = page.getByTestId("product-card").filter({ hasText: pn });
    await expect(card.getByTestId("availability")).toHaveText("Lead time 2 weeks", { timeout: 15_000 });

    await page.goto("/admin/products/csv");
    await page.getByLabel("CSV file").setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
    await page.getByRole("button", { name: "Check the file" }).click();
    await page.getByRole("button", { name: "Import the changes (1)" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Import done" })).toContainText("1 updated", { timeout: 15_000 });
    await page.goto(`/products?q=${pn}`);
    await expect(card.getByTestId("availability")).toHaveText("In stock: 75, Dubai", { timeout: 15_000 });
    await page.goto(`/fr/products/${id}`);
    await expect(page.getByTestId("availability-block")).toContainText("Délai usine3 à 4 semaines", { timeout: 15_000 });
  } finally {
    await remove(page, id);
  }
});
