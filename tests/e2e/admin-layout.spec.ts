import { expect, test } from "./fixtures";
import { adminPath, adminScreens, screenReady, withInquiry } from "./staff-screens";

// Issue 31: every staff screen fits a 390 px phone (no sideways scroll of the page), the inbox
// shows its first request without scrolling past the filters, and no tab label is cut at 1280 px.

test.describe("staff screens on a 390 px phone @mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // In groups of six, one browser page each: a test per screen spent more on its sign-in and its
  // test request than on the screen.
  for (let start = 0; start < adminScreens.length; start += 6) {
    const screens = adminScreens.slice(start, start + 6);
    test(`${screens[0]} … ${screens.at(-1)} do not scroll sideways`, async ({ adminPage: page }) => {
      test.setTimeout(screens.length * 30_000);
      // An unread request and a task: the tab strip's badges and the inbox's and board's rows show.
      await withInquiry(page, async (inquiry) => {
        for (const screen of screens) {
          const path = await adminPath(page, screen, inquiry);
          for (const lang of ["en", "fr"]) {
            await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
            await screenReady(page, screen);
            expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `${path} in ${lang}`).toBeLessThanOrEqual(390);
          }
        }
      });
    });
  }

  test("the inbox's filters fold behind a button, and its first request shows on the first screen", async ({ adminPage: page }) => {
    await withInquiry(page, async (inquiry) => {
      await page.goto("/admin/inquiries");
      const disclosure = page.getByTestId("filter-disclosure");
      await expect(disclosure.getByRole("searchbox")).toBeHidden();
      const first = page.getByTestId("inbox-row").first();
      expect((await first.boundingBox())!.y).toBeLessThan(844);
      await disclosure.locator("summary").click();
      await disclosure.getByRole("searchbox").fill(inquiry.email);
      await disclosure.getByRole("button", { name: "Filter", exact: true }).click();
      await expect(page.getByTestId("inbox-row")).toHaveCount(1);
      // A filter in use keeps them open, and says how many.
      await expect(disclosure.getByRole("searchbox")).toBeVisible();
      await expect(disclosure.locator("summary")).toHaveText(/Filters \(1 in use\)/);
    });
  });
});

test.describe("the tab bar at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows every tab whole, badges included, in both languages", async ({ adminPage: page }) => {
    test.setTimeout(60_000);
    await withInquiry(page, async () => {
      for (const lang of ["en", "fr"]) {
        await page.goto(`/admin/inquiries?lang=${lang}`);
        await expect(page.getByTestId("unread-count")).toBeVisible();
        const strip = page.getByTestId("admin-tabs");
        const box = await strip.evaluate((list) => ({ scroll: list.scrollWidth, client: list.clientWidth, right: list.getBoundingClientRect().right }));
        expect(box.scroll, lang).toBeLessThanOrEqual(box.client);
        const cut = await strip.locator("li > *").evaluateAll((tabs, right) => tabs.filter((tab) => tab.getBoundingClientRect().right > right || tab.scrollWidth > tab.clientWidth).map((tab) => tab.textContent), box.right);
        expect(cut, lang).toEqual([]);
      }
    });
  });
});
