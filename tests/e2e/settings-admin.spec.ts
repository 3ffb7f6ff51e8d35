import type { Page } from "@playwright/test";
import { csrfToken, expect, test } from "./fixtures";

const DEMO_PHONE = "+212 522 33 44 55";

// These tests save the settings, whose version a save moves: run side by side, one would see the
// other's save as a conflict. They run one after the other, in one worker.
test.describe.configure({ mode: "serial" });

interface Settings {
  version: number;
  instagramUrl: string;
}

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

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

test.describe("a refused save", () => {
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test("a save refused by the server (someone saved meanwhile) keeps every typed value and says so", async ({ adminPage: page }) => {
    await page.goto("/admin/settings");
    const before = (await (await page.request.get("/api/admin/settings")).json()) as Settings;
    const typed = `https://www.instagram.com/kept-${tag()}`;
    await page.getByLabel("Instagram page").fill(typed);
    await page.getByLabel("Closes (Saturday)").fill("12:30");
    // Another administrator saves (the same values) in the meantime: the form's version is stale.
    const other = await page.request.patch("/api/admin/settings", { headers: { "X-CSRF-Token": await csrfToken(page) }, data: { version: before.version } });
    expect(other.status()).toBe(200);

    await page.getByRole("button", { name: "Save the settings" }).click();
    const alert = page.getByTestId("settings-error");
    await expect(alert).toContainText("Updating the settings failed.");
    await expect(alert).toContainText("Your values are still in the form");
    await expect(page.getByTestId("toast").filter({ hasText: "Updating the settings failed." })).toBeVisible();
    await expect(page.getByLabel("Instagram page")).toHaveValue(typed);
    await expect(page.getByLabel("Closes (Saturday)")).toHaveValue("12:30");
    // Nothing was written.
    const after = (await (await page.request.get("/api/admin/settings")).json()) as Settings;
    expect(after.instagramUrl).toBe(before.instagramUrl);
  });
});
