import { expect, test } from "./fixtures";

// Issue 15 on a phone (Pixel 7): compact cards and the filter sheet.
test.describe("browsing on a phone @mobile", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "mobile", "phone layout");
  });

  test("six or more compact cards fit on one screen, each with its key specs", async ({ page }) => {
    await page.goto("/products?category=relays-control");
    const cards = page.getByTestId("product-card");
    await expect(cards.first()).toBeVisible();
    const viewport = page.viewportSize()!;
    const first = (await cards.nth(0).boundingBox())!;
    const sixth = (await cards.nth(5).boundingBox())!;
    expect(sixth.y + sixth.height - first.y).toBeLessThanOrEqual(viewport.height);
    // A demo relay: other browser tests add products of their own (VT-...) with fewer specifications.
    const demo = cards.filter({ hasNotText: /VT-/ }).first();
    await expect(demo.getByTestId("key-specs")).toBeVisible();
    await expect(demo.getByTestId("key-specs").locator("dd")).toHaveCount(3);
    // The thumbnail sits beside the text, not above it.
    const image = (await cards.first().locator("[aria-hidden='true'], img").first().boundingBox())!;
    expect(image.width).toBeLessThan(viewport.width / 3);
  });

  test("the filter sheet covers the screen, counts as boxes are ticked, and Show N results returns to the filtered results", async ({ page }) => {
    await page.goto("/products?category=relays-control");
    const total = Number((await page.getByTestId("shown-of-total").textContent())!.match(/of (\d+)/)![1]);
    const sheet = page.getByTestId("filters");
    await sheet.locator("summary").click();
    const viewport = page.viewportSize()!;
    const box = (await sheet.boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(1);
    expect(box.height).toBeGreaterThanOrEqual(viewport.height - 1);
    const show = page.getByTestId("show-results");
    await expect(show).toBeInViewport();
    await expect(show).toHaveText(`Show ${total} results`);

    const maker = sheet.getByTestId("facet-manufacturer").locator("label").first();
    const expected = Number(await maker.locator("span").last().textContent());
    expect(expected).toBeLessThan(total);
    await maker.locator("input").check();
    await expect(show).toHaveText(expected === 1 ? "Show 1 result" : `Show ${expected} results`);
    await expect(page).toHaveURL(/manufacturer=/);
    // Still in the sheet, which kept its place: the button is still there to tap.
    await expect(show).toBeInViewport();
    await show.click();
    await expect(show).toBeHidden();
    await expect(page.getByTestId("shown-of-total")).toContainText(`of ${expected} product${expected === 1 ? "" : "s"}`);
    await expect(page.getByTestId("product-card").first()).toBeInViewport();

    // Clear all from the sheet brings the whole category back: as many as at first, or as the
    // category holds now (tests on the other worker add and remove relays on the same server).
    await sheet.locator("summary").click();
    await page.getByTestId("clear-filters").click();
    await expect(page).not.toHaveURL(/manufacturer=/);
    const shownOf = async () => Number((await page.getByTestId("shown-of-total").textContent())?.match(/of (\d+)/)?.[1] ?? 0);
    await expect.poll(shownOf).toBeGreaterThan(expected);
    const shown = await shownOf();
    const now = ((await (await page.request.get("/api/products?category=relays-control")).json()) as { total: number }).total;
    expect([total, now]).toContain(shown);
  });

  test("without JavaScript the sheet opens and Show N results applies the ticked boxes", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 915 }, isMobile: true });
    const page = await context.newPage();
    await page.goto("/products?category=relays-control");
    await page.getByTestId("filters").locator("summary").click();
    const maker = page.getByTestId("facet-manufacturer").locator("label").first();
    const expected = Number(await maker.locator("span").last().textContent());
    await maker.locator("input").check();
    await page.getByTestId("show-results").click();
    await expect(page).toHaveURL(/manufacturer=/);
    await expect(page.getByTestId("shown-of-total")).toContainText(`of ${expected} product${expected === 1 ? "" : "s"}`);
    await expect(page.getByTestId("show-results")).toBeHidden();
    await context.close();
  });

  test("the mobile menu has tap-to-call and mail links", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByTestId("mobile-menu");
    await menu.locator("summary").click();
    await expect(menu.locator('a[href^="tel:"]')).toBeVisible();
    await expect(menu.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(page.locator("footer a[href^='tel:']")).toHaveCount(1);
  });
});
