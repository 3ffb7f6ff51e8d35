import { test as base, expect } from "@playwright/test";

/**
 * Every page test fails on a console error or an uncaught exception in the page, except the
 * ones a test says it expects (a 404 page logs its own status, for instance).
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
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
