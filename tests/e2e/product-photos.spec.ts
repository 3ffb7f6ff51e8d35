import { expect, test } from "./fixtures";

// Issue 35: every demo product has a picture (an illustration made at seed time), served in
// renditions with srcset, its alt text in the page's language, and named in the product's JSON-LD.

test("cards and the product page show each product's picture, with alt text in the page's language", async ({ page }) => {
  for (const [path, language] of [
    // One maker's demo products: other tests add products (newest first) with pictures or none.
    ["/products?manufacturer=Omron", "en"],
    ["/fr/products?manufacturer=Omron", "fr"],
  ] as const) {
    await page.goto(path);
    const cards = page.getByTestId("product-card");
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(6);
    const images = page.getByTestId("product-card").locator("img");
    await expect(images).toHaveCount(count);
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const image = card.locator("img");
      const title = (await card.getByRole("heading", { level: 3 }).textContent())!.trim().replace(/…$/, "");
      // The alt text is the product's name in the page's language (the title may be clamped).
      expect(await image.getAttribute("alt"), `${language} card ${i}`).toContain(title.slice(0, 20));
      // Other tests may add products with photos of their own: their size is theirs.
      // A <picture>: WebP for browsers that take it, the same widths in JPEG in the <img>.
      expect(await card.locator('picture source[type="image/webp"]').getAttribute("srcset")).toMatch(/-w320\.webp 320w, /);
      expect(await image.getAttribute("srcset")).toMatch(/-w320\.jpg 320w, /);
      expect(await image.getAttribute("src")).toMatch(/\.jpg$/);
      expect(Number(await image.getAttribute("width"))).toBeGreaterThan(0);
    }
    // The first card's image loads (width known to the browser, not a broken image).
    await cards.first().scrollIntoViewIfNeeded();
    await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The JPEG fallback a browser without WebP takes (the demo's are made on their first request).
    const fallback = await page.request.get((await images.first().getAttribute("src"))!);
    expect(fallback.status()).toBe(200);
    expect(fallback.headers()["content-type"]).toBe("image/jpeg");
  }

  await page.goto("/fr/products?q=RXM4AB2BD");
  await page.getByTestId("product-card").first().getByRole("heading", { level: 3 }).getByRole("link").click();
  await expect(page).toHaveURL(/\/fr\/products\/\d+$/);
  const main = page.locator("main img[fetchpriority=high]");
  await expect(main).toHaveAttribute("alt", /Relais/);
  // The main photo is loaded at once, in WebP; the others wait until they are near the screen.
  await expect(main).not.toHaveAttribute("loading", "lazy");
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/\.webp$/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === "Product");
  expect(product?.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/.+\.webp$/);
});

test("@mobile a phone downloads a small rendition for each card (at most 40 KB)", async ({ page }) => {
  const sizes: Array<[string, number]> = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "image" || !response.url().includes("/media/")) return;
    sizes.push([response.url(), (await response.body()).length]);
  });
  await page.goto("/products?manufacturer=Omron");
  await expect(page.getByTestId("product-card").first().locator("img")).toBeVisible();
  await expect.poll(() => sizes.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  for (const [url, bytes] of sizes) {
    expect(url, url).toMatch(/-w320\.webp$/);
    expect(bytes, url).toBeLessThanOrEqual(40 * 1024);
  }
});
