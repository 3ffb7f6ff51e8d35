import { expect, test } from "./fixtures";

test.describe("on a phone @mobile", () => {
  test("the menu toggle opens the navigation and language picker, and closes on outside click or link", async ({ page }) => {
    test.skip(test.info().project.name !== "mobile", "phone layout");
    await page.goto("/");
    await expect(page.getByTestId("top-bar")).toBeHidden();
    const menu = page.getByTestId("mobile-menu");
    const toggle = menu.locator("summary");
    await toggle.click();
    await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible();
    await expect(menu.getByTestId("lang-fr")).toBeVisible();

    // Below the open menu (it holds the contact links too), outside it.
    const panel = (await menu.locator("summary + div").boundingBox())!;
    await page.mouse.click(10, Math.min(panel.y + panel.height + 40, page.viewportSize()!.height - 5));
    await expect(menu.getByRole("link", { name: "Contact" })).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu.getByRole("link", { name: "Contact" })).toBeHidden();

    await toggle.click();
    await menu.getByTestId("lang-fr").click();
    await expect(page).toHaveURL(/\/fr\/services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});
