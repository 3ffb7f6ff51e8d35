import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-account";
import { expect, test } from "./fixtures";

async function signInByApi(page: Page) {
  const response = await page.request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
}

test.describe("backups screen", () => {
  test("an administrator takes a snapshot, without JavaScript too, and downloads it", async ({ browser, baseURL }) => {
    // The form is a plain post: it works before (or without) JavaScript.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await signInByApi(page);
    await page.goto("/admin/backups");
    await expect(page.getByRole("heading", { level: 1, name: "Backups" })).toBeVisible();
    await page.getByRole("button", { name: "Take a snapshot now" }).click();
    await expect(page.getByRole("status")).toContainText(/Snapshot vitrine-\d{8}T\d{6}Z-\w+(-\d+)?\.tar is ready\./);
    const name = /(vitrine-[^ ]+\.tar)/.exec((await page.getByRole("status").textContent()) ?? "")![1]!;
    await page.goto("/admin/backups");
    const row = page.getByTestId("backups-table").getByRole("row").filter({ hasText: name });
    await expect(row).toBeVisible();
    const download = await page.request.get(`/api/admin/backups/${name}`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/x-tar");
    await context.close();
  });

  test("the screen speaks French", async ({ page }) => {
    await signInByApi(page);
    await page.goto("/admin/backups?lang=fr");
    await expect(page.getByRole("heading", { level: 1, name: "Sauvegardes" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Prendre un instantané" })).toBeVisible();
  });
});
