import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Turning Arabic off in the settings removes its pages, its switcher entry and its hreflang
// alternates (issue 36). The setting is the whole site's: run beside other tests, it would send
// their /ar pages elsewhere. This file's project ("site-wide", playwright.config.ts) starts once
// every other page test has finished.

test.describe.serial("Arabic turned off in the settings", () => {
  const setArabic = async (page: Page, on: boolean) => {
    await page.goto("/admin/settings");
    const box = page.getByRole("checkbox", { name: "العربية" });
    if (on) await box.check();
    else await box.uncheck();
    await page.getByRole("button", { name: "Save the settings" }).click();
    await expect(page.getByTestId("settings-saved")).toBeVisible();
  };

  test("removes the /ar pages, the switcher entry and the hreflang alternates, and brings them back", async ({ adminPage: page }) => {
    await setArabic(page, false);
    try {
      const response = await page.request.get("/ar/products", { maxRedirects: 0 });
      expect([302, 404]).toContain(response.status());
      await page.goto("/fr/products");
      await expect(page.getByTestId("lang-fr").first()).toBeAttached();
      await expect(page.getByTestId("lang-ar")).toHaveCount(0);
      expect(await page.locator('link[rel="alternate"][hreflang="ar"]').count()).toBe(0);
      const sitemap = await (await page.request.get("/sitemap.xml")).text();
      expect(sitemap).not.toContain("/ar/");
    } finally {
      await setArabic(page, true);
    }
    await page.goto("/fr/products");
    await expect(page.getByTestId("lang-ar").first()).toBeAttached();
    expect(await page.locator('link[rel="alternate"][hreflang="ar"]').count()).toBe(1);
  });
});
