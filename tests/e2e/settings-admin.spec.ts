import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const DEMO_PHONE = "+212 522 33 44 55";

async function savePhone(page: Page, phone: string) {
  await page.goto("/admin/settings");
  await page.getByLabel("Phone", { exact: true }).fill(phone);
  await page.getByRole("button", { name: "Save the settings" }).click();
  await expect(page.getByTestId("settings-saved")).toBeVisible();
}

test("the phone number changed in the settings shows in the public top bar, in English and French", async ({ adminPage: page }) => {
  try {
    await savePhone(page, "+212 522 11 22 33");
    for (const path of ["/", "/fr"]) {
      await page.goto(path);
      await expect(page.getByTestId("top-bar").getByRole("link", { name: /\+212 522 11 22 33/ })).toHaveAttribute("href", "tel:+212522112233");
    }
  } finally {
    await savePhone(page, DEMO_PHONE);
  }
});

test("an invalid e-mail is caught in the browser with the form's own schema, nothing sent", async ({ adminPage: page }) => {
  await page.goto("/admin/settings");
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/admin/settings")) posted = true;
  });
  await page.getByLabel("Contact e-mail").fill("not an address");
  await page.getByRole("button", { name: "Save the settings" }).click();
  await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
  await expect(page.getByLabel("Contact e-mail")).toBeFocused();
  expect(posted).toBe(false);
});
