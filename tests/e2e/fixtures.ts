import { test as base, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-account";
import { ownAddress } from "./client-address";

/** Signs the page's browser context in as the browser tests' administrator, through the sign-in call. */
export async function signIn(page: Page): Promise<void> {
  const response = await page.request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(response.status(), "sign-in").toBe(200);
}

/** The signed-in administrator's anti-forgery token, for the admin calls a test makes itself. */
export async function csrfToken(page: Page): Promise<string> {
  return ((await (await page.request.get("/api/admin/auth-status")).json()) as { csrfToken: string }).csrfToken;
}

/**
 * Every page test fails on a console error or an uncaught exception in the page, except the
 * ones a test says it expects (a 404 page logs its own status, for instance). `adminPage` is the
 * page signed in as the administrator.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[]; adminPage: Page }>({
  allowedConsoleErrors: [[], { option: true }],
  // With JavaScript on, page.goto() returns once the page is hydrated: a click that lands before
  // React is ready would otherwise submit the plain HTML form instead.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        return response;
      };
    }
    await use(page);
  },
  // The page, signed in as the administrator from the test's own client address (so that no two
  // tests share a rate-limit allowance).
  adminPage: async ({ page }, use, testInfo) => {
    await ownAddress(page, testInfo);
    await signIn(page);
    await use(page);
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((error) => !allowedConsoleErrors.some((allowed) => allowed.test(error)));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
