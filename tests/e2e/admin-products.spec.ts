import sharp from "sharp";
import { csrfToken, expect, test } from "./fixtures";

// The catalogue keeper's day: a product created in both languages with specifications, a PDF and
// a photo, then edited; the public pages follow at once.
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test("creates a product in both languages with specifications, a PDF and an image, then edits it", async ({ adminPage: page }) => {
  test.slow(); // Two uploads and seven pages, each waited on until hydrated: 25 s of 30 on a busy CI machine.
  const partNumber = `VT-E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.goto("/admin/products/new");
  await page.getByRole("textbox", { name: "Part number", exact: true }).fill(partNumber);
  await page.getByLabel("Manufacturer").fill("Vitrine Test");
  await page.getByLabel("Category *").selectOption("relays-control");
  await page.getByLabel("Subcategory").selectOption("power-relays");
  await page.getByRole("group", { name: "Name" }).getByLabel("English").fill("Heavy-duty power relay");
  await page.getByRole("group", { name: "Name" }).getByLabel("Français").fill("Relais de puissance renforcé");
  await page.getByRole("group", { name: "Short description" }).getByLabel("Français").fill("Un relais pour les charges lourdes.");
  await page.getByLabel("Energy").check();

  await page.getByRole("button", { name: "Add a specification" }).click();
  await page.getByLabel("Characteristic").first().selectOption("coil_voltage");
  await page.getByLabel("Value").first().fill("24");
  await page.getByLabel("Unit", { exact: true }).first().selectOption("V DC");
  await page.getByRole("button", { name: "Add a specification" }).click();
  await page.getByLabel("Characteristic").nth(1).selectOption("contact_arrangement");
  await page.getByLabel("Value").nth(1).fill("2 CO");
  // Reorder: the arrangement first.
  await page.getByRole("button", { name: "Move Contact arrangement up" }).click();

  await page.getByTestId("upload-document").setInputFiles({ name: "power-relay-datasheet.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(page.getByTestId("document-rows").getByRole("listitem")).toHaveCount(1);
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#1d4ed8" } }).png().toBuffer();
  await page.getByTestId("upload-image").setInputFiles({ name: "relay.png", mimeType: "image/png", buffer: photo });
  await expect(page.getByTestId("image-rows").getByRole("listitem")).toHaveCount(1);
  await page.getByLabel("Alt text (Français)").fill("Le relais vu de face");

  await page.getByRole("button", { name: "Save product" }).click();
  // The save stores a PDF and an image (resized into its variants): slow on a busy machine.
  await expect(page.getByTestId("product-saved")).toHaveText(`Product created: “Heavy-duty power relay” (${partNumber}).`, { timeout: 20_000 });
  const id = /\/admin\/products\/(\d+)\/edit/.exec(page.url())![1];

  await page.goto(`/fr/products/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Relais de puissance renforcé");
  const photoOnPage = page.getByRole("img", { name: "Le relais vu de face" });
  await expect(photoOnPage).toHaveAttribute("srcset", /320w.*640w.*960w.*1200w/);
  await page.getByRole("tab", { name: /Caractéristiques/ }).click();
  const specs = page.getByRole("tabpanel");
  await expect(specs.locator("tbody tr").first()).toContainText("Configuration des contacts");
  await expect(specs).toContainText("24 V CC");
  await expect(specs).toContainText("2 RT");
  await page.getByRole("tab", { name: /Documents/ }).click();
  await expect(page.getByRole("tabpanel").getByRole("link")).toHaveCount(1);

  // Edit: the French name changes and the English page is untouched.
  await page.goto(`/admin/products/${id}/edit`);
  await page.getByRole("group", { name: "Name" }).getByLabel("Français").fill("Relais de puissance haute endurance");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByTestId("product-saved")).toHaveText("Changes to “Heavy-duty power relay” saved; the site shows them now.");
  await page.goto(`/fr/products/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Relais de puissance haute endurance");
  await page.goto(`/products/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Heavy-duty power relay");
});

test.describe(() => {
  // The refused save answers 400, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });
  test("shows every refused field and keeps what was typed", async ({ adminPage: page }) => {
  await page.goto("/admin/products/new?lang=fr");
  await page.getByRole("group", { name: "Nom" }).getByLabel("Français").fill("Sans référence");
  await page.getByRole("button", { name: "Enregistrer le produit" }).click();
  const errors = page.getByTestId("form-errors");
  await expect(errors).toContainText("Ce champ est obligatoire.");
  await expect(page.getByRole("group", { name: "Nom" }).getByLabel("Français")).toHaveValue("Sans référence");
  });
});

test("asks before leaving a form with unsaved changes", async ({ adminPage: page }) => {
  await page.goto("/admin/products/new");
  await page.getByLabel("Manufacturer").fill("Unsaved Inc.");
  await page.getByRole("link", { name: "Categories" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Leave without saving?");
  await dialog.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(page.getByLabel("Manufacturer")).toHaveValue("Unsaved Inc.");
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
});

test("deactivates and deletes products in bulk, deleting only after confirmation", async ({ adminPage: page }) => {
  // Products of its own: the demo catalogue is shared with the other browser tests.
  const prefix = `VT-BULK-${Date.now().toString(36).toUpperCase()}`;
  for (const n of [1, 2]) {
    const created = await page.request.post("/api/admin/products", {
      headers: { "X-CSRF-Token": await csrfToken(page) },
      data: { partNumber: `${prefix}-${n}`, name: { en: `Bulk test ${n}`, fr: `Test en lot ${n}` }, category: "timers" },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto(`/admin?q=${prefix}&sort=part-asc`);
  const rows = page.getByTestId("admin-product-row");
  await expect(rows).toHaveCount(2);
  await rows.first().getByRole("checkbox").check();
  await page.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByTestId("bulk-result")).toHaveText("1 product deactivated.");
  await page.goto(`/admin?q=${prefix}&status=inactive`);
  await expect(page.getByTestId("admin-product-row")).toHaveCount(1);

  await page.goto(`/admin?q=${prefix}`);
  await page.getByRole("checkbox", { name: "Select every product on this page" }).check();
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByTestId("confirm-delete");
  await expect(confirm).toContainText("Delete 2 products?");
  await expect(confirm).toContainText(`${prefix}-1`);
  await confirm.getByRole("button", { name: "Yes, delete 2 products" }).click();
  await expect(page.getByTestId("bulk-result")).toHaveText("2 products deleted.");
  await page.goto(`/admin?q=${prefix}`);
  await expect(page.getByTestId("admin-products-empty")).toBeVisible();
});
