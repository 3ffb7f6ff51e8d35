import { expect, test } from "./fixtures";

test.describe("public catalogue", () => {
  test("finds a part by a sloppy part number from the header search", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("search-button").click();
    const box = page.getByRole("searchbox", { name: "Search the catalogue" });
    await box.fill("rm22-tg");
    const suggestions = page.getByTestId("search-suggestions");
    await expect(suggestions.getByRole("link", { name: /RM22TG20/ })).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/products\?q=rm22-tg$/);
    await expect(page.getByTestId("part-number").first()).toHaveText("RM22TG20");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “rm22-tg”");
  });

  test("in French, narrows a category by two specification facets, sorts and loads more", async ({ page }) => {
    await page.goto("/fr/products?category=relays-control");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Relais et commande");
    const count = page.getByTestId("shown-of-total");
    const before = await count.textContent();

    const coil = page.getByTestId("facet-spec.coil_voltage");
    await coil.getByRole("checkbox").first().check();
    await expect(page).toHaveURL(/spec\.coil_voltage=/);
    await expect(count).not.toHaveText(before!);
    const afterOne = await count.textContent();

    const contacts = page.getByTestId("facet-spec.contact_arrangement");
    await contacts.getByRole("checkbox").first().check();
    await expect(page).toHaveURL(/spec\.contact_arrangement=/);
    await expect(page.getByTestId("active-filters").getByRole("link")).toHaveCount(4);
    const cards = await page.getByTestId("product-card").count();
    expect(cards).toBeGreaterThan(0);
    expect(afterOne).not.toBeNull();

    await page.getByRole("link", { name: "Effacer tous les filtres" }).first().click();
    await expect(page).toHaveURL(/\/fr\/products$/);
    // The URL changes before the unfiltered page is in; the sort form carries the filters it
    // shows, so it must not be used until they are gone.
    await expect(page.getByTestId("active-filters")).toHaveCount(0);

    await page.getByLabel("Trier par").selectOption("name-asc");
    await expect(page).toHaveURL(/sort=name-asc/);
    // The URL changes before the new list arrives: poll until the cards are the sorted ones.
    await expect(async () => {
      const names = await page.getByTestId("product-card").getByRole("heading").allTextContents();
      const folded = names.map((n) => n.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, ""));
      expect(folded).toEqual([...folded].sort());
    }).toPass({ timeout: 10_000 });

    await expect(page.getByTestId("product-card")).toHaveCount(24);
    await page.getByTestId("load-more").click();
    await expect(page.getByTestId("product-card")).toHaveCount(48);
    await expect(count).toContainText("48 sur");
    await expect(page).toHaveURL(/page=2/);
  });

  test("opens a product, reads its specifications and downloads its datasheet", async ({ page }) => {
    await page.goto("/products?q=RM22TG20");
    await page.getByTestId("product-card").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByTestId("product-part-number")).toHaveText("RM22TG20");
    await expect(page.getByRole("navigation", { name: "breadcrumb" })).toContainText("Products");

    await page.getByRole("tab", { name: "Specifications" }).click();
    await expect(page.getByTestId("specifications")).toBeVisible();
    await expect(page.getByTestId("specifications").getByRole("row").first()).toBeVisible();
    await expect(page.getByTestId("panel-details")).toBeHidden();

    await page.getByRole("tab", { name: "Documents" }).click();
    const download = page.waitForEvent("download");
    await page.getByTestId("documents").getByRole("link", { name: /Download/ }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^RM22TG20-datasheet\.pdf$/);
    const path = await file.path();
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Product");
    expect(product).toMatchObject({ mpn: "RM22TG20", brand: { name: "Schneider Electric" } });
  });

  test("keeps favourites on the device", async ({ page }) => {
    await page.goto("/favorites");
    await expect(page.getByTestId("no-favorites")).toContainText("No favorites yet");

    await page.goto("/products?q=RM22TG20");
    const toggle = page.getByTestId("product-card").first().getByTestId("favorite-toggle");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await toggle.click();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("favorites") ?? "[]"));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ partNumber: "RM22TG20" });

    await page.getByRole("link", { name: "Favorites" }).first().click();
    await expect(page.getByTestId("favorites-list").getByRole("listitem")).toHaveCount(1);
    await page.getByTestId("favorites-list").getByTestId("favorite-toggle").click();
    await expect(page.getByTestId("no-favorites")).toBeVisible();

    await page.evaluate(() => localStorage.setItem("favorites", "{not json"));
    await page.reload();
    await expect(page.getByTestId("no-favorites")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("favorites"))).toBeNull();
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test("a missing product is 'Product Not Found' with status 404", async ({ page }) => {
      const response = await page.goto("/products/987654");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
      await expect(page.getByText("The product you are looking for does not exist or has been removed.")).toBeVisible();
      expect((await page.goto("/fr/products/abc"))?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Produit introuvable" })).toBeVisible();
    });
  });

  test("an empty result says so and offers to clear the filters", async ({ page }) => {
    await page.goto("/products?q=zzzzqqqq");
    await expect(page.getByTestId("no-products")).toContainText("No products found");
    await page.getByTestId("no-products").getByRole("link", { name: "Clear all filters" }).click();
    await expect(page.getByTestId("product-card")).toHaveCount(24);
  });
});

test.describe("catalogue without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters apply with the button, load more and the product page work", async ({ page }) => {
    await page.goto("/products?category=timers");
    const count = await page.getByTestId("product-card").count();
    await page.getByTestId("facet-lifecycle").getByRole("checkbox").first().check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/lifecycle=/);
    expect(await page.getByTestId("product-card").count()).toBeLessThanOrEqual(count);

    await page.goto("/products");
    await page.getByTestId("load-more").click();
    await expect(page.getByTestId("product-card")).toHaveCount(48);

    // A demo product: other browser tests add products of their own (VT-...) without specifications.
    await page.getByTestId("product-card").filter({ hasNotText: /VT-/ }).first().getByRole("link").first().click();
    await expect(page.getByTestId("specifications")).toBeVisible();
    await expect(page.getByTestId("documents")).toBeVisible();
  });
});
