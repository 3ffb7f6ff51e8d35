import sharp from "sharp";
import { csrfToken, expect, test } from "./fixtures";

// The categories screen: creating a category (both languages, an image) that the French home
// page shows at once, and SPEC §8's delete confirmation with the number of products it takes.
// Each test works on categories of its own and leaves the demo catalogue as it found it.

test.describe("admin categories", () => {
  test("creates a category in English and French with an image, shown on the French home page", async ({ adminPage: page }, testInfo) => {
    test.slow(); // Several pages and an image upload, on a machine that may be busy.
    // A name of its own (a retry or another run must not meet this one's slug), removed at the end.
    const tag = `${testInfo.workerIndex}${Date.now().toString(36)}`;
    const slug = `machine-vision-and-optics-${tag}`;
    try {
      await page.goto("/admin/categories/new?lang=fr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nouvelle catégorie");

      await page.getByLabel("Nom (English)").fill(`Machine Vision & Optics ${tag}`);
      await expect(page.getByLabel("Slug")).toHaveValue(slug);
      await page.getByLabel("Nom (Français)").fill(`Vision industrielle et optique ${tag}`);
      await page.getByLabel("Description (Français)").fill("Caméras et optiques pour le contrôle qualité.");
      await page.getByLabel("En vedette").check();
      const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 10, g: 90, b: 150 } } }).png().toBuffer();
      await page.getByLabel(/Choisir une image/).setInputFiles({ name: "vision.png", mimeType: "image/png", buffer: png });
      await expect(page.getByTestId("image-preview")).toBeVisible();
      await page.getByRole("button", { name: "Enregistrer" }).click();

      await expect(page).toHaveURL(/\/admin\/categories\?saved=/);
      // The notice names the category in the staff member's language (French here), not its slug.
      await expect(page.getByTestId("taxonomy-notice")).toHaveText(`Enregistré : « Vision industrielle et optique ${tag} ».`);
      const row = page.getByTestId(`categories-row-${slug}`);
      await expect(row).toContainText(`Vision industrielle et optique ${tag}`);
      await expect(row.locator("img")).toHaveAttribute("srcset", /320w, .+ 800w$/);

      await page.goto("/fr");
      const featured = page.getByTestId("featured-categories");
      await expect(featured).toContainText(`Vision industrielle et optique ${tag}`);
      await expect(featured).toContainText("Caméras et optiques pour le contrôle qualité.");
    } finally {
      const listed = (await (await page.request.get("/api/admin/categories")).json()) as { items: { id: number; slug: string }[] };
      const mine = listed.items.find((c) => c.slug === slug);
      if (mine) expect((await page.request.delete(`/api/admin/categories/${mine.id}`, { headers: { "X-CSRF-Token": await csrfToken(page) } })).ok()).toBe(true);
    }
  });

  test.describe(() => {
    // The action answers the refused save with 409, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test("says why a save was refused, in place, and keeps what was typed", async ({ adminPage: page }) => {
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

  test("asks before leaving an edit with unsaved changes", async ({ adminPage: page }) => {
    await page.goto("/admin/categories/new?lang=en");
    await page.getByLabel("Name (English)").fill("Half typed");
    await page.getByRole("link", { name: "Back to categories" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Leave without saving?");
    await dialog.getByRole("button", { name: "Stay and keep editing" }).click();
    await expect(page).toHaveURL(/\/admin\/categories\/new/);
    await expect(page.getByLabel("Name (English)")).toHaveValue("Half typed");
  });

  test("deleting a category warns with its product count, then removes it and its products from /products", async ({ adminPage: page }, testInfo) => {
    test.slow();
    // A category of its own with two products: the demo catalogue is shared with the other browser tests.
    const tag = `${testInfo.workerIndex}${Date.now().toString(36)}`;
    const headers = { "X-CSRF-Token": await csrfToken(page) };
    const created = await page.request.post("/api/admin/categories", { headers, data: { name: { en: `Doomed parts ${tag}`, fr: `Pièces condamnées ${tag}` } } });
    expect(created.status()).toBe(201);
    const category = (await created.json()) as { id: number; slug: string; name: { en: string } };
    const productIds: number[] = [];
    for (const n of [1, 2]) {
      const product = await page.request.post("/api/admin/products", {
        headers,
        // Named in both languages: the French list sorts by the French name.
        data: { partNumber: `VT-DEL-${tag}-${n}`.toUpperCase(), name: { en: `Doomed part ${n}`, fr: `Pièce condamnée ${n}` }, category: category.slug },
      });
      expect(product.status()).toBe(201);
      productIds.push(((await product.json()) as { id: number }).id);
    }
    const listed = (await (await page.request.get("/api/admin/categories")).json()) as { items: { slug: string; productCount: number }[] };
    expect(listed.items.find((c) => c.slug === category.slug)?.productCount).toBe(2);
    expect((await page.request.get(`/api/products/${productIds[0]}`)).status()).toBe(200);

    await page.goto("/products");
    await expect(page.getByTestId("facet-category")).toContainText(category.name.en);

    await page.goto("/admin/categories?lang=en");
    await page.getByTestId(`categories-row-${category.slug}`).getByRole("link", { name: /^Delete/ }).click();
    // The confirmation is a page of its own; on a busy machine its loader may take a while.
    await expect(page).toHaveURL(new RegExp(`/admin/categories/${category.id}/delete`), { timeout: 15_000 });
    const warning = page.getByTestId("delete-warning");
    await expect(warning).toContainText("also deletes 0 subcategories and 2 products", { timeout: 15_000 });
    await page.getByRole("button", { name: "Yes, delete" }).click();

    await expect(page).toHaveURL(/\/admin\/categories\?deleted=/);
    await expect(page.getByTestId("taxonomy-notice")).toHaveText(`Deleted: “${category.name.en}”.`);
    await expect(page.getByTestId(`categories-row-${category.slug}`)).toHaveCount(0);

    await page.goto("/products");
    await expect(page.getByTestId("facet-category")).not.toContainText(category.name.en);
    for (const id of productIds) expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404);
  });
});
