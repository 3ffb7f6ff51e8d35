import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminPath, adminScreens, screenReady, withInquiry } from "./staff-screens";

// axe (WCAG 2.0 and 2.1, levels A and AA) on every public page type in both languages and on
// every staff screen, at desktop width (the desktop project) and at 390 px (the @mobile project,
// a phone, its viewport narrowed from the Pixel 7's 412 px).
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const PHONE = { width: 390, height: 844 };

const publicPages = [
  "/",
  "/products",
  "/products?category=relays-control",
  "/products?category=relays-control&view=table",
  "/products/{product}",
  "/compare?ids={compare}",
  "/quote",
  "/contact",
  "/about",
  "/aerospace",
  "/services",
  "/applications",
  "/catalogues",
  "/favorites",
  "/blog",
  "/blog/inductive-sensors-in-harsh-environments",
  "/privacy",
  "/terms",
  "/cookies",
  "/admin-contact",
  "/products?q=SSR%2025A",
  "/products?q=nothing-matches-this-query",
  "/no-such-page",
];



async function publicPath(page: Page, path: string): Promise<string> {
  if (!/\{(product|compare)\}/.test(path)) return path;
  const { items } = (await (await page.request.get("/api/products?limit=3")).json()) as { items: { id: number }[] };
  return path.replace("{product}", String(items[0]!.id)).replace("{compare}", items.map((item) => item.id).join("%2C"));
}

/** The violations, one line each: rule, then the elements it names. */
async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => `${node.target.join(" ")} ${node.failureSummary?.split("\n")[1]?.trim() ?? ""}`).join(" | ")}`);
}



function checks(width: string) {
  for (const locale of ["en", "fr"]) {
    for (const type of publicPages) {
      test.describe(() => {
        if (type === "/no-such-page") test.use({ allowedConsoleErrors: [/status of 404/] });
        test(`${width}: ${locale} ${type}`, async ({ page }) => {
          // axe reads every node: a product list of 24 cards takes seconds on a busy machine.
          test.setTimeout(90_000);
          const path = await publicPath(page, locale === "fr" ? `/fr${type === "/" ? "" : type}` : type);
          await page.goto(path);
          expect(await violations(page), path).toEqual([]);
        });
      });
    }
  }
  for (const screen of adminScreens) {
    test(`${width}: staff ${screen}`, async ({ adminPage: page }) => {
      test.setTimeout(90_000);
      await withInquiry(page, async (inquiry) => {
        const path = await adminPath(page, screen, inquiry);
        await page.goto(path);
        await screenReady(page, screen);
        expect(await violations(page), path).toEqual([]);
      });
    });
  }
}

test.describe("axe at desktop width", () => {
  checks("desktop");
});

test.describe("axe on a phone @mobile", () => {
  test.use({ viewport: PHONE });
  checks("390 px");
});
