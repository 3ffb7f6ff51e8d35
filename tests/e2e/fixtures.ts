import { test as base, expect } from "@playwright/test";

/**
 * Every page test fails on a console error or an uncaught exception in the page, except the
 * ones a test says it expects (a 404 page logs its own status, for instance).
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
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
