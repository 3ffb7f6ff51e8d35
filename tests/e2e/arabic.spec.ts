import type { Locator, Page } from "@playwright/test";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "./fixtures";

// Arabic pages (issue 36, decision 066): right to left from the server, a mirrored layout, part
// numbers and values left to right, no axe violation. Turning Arabic off is in
// arabic-off.site-wide.spec.ts: it changes the whole site, so it runs after every other page test.

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function productIds(page: Page): Promise<number[]> {
  const { items } = (await (await page.request.get("/api/products?limit=3")).json()) as { items: { id: number }[] };
  return items.map((item) => item.id);
}

async function arabicPages(page: Page): Promise<string[]> {
  const ids = await productIds(page);
  return ["/ar", "/ar/products", `/ar/products/${ids[0]}`, `/ar/compare?ids=${ids.join("%2C")}`, "/ar/quote", "/ar/contact"];
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server writes lang=ar dir=rtl on every Arabic page", async ({ page }) => {
    for (const path of await arabicPages(page)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html"), path).toHaveAttribute("dir", "rtl");
      await expect(page.locator("html"), path).toHaveAttribute("lang", "ar");
      expect(await page.evaluate(() => getComputedStyle(document.body).direction), path).toBe("rtl");
    }
    // The French pages stay left to right.
    await page.goto("/fr/products");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });
});

for (const width of [390, 1280]) {
  test(`${width} px: the layout mirrors, part numbers read left to right, no axe violation`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of await arabicPages(page)) {
      await page.goto(path);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction), path).toBe("rtl");
      await testInfo.attach(`${path} at ${width} px`, { body: await page.screenshot({ fullPage: false }), contentType: "image/png" });
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG).options({ resultTypes: ["violations"] }).analyze();
      expect.soft(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`), path).toEqual([]);
    }

    // The catalogue: a part number is an isolated left-to-right run inside the right-to-left card.
    await page.goto("/ar/products");
    const part = page.getByTestId("part-number").first().locator("bdi");
    await expect(part).toHaveAttribute("dir", "ltr");
    expect(await part.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    expect(await page.getByTestId("part-number").first().evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");

    // The header's first item (the logo, the home link) is on the right.
    const header = page.locator("header").first();
    const first = header.getByRole("link").first();
    const [headerBox, firstBox] = [await header.boundingBox(), await first.boundingBox()];
    expect(firstBox!.x + firstBox!.width / 2).toBeGreaterThan(headerBox!.x + headerBox!.width / 2);

    // The product page: the part number and the specification values read left to right.
    const [id] = await productIds(page);
    await page.goto(`/ar/products/${id}`);
    const heading = page.getByTestId("product-part-number").locator("bdi");
    expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
  });
}

/**
 * Where the first and the last character of `run` are drawn inside `container`: a run that reads
 * left to right has its first character on the left ("5 mm", not "mm 5").
 */
async function drawnOrder(container: Locator, run: string): Promise<{ first: number; last: number }> {
  return container.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node as Text).data.indexOf(wanted);
      if (at < 0) continue;
      const box = (offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getBoundingClientRect().left;
      };
      return { first: box(at), last: box(at + wanted.length - 1) };
    }
    throw new Error(`"${wanted}" is not in the text`);
  }, run);
}

test("values written inside an Arabic product name read left to right, on the card and on the product page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/ar/products?q=E2E-X5ME1");
  const name = page.getByTestId("product-card").first().getByRole("heading");
  await expect(name).toContainText("مسافة 5 mm");
  for (const run of ["5 mm", "M18", "NPN NO", "2 m"]) {
    const { first, last } = await drawnOrder(name, run);
    expect(first, run).toBeLessThan(last);
  }
  // The Arabic around them still reads right to left: a word's first letter is on its right.
  expect(await name.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  const word = await drawnOrder(name, "حساس");
  expect(word.first).toBeGreaterThan(word.last);

  await name.getByRole("link").click();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText("مسافة 5 mm");
  const { first, last } = await drawnOrder(heading, "5 mm");
  expect(first).toBeLessThan(last);
  // What a reader copies is the name as written, without marks.
  expect(await heading.innerText()).toContain("حساس تقارب حثي، M18، مسافة 5 mm مدرّع");
});

test("Arabic texts: the interface in Arabic with Western digits, the switcher names the language in Arabic", async ({ page }) => {
  await page.goto("/ar/products");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("المنتجات");
  // The switcher is in the top bar and again in the phone menu.
  await expect(page.getByTestId("lang-ar").first()).toHaveText("العربية");
  await expect(page.getByTestId("lang-ar").first()).toHaveAttribute("aria-current", "true");
  expect(await page.locator("main").innerText()).not.toMatch(/[٠-٩]/);
  const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
  expect(hreflangs).toEqual(expect.arrayContaining(["en", "fr", "ar", "x-default"]));
  await page.goto("/products");
  await expect(page.getByTestId("lang-ar").first()).toHaveAttribute("href", /^\/ar\/products\?lang=ar$/);
  // The Arabic news feed links its Arabic pages.
  const feed = await page.request.get("/ar/blog/feed.xml");
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toMatch(/\/ar\/blog/);
});

test("the first load of /ar/products stays within 40 KB of /fr/products", async ({ page, browser }) => {
  const transfer = async (path: string) => {
    const context = await browser.newContext();
    const fresh = await context.newPage();
    const session = await context.newCDPSession(fresh);
    await session.send("Network.enable");
    let bytes = 0;
    session.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));
    await fresh.goto(path, { waitUntil: "networkidle" });
    await fresh.evaluate(() => document.fonts.ready);
    await fresh.waitForLoadState("networkidle");
    await context.close();
    return bytes;
  };
  const french = await transfer("/fr/products");
  const arabic = await transfer("/ar/products");
  test.info().annotations.push({ type: "transfer", description: `/fr/products ${french} B, /ar/products ${arabic} B, difference ${arabic - french} B` });
  console.log(`first-load transfer: /fr/products ${french} B, /ar/products ${arabic} B, difference ${arabic - french} B`);
  expect(arabic - french).toBeLessThanOrEqual(40 * 1024);
  // The Arabic typeface is fetched by Arabic pages only.
  await page.goto("/fr/products");
  expect(await page.locator('link[href*="arabic-font"]').count()).toBe(0);
  await page.goto("/ar/products");
  expect(await page.locator('link[href*="arabic-font"]').count()).toBe(1);
});
