import { type Browser, type BrowserContext, devices, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Issue 31 on a phone: pages as wide as the screen, compare columns that can be removed, a menu
// and a search that work before the page's scripts run (or without them), and the header's
// name on one line. Phone tests run at 390 px, the width of the audit's phone.
const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } };

async function demoIds(page: Page, partNumbers: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const partNumber of partNumbers) {
    const body = (await (await page.request.get(`/api/products?q=${encodeURIComponent(partNumber)}`)).json()) as { items: Array<{ id: number; partNumber: string }> };
    ids.push(body.items.find((item) => item.partNumber === partNumber)!.id);
  }
  return ids;
}

const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** How many lines an element's text takes. */
const lines = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

/**
 * A phone whose page scripts (the built modules under /assets/) wait until `release()`: the
 * page as a buyer on a slow network sees it before hydration. Its pages are awaited to
 * DOMContentLoaded only: the held scripts may delay the load event.
 */
async function phoneWithHeldScripts(browser: Browser): Promise<{ context: BrowserContext; page: Page; release: () => void }> {
  const context = await browser.newContext(phone);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return { context, page: await context.newPage(), release };
}

test.describe("public pages on a phone @mobile", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "mobile", "phone layout");
  });
  test.use({ viewport: phone.viewport });

  test("compare, the table view, the cookies page and the French product page are as wide as the screen", async ({ page }) => {
    // Seven page loads on a phone (about 40 s on a busy machine).
    test.slow();
    const ids = await demoIds(page, ["D2425", "D2450-10", "RM1A48D50"]);
    for (const url of [`/compare?ids=${ids.join(",")}`, `/fr/compare?ids=${ids.join(",")}`, "/products?view=table&category=relays-control", "/cookies", `/fr/products/${ids[0]}`]) {
      await page.goto(url);
      expect(await documentWidth(page), url).toBe(390);
    }

    // Compare: the labels stay in view and leave room for the products; the frame scrolls.
    await page.goto(`/compare?ids=${ids.join(",")}`);
    const label = (await page.getByRole("rowheader", { name: "Manufacturer" }).boundingBox())!;
    expect(label.width).toBeLessThan(390 / 2.5);
    const frame = page.getByTestId("compare-frame");
    await frame.evaluate((element) => (element.scrollLeft = 200));
    expect((await page.getByRole("rowheader", { name: "Manufacturer" }).boundingBox())!.x).toBe(label.x);

    // The cookies table's frame is reached with the keyboard and named.
    await page.goto("/cookies");
    const cookies = page.getByRole("region", { name: "The cookies we use" });
    await expect(cookies).toHaveAttribute("tabindex", "0");
    await cookies.focus();
    await expect(cookies).toBeFocused();
  });

  test("the brand is on one line and the tagline breaks between words only", async ({ page }) => {
    for (const url of ["/", "/fr"]) {
      await page.goto(url);
      expect(await lines(page, "site-name"), url).toBe(1);
    }
    const word = page.getByTestId("tagline").getByText("Co-concevoir", { exact: true });
    expect(await word.evaluate((element) => element.getClientRects().length)).toBe(1);
  });

  test("a compare column is removed with its control, and the list kept on the phone follows", async ({ page }) => {
    const ids = await demoIds(page, ["D2425", "D2450-10", "RM1A48D50"]);
    await page.goto("/");
    await page.evaluate((list) => localStorage.setItem("compare", JSON.stringify(list)), ids.map((id, i) => ({ id, partNumber: ["D2425", "D2450-10", "RM1A48D50"][i] })));
    await page.goto(`/compare?ids=${ids.join(",")}`);
    const columns = page.getByTestId("compare-column");
    await expect(columns).toHaveCount(3);
    await columns.nth(1).getByRole("link", { name: "Remove D2450-10 from the comparison" }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids[0]},${ids[2]}$`));
    await expect(columns).toHaveCount(2);
    await expect(page.getByTestId("compare-table")).not.toContainText("D2450-10");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("compare")!))).toEqual([
      { id: ids[0], partNumber: "D2425" },
      { id: ids[2], partNumber: "RM1A48D50" },
    ]);
  });

  test("the compare pill is small and opaque", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("compare", JSON.stringify([{ id: 1, partNumber: "A" }, { id: 2, partNumber: "B" }])));
    await page.goto("/products");
    const pill = page.getByTestId("compare-bar");
    await expect(pill.getByTestId("compare-link")).toHaveText("Compare 2 products");
    const box = (await pill.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(48);
    expect(box.width).toBeLessThan(390 * 0.7);
    expect(await pill.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\(/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a compare column is removed by its link", async ({ page }) => {
      const ids = await demoIds(page, ["D2425", "D2450-10", "RM1A48D50"]);
      await page.goto(`/compare?ids=${ids.join(",")}&diff=1`);
      await page.getByRole("link", { name: "Remove D2425 from the comparison" }).click();
      await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids[1]},${ids[2]}&diff=1$`));
      await expect(page.getByTestId("compare-column")).toHaveCount(2);
    });

    test("the menu is closed on the page its link opens", async ({ page }) => {
      await page.goto("/");
      const menu = page.getByTestId("mobile-menu");
      await menu.locator("summary").click();
      await menu.getByRole("link", { name: "Services" }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(menu).not.toHaveAttribute("open");
      await expect(menu.getByRole("link", { name: "Contact" })).toBeHidden();
    });

    test("the search icon puts the cursor in the search box: typed text goes there and Enter shows the results", async ({ page }) => {
      await page.goto("/");
      await page.getByTestId("search-button").click();
      const box = page.getByRole("searchbox", { name: "Search the catalogue" });
      await expect(box).toBeFocused();
      await page.keyboard.type("rm22-tg");
      await expect(box).toHaveValue("rm22-tg");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/products\?q=rm22-tg$/);
      await expect(page.getByTestId("part-number").first()).toHaveText("RM22TG20");
    });
  });

  test.describe("before the page's scripts have run", () => {
    test("the search icon puts the cursor in the search box", async ({ browser }) => {
      const { context, page } = await phoneWithHeldScripts(browser);
      await page.goto("/fr", { waitUntil: "domcontentloaded" });
      await page.getByTestId("search-button").click();
      await page.keyboard.type("D2425");
      await expect(page.getByRole("searchbox", { name: "Rechercher dans le catalogue" })).toHaveValue("D2425");
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      await context.close();
    });

    test("the menu closes on navigation, whether a link is tapped before the scripts run or after", async ({ browser }) => {
      // Three page loads, one of them waiting for the scripts (about 30 s on a busy machine).
      test.slow();
      const { context, page, release } = await phoneWithHeldScripts(browser);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const menu = page.getByTestId("mobile-menu");
      await menu.locator("summary").click();
      await menu.getByRole("link", { name: "Services" }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(menu).not.toHaveAttribute("open");

      // Opened before the scripts run, a link tapped once they have: the page changes in place.
      await menu.locator("summary").click();
      await expect(menu).toHaveAttribute("open");
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await menu.getByRole("link", { name: "Catalogues" }).click();
      await expect(page).toHaveURL(/\/catalogues$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Catalogues");
      await expect(menu).not.toHaveAttribute("open");
      await expect(menu.getByRole("link", { name: "Contact" })).toBeHidden();
      await context.close();
    });
  });
});

test.describe("public pages on a desktop", () => {
  test("the table view fits the window: manufacturer column in its frame, view switch and sort in view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/products?view=table&category=relays-control");
    expect(await documentWidth(page)).toBe(1280);
    for (const control of [page.getByTestId("view-table"), page.getByLabel("Sort by")]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
    }
    const frame = page.getByTestId("product-table-wrap");
    await frame.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    await expect(frame.getByRole("columnheader", { name: /Manufacturer/ })).toBeInViewport();
  });

  test("the compare pill leaves the quote form's submit button free", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const [id] = await demoIds(page, ["D2425"]);
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("compare", JSON.stringify([{ id: 1, partNumber: "A" }, { id: 2, partNumber: "B" }])));
    await page.goto(`/products/${id}`);
    await expect(page.getByTestId("compare-bar")).toBeVisible();
    const submit = page.getByTestId("contact-form").getByRole("button", { name: "Request a quote" });
    // The button at the very bottom of the window, where a bar would lie over it.
    await submit.evaluate((element) => element.scrollIntoView({ block: "end" }));
    const covered = await submit.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const points = [[box.left + 2, box.bottom - 2], [box.right - 2, box.bottom - 2], [box.left + box.width / 2, box.top + box.height / 2]];
      return points.some(([x, y]) => !element.contains(document.elementFromPoint(x!, y!)));
    });
    expect(covered).toBe(false);

    // At the end of the page, nothing lies under the pill: the last line can be read.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = (await page.getByTestId("copyright").boundingBox())!;
    const pill = (await page.getByTestId("compare-bar").boundingBox())!;
    expect(copyright.y + copyright.height).toBeLessThanOrEqual(pill.y);
  });
});
