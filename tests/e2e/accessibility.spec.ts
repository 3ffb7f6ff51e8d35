import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminPath, adminScreens, screenReady, withInquiry } from "./staff-screens";

// axe (WCAG 2.0 and 2.1, levels A and AA) on every public page type in both languages and on
// every staff screen, at desktop width (the desktop project) and at 390 px (the @mobile project,
// a phone, its viewport narrowed from the Pixel 7's 412 px).
//
// Pages are checked in groups, one browser page each, every page a soft assertion named by its
// path: a new browser context per page cost more than axe itself (136 tests took about 13
// minutes on two workers; these 20 take a third of that).
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const PHONE = { width: 390, height: 844 };
const GROUP = 8;

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

function groups<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

async function publicPath(page: Page, path: string): Promise<string> {
  if (!/\{(product|compare)\}/.test(path)) return path;
  const { items } = (await (await page.request.get("/api/products?limit=3")).json()) as { items: { id: number }[] };
  return path.replace("{product}", String(items[0]!.id)).replace("{compare}", items.map((item) => item.id).join("%2C"));
}

/** The violations, one line each: rule, then the elements it names. */
async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).options({ resultTypes: ["violations"] }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => `${node.target.join(" ")} ${node.failureSummary?.split("\n")[1]?.trim() ?? ""}`).join(" | ")}`);
}

function checks(width: string) {
  for (const locale of ["en", "fr", "ar"]) {
    for (const pages of groups(publicPages, GROUP)) {
      test.describe(() => {
        // The not-found page logs its own status.
        test.use({ allowedConsoleErrors: [/status of 404/] });
        test(`${width}: ${locale} ${pages[0]} … ${pages.at(-1)}`, async ({ page }) => {
          // axe reads every node: a product list of 24 cards takes seconds on a busy machine.
          test.setTimeout(pages.length * 30_000);
          for (const type of pages) {
            const path = await publicPath(page, locale === "en" ? type : `/${locale}${type === "/" ? "" : type}`);
            const response = await page.goto(path);
            expect(response?.status(), path).toBe(type === "/no-such-page" ? 404 : 200);
            expect.soft(await violations(page), path).toEqual([]);
          }
        });
      });
    }
  }
  for (const screens of groups(adminScreens, 6)) {
    test(`${width}: staff ${screens[0]} … ${screens.at(-1)}`, async ({ adminPage: page }) => {
      test.setTimeout(screens.length * 30_000);
      await withInquiry(page, async (inquiry) => {
        for (const screen of screens) {
          const path = await adminPath(page, screen, inquiry);
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await screenReady(page, screen);
          expect.soft(await violations(page), path).toEqual([]);
        }
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
