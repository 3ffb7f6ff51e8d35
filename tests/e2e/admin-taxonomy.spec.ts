import type { Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "./admin-account";
import { expect, test } from "./fixtures";

// The categories screen: creating a category (both languages, an image) that the French home
// page shows at once, and SPEC §8's delete confirmation with the number of products it takes.

async function signIn(page: Page) {
  const response = await page.request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
}

test.describe("admin categories", () => {
  test("creates a category in English and French with an image, shown on the French home page", async ({ page }) => {
    test.slow(); // Several pages and an image upload, on a machine that may be busy.
    await signIn(page);
    await page.goto("/admin/categories/new?lang=fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nouvelle catégorie");

    await page.getByLabel("Nom (English)").fill("Machine Vision & Optics");
    await expect(page.getByLabel("Slug")).toHaveValue("machine-vision-and-optics");
    await page.getByLabel("Nom (Français)").fill("Vision industrielle et optique");
    await page.getByLabel("Description (Français)").fill("Caméras et optiques pour le contrôle qualité.");
    await page.getByLabel("En vedette").check();
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 10, g: 90, b: 150 } } }).png().toBuffer();
    await page.getByLabel(/Choisir une image/).setInputFiles({ name: "vision.png", mimeType: "image/png", buffer: png });
    await expect(page.getByTestId("image-preview")).toBeVisible();
    await page.getByRole("button", { name: "Enregistrer" }).click();

    await expect(page).toHaveURL(/\/admin\/categories\?saved=machine-vision-and-optics$/);
    await expect(page.getByTestId("taxonomy-notice")).toHaveText("Enregistré : machine-vision-and-optics.");
    const row = page.getByTestId("categories-row-machine-vision-and-optics");
    await expect(row).toContainText("Vision industrielle et optique");
    await expect(row.locator("img")).toHaveAttribute("srcset", /320w, .+ 800w$/);

    await page.goto("/fr");
    const featured = page.getByTestId("featured-categories");
    await expect(featured).toContainText("Vision industrielle et optique");
    await expect(featured).toContainText("Caméras et optiques pour le contrôle qualité.");
  });

  test.describe(() => {
    // The action answers the refused save with 409, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test("says why a save was refused, in place, and keeps what was typed", async ({ page }) => {
      await signIn(page);
      await page.goto("/admin/categories/new?lang=en");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByTestId("form-errors")).toContainText("Name: This field is required.");
      await expect(page.getByLabel("Name (English)")).toHaveAttribute("aria-invalid", "true");

      await page.getByLabel("Name (English)").fill("Timers");
      await expect(page.getByLabel("Slug")).toHaveValue("timers");
      await page.getByLabel("Name (Français)").fill("Minuteries bis");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByTestId("form-errors")).toContainText('The slug "timers" is already used by another entry');
      await expect(page.getByLabel("Name (Français)")).toHaveValue("Minuteries bis");
      await expect(page).toHaveURL(/\/admin\/categories\/new/);
    });
  });

  test("asks before leaving an edit with unsaved changes", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/categories/new?lang=en");
    await page.getByLabel("Name (English)").fill("Half typed");
    await page.getByRole("link", { name: "Back to categories" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Leave without saving?");
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page).toHaveURL(/\/admin\/categories\/new/);
    await expect(page.getByLabel("Name (English)")).toHaveValue("Half typed");
  });

  test("deleting a category warns with its product count, then removes it and its products from /products", async ({ page }) => {
    test.slow();
    await signIn(page);
    const listed = (await (await page.request.get("/api/admin/categories")).json()) as {
      items: { id: number; slug: string; productCount: number; name: { en: string } }[];
    };
    const counters = listed.items.find((c) => c.slug === "counters")!;
    expect(counters.productCount).toBeGreaterThan(0);
    const products = (await (await page.request.get("/api/products?category=counters&limit=100")).json()) as { items: { id: number }[] };
    expect(products.items.length).toBeGreaterThan(0);

    await page.goto("/products");
    await expect(page.getByTestId("facet-category")).toContainText(counters.name.en);

    await page.goto("/admin/categories?lang=en");
    await page.getByTestId("categories-row-counters").getByRole("link", { name: /^Delete/ }).click();
    const warning = page.getByTestId("delete-warning");
    await expect(warning).toContainText(`its ${counters.productCount} products`);
    await page.getByRole("button", { name: "Yes, delete" }).click();

    await expect(page).toHaveURL(/\/admin\/categories\?deleted=counters$/);
    await expect(page.getByTestId("categories-row-counters")).toHaveCount(0);

    await page.goto("/products");
    await expect(page.getByTestId("facet-category")).not.toContainText(counters.name.en);
    expect((await page.request.get(`/api/products/${products.items[0]!.id}`)).status()).toBe(404);
  });
});
