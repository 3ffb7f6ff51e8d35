import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

// The API keys screen: a key is shown once when created, listed with its prefix, and revoked;
// a revoked key opens nothing. Keys cannot be deleted, so each test revokes the one it made.

test.describe("API keys screen", () => {
  // A refused form answers 400, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });
  test("an administrator creates a key, sees it once, finds it listed and revokes it", async ({ adminPage: page }) => {
    const name = `E2E ERP ${Date.now()}`;
    await page.goto("/admin/api-keys");
    await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible({ timeout: 15_000 });
    const create = page.getByRole("button", { name: "Create the key" });
    await waitForHydration(create);
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Read the catalogue").check();
    await create.click();

    const shown = page.getByTestId("new-api-key-value");
    await expect(shown).toHaveValue(/^vtk_[A-Za-z0-9_-]{43}$/, { timeout: 15_000 });
    const key = await shown.inputValue();
    const row = page.getByTestId("api-key-row").filter({ hasText: name });
    await expect(row).toContainText(key.slice(0, 10));
    await expect(row).toContainText("catalogue:read");
    await expect(row.getByTestId("api-key-state")).toHaveText("Active");

    const call = () => page.request.get("/api/admin/categories", { headers: { Authorization: `Bearer ${key}` } });
    expect((await call()).status()).toBe(200);

    // Shown once: not on the page once reloaded.
    await page.reload();
    await expect(page.getByTestId("api-key-row").filter({ hasText: name })).toBeVisible({ timeout: 15_000 });
    expect(await page.content()).not.toContain(key);
    // Its last use is shown.
    await expect(page.getByTestId("api-key-row").filter({ hasText: name })).not.toContainText("Never");

    const revoke = page.getByTestId("api-key-row").filter({ hasText: name }).getByRole("button", { name: /Revoke/ });
    await waitForHydration(revoke);
    page.once("dialog", (dialog) => void dialog.accept());
    await revoke.click();
    await expect(page.getByText(`The key ${name} is revoked.`)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("api-key-row").filter({ hasText: name }).getByTestId("api-key-state")).toHaveText("Revoked");
    expect((await call()).status()).toBe(401);
  });

  test("the screen speaks French: the form's errors, the key shown once and its revocation", async ({ adminPage: page }) => {
    const name = `E2E Place de marché ${Date.now()}`;
    await page.goto("/admin/api-keys?lang=fr");
    await expect(page.getByRole("heading", { level: 1, name: "Clés d’API" })).toBeVisible({ timeout: 15_000 });
    const create = page.getByRole("button", { name: "Créer la clé" });
    await waitForHydration(create);
    // No scope ticked: refused, named, nothing created.
    await page.getByLabel("Nom").fill(name);
    await create.click();
    await expect(page.getByText("Cochez au moins un droit.")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("new-api-key")).toHaveCount(0);
    await expect(page.getByTestId("api-key-row").filter({ hasText: name })).toHaveCount(0);

    await page.getByLabel("Lire les demandes").check();
    await create.click();
    await expect(page.getByTestId("new-api-key")).toContainText("Copiez la clé maintenant", { timeout: 15_000 });
    const row = page.getByTestId("api-key-row").filter({ hasText: name });
    await expect(row.getByTestId("api-key-state")).toHaveText("Active");
    await expect(row).toContainText("Jamais");
    const revoke = row.getByRole("button", { name: /Révoquer/ });
    await waitForHydration(revoke);
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe(`Révoquer la clé ${name}\u202f? Les appels faits avec elle sont refusés aussitôt.`);
      void dialog.accept();
    });
    await revoke.click();
    await expect(row.getByTestId("api-key-state")).toHaveText("Révoquée", { timeout: 15_000 });
  });
});
