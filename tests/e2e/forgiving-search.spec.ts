import { csrfToken, expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

// Issue 32: a search that rarely comes back empty. Part numbers typed sloppily, "did you mean"
// and "Ask us for ..." in both languages, with and without JavaScript.
test.describe("forgiving search", () => {
  test("finds a part typed with its voltage the other way round, from the header search", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("search-button").click();
    const box = page.getByRole("searchbox", { name: "Search the catalogue" });
    await box.fill("MY2N-GS-24VDC");
    await expect(page.getByTestId("search-suggestions").getByRole("link", { name: /MY2N-GS DC24/ })).toBeVisible();
    await box.press("Enter");
    await expect(page.getByTestId("part-number").first()).toHaveText("MY2N-GS DC24");
  });

  test("offers the near part number as did you mean, in the suggestions and on the page", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("search-button").click();
    const box = page.getByRole("searchbox", { name: "Search the catalogue" });
    await box.fill("RXM4AB1BD");
    const noMatch = page.getByTestId("search-no-match");
    await expect(noMatch.getByTestId("did-you-mean")).toContainText("Did you mean:");
    await expect(noMatch.getByRole("button", { name: "Ask us for RXM4AB1BD" })).toBeVisible();
    await noMatch.getByRole("link", { name: "RXM4AB2BD" }).click();
    await expect(page).toHaveURL(/\/products\?q=RXM4AB2BD$/);
    await expect(page.getByTestId("part-number").first()).toHaveText("RXM4AB2BD");

    await page.goto("/fr/products?q=RXM4AB1BD");
    const empty = page.getByTestId("no-products");
    await expect(empty.getByTestId("did-you-mean")).toContainText("Vous vouliez dire\u00a0:");
    await expect(page.getByTestId("product-grid")).toHaveCount(0);
    await empty.getByRole("link", { name: "RXM4AB2BD" }).click();
    await expect(page).toHaveURL(/\/fr\/products\?q=RXM4AB2BD$/);
    await expect(page.getByTestId("part-number").first()).toHaveText("RXM4AB2BD");
  });

  test("in French, a one-letter typo leads to the corrected search", async ({ page }) => {
    await page.goto("/fr/products?q=relais%20statiqe");
    const link = page.getByTestId("did-you-mean").getByRole("link", { name: "relais statique" });
    await waitForHydration(link);
    await link.click();
    await expect(page).toHaveURL(/\/fr\/products\?q=relais\+statique$/);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`asks for a part that is not in the catalogue, in both languages (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      try {
        await page.goto("/products?q=ZX-9000%20special");
        await page.getByTestId("no-products").getByRole("button", { name: "Ask us for ZX-9000 special" }).click();
        await expect(page).toHaveURL(/\/quote$/);
        const part = page.getByTestId("quote-part");
        await expect(part).toContainText("ZX-9000 special");
        await expect(part).toContainText("Part to source");

        await page.goto("/fr/products?q=YQ-77%20pi%C3%A8ce");
        await page.getByTestId("no-products").getByRole("button", { name: "Demandez-nous «\u00a0YQ-77 pièce\u00a0»" }).click();
        await expect(page).toHaveURL(/\/fr\/quote$/);
        await expect(page.getByTestId("quote-part")).toHaveCount(2);
        await expect(page.getByTestId("quote-lines")).toContainText("YQ-77 pièce");
        await expect(page.getByTestId("quote-lines")).toContainText("Pièce à sourcer\u00a0:");
        await page.getByRole("button", { name: "Retirer ZX-9000 special" }).click();
        await expect(page.getByTestId("quote-part")).toHaveCount(1);
        await expect(page.locator('input[name="items"]')).toHaveValue('[{"productId":null,"partNumber":"YQ-77 pièce","quantity":1}]');
      } finally {
        await context.close();
      }
    });
  }
});

test.describe("search log", () => {
  test("staff link a missed search to a product in one click; the same search then finds it, in both languages", async ({ adminPage: page }) => {
    const typed = `ZQ-PHANTOM ${Date.now() % 100000}`;
    await page.goto(`/products?q=${encodeURIComponent(typed)}`);
    await expect(page.getByTestId("no-products")).toBeVisible();

    await page.goto("/admin/search-log");
    const row = page.getByTestId("search-miss").filter({ hasText: typed });
    await expect(row.getByTestId("miss-typed")).toHaveText(typed);
    await row.getByText("Fix this search").click();
    await row.getByLabel("Our product (part number)").fill("RXM4AB2BD");
    await row.getByLabel("Maker of that part number").fill("Acme");
    await row.getByRole("button", { name: "Link to the product" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved: the same search now finds products." })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("search-miss").filter({ hasText: typed }).getByTestId("miss-fixed")).toBeVisible();

    for (const prefix of ["", "/fr"]) {
      await page.goto(`${prefix}/products?q=${encodeURIComponent(typed)}`);
      await expect(page.getByTestId("part-number").first()).toHaveText("RXM4AB2BD");
    }

    // The shared catalogue gets its product back as it was.
    const { items } = (await (await page.request.get("/api/products?q=RXM4AB2BD")).json()) as { items: { id: number; partNumber: string }[] };
    const id = items.find((p) => p.partNumber === "RXM4AB2BD")!.id;
    const product = (await (await page.request.get(`/api/admin/products/${id}`)).json()) as { crossReferences: { manufacturer: string; partNumber: string }[] };
    const restored = await page.request.patch(`/api/admin/products/${id}`, {
      headers: { "X-CSRF-Token": await csrfToken(page) },
      data: { crossReferences: product.crossReferences.filter((x) => x.partNumber !== typed) },
    });
    expect(restored.status()).toBe(200);
  });
});
