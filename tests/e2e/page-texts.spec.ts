import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

// Decision 041: the long texts of single pages travel with their own loaders, not in every page's
// hydration data. A client-side navigation must still bring them, in both languages.
const RAW_KEY = /\b[a-z]+\.[a-zA-Z]+(\.[a-zA-Z]+)+\b/;
type Tree = { [key: string]: Tree | string };
const company = (locale: string): Tree => JSON.parse(readFileSync(`locales/${locale}/company.json`, "utf8"));
/** The message at a key's path ("faq.title") in the nested catalogue. */
const message = (tree: Tree, key: string) => String(key.split(".").reduce<Tree | string | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), tree));

// A heading of each page that only its page texts hold.
const PAGES: [path: string, key: string][] = [
  ["/about", "about.storyTitle"],
  ["/services", "services.deliveryTitle"],
  ["/aerospace", "aerospacePage.segmentsTitle"],
  ["/catalogues", "cataloguesPage.listTitle"],
  ["/contact", "faq.title"],
  ["/privacy", "legal.privacy.sections.controller.title"],
  ["/terms", "legal.terms.sections.purpose.title"],
  ["/cookies", "legal.cookies.tableTitle"],
];

for (const locale of ["en", "fr"] as const) {
  test(`page texts arrive with client-side navigation (${locale})`, async ({ page }) => {
    const texts = company(locale);
    const prefix = locale === "en" ? "" : `/${locale}`;
    await page.goto(prefix || "/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Set on the first document: still there after each click, so no page was loaded in full.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    for (const [path, key] of PAGES) {
      await page.locator(`a[href="${prefix}${path}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}${path}$`));
      await expect(page.locator("main")).toContainText(message(texts, key));
      expect(await page.locator("main").innerText(), path).not.toMatch(RAW_KEY);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), path).toBe(true);
    }
  });
}
