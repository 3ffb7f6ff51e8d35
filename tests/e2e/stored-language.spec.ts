import { expect, test } from "./fixtures";

test("a language kept in local storage, without the cookie, applies from the first page", async ({ page, context }) => {
  await page.goto("/about");
  await page.evaluate(() => window.localStorage.setItem("lang", "fr"));
  await context.clearCookies();
  await page.goto("/services");
  await expect(page).toHaveURL(/\/fr\/services$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("fr");

  // An explicit French URL with English stored stays French; the cookie is set all the same.
  await page.evaluate(() => window.localStorage.setItem("lang", "en"));
  await context.clearCookies();
  await page.goto("/fr/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
