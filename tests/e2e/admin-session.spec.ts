import type { BrowserContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-account";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

// SPEC §4 "Admin session", in the browser: every state change and its toasts, in both languages.

async function useFrench(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "lang", value: "fr", url: baseURL! }]);
}

const toast = (page: Page) => page.getByTestId("toast");
const authStatus = async (page: Page) => (await page.request.get("/api/admin/auth-status")).json();

test.describe("admin session", () => {
  test("an admin page sends a visitor who is not signed in to /admin/login", async ({ page }) => {
    await page.goto("/admin/categories");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { name: "Administrator sign-in" })).toBeVisible();
    await page.goto("/kanban");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("signing in shows 'Connexion réussie' and opens the admin area", async ({ page, context, baseURL }) => {
    await useFrench(context, baseURL);
    await page.goto("/admin/login");
    await page.getByLabel("Nom d’utilisateur").fill(E2E_ADMIN.username);
    await page.getByLabel("Mot de passe").fill(E2E_ADMIN.password);
    await waitForHydration(page.locator("form"));
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(toast(page).getByTestId("toast-title")).toHaveText("Connexion réussie");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId("signed-in-as")).toContainText(`Connecté en tant que ${E2E_ADMIN.username}`);
    const tabs = page.getByRole("navigation", { name: "Sections de l’administration" });
    for (const tab of ["Produits", "Catégories", "Demandes", "Ajouter un produit", "Traductions", "Paramètres", "Journal d’audit"]) {
      await expect(tabs.getByRole("link", { name: tab })).toBeVisible();
    }
    await expect(tabs.getByText("Modifier le produit")).toHaveAttribute("aria-disabled", "true");
    expect((await authStatus(page)).authenticated).toBe(true);
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test("a failed sign-in shows the message and a destructive toast, in French and in English", async ({ page, context, baseURL }) => {
      await useFrench(context, baseURL);
      await page.goto("/admin/login");
      await page.getByLabel("Nom d’utilisateur").fill(E2E_ADMIN.username);
      await page.getByLabel("Mot de passe").fill("not the password");
      await waitForHydration(page.locator("form"));
    await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page.getByTestId("login-error")).toHaveText("Identifiants incorrects. Veuillez réessayer.");
      await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
      await expect(toast(page).getByTestId("toast-title")).toHaveText("Échec de la connexion");
      await expect(toast(page).getByTestId("toast-description")).toHaveText("Identifiants incorrects. Veuillez réessayer.");
      await expect(page).toHaveURL(/\/admin\/login$/);
      expect((await context.cookies()).some((cookie) => cookie.name.includes("vitrine_session"))).toBe(false);

      await context.clearCookies();
      await page.goto("/admin/login");
      await page.getByLabel("Username").fill("nobody");
      await page.getByLabel("Password").fill("not the password");
      await waitForHydration(page.locator("form"));
    await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByTestId("login-error")).toHaveText("Incorrect username or password. Please try again.");
      await expect(toast(page).getByTestId("toast-title")).toHaveText("Sign-in failed");
    });
  });

  test("signing out shows 'Déconnexion réussie', then the sign-in page; the session is over", async ({ adminPage: page, context, baseURL }) => {
    await useFrench(context, baseURL);
    await page.goto("/admin/inquiries");
    await waitForHydration(page.locator("form", { has: page.getByRole("button", { name: "Se déconnecter" }) }));
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(toast(page).getByTestId("toast-title")).toHaveText("Déconnexion réussie");
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await authStatus(page)).toEqual({ authenticated: false, csrfToken: null, expiresAt: null });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 500/] });

    test("a failed sign-out shows 'Échec de la déconnexion' with the error, and stays signed in", async ({ adminPage: page, context, baseURL }) => {
      await useFrench(context, baseURL);
      await page.goto("/admin");
      await page.route("**/api/admin/logout", (route) => route.fulfill({ status: 500, body: "Base de données indisponible" }));
      await waitForHydration(page.locator("form", { has: page.getByRole("button", { name: "Se déconnecter" }) }));
    await page.getByRole("button", { name: "Se déconnecter" }).click();
      await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
      await expect(toast(page).getByTestId("toast-title")).toHaveText("Échec de la déconnexion");
      await expect(toast(page).getByTestId("toast-description")).toHaveText("500: Base de données indisponible");
      await expect(page).toHaveURL(/\/admin$/);
      expect((await authStatus(page)).authenticated).toBe(true);
    });
  });

  test("a session found past its expiresAt at load signs out at once", async ({ adminPage: page }) => {
    const { expiresAt } = await authStatus(page);
    // The page's clock is already past the session's end when it loads. A minute past: the end
    // is the idle limit counted from the last request, so every request of the page's load
    // (the document, its auth-status call) moves it on by the seconds they took, and a page
    // that took over 2 s to load on a busy machine saw a session still open (a flaky test).
    await page.clock.install({ time: expiresAt + 60_000 });
    // Held still: on a busy machine the page can take longer to load than the toast stays (5 s).
    await page.clock.pauseAt(expiresAt + 61_000);
    await page.goto("/admin");
    await expect(toast(page).getByTestId("toast-title")).toHaveText("Signed out successfully");
    await expect(toast(page).getByTestId("toast-description")).toHaveText("Your session has expired.");
    await page.clock.resume(); // the move to the sign-in page waits on a timer
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await authStatus(page)).authenticated).toBe(false);
  });

  test("the 30-second expiry check signs out once the clock passes expiresAt", async ({ adminPage: page }) => {
    await page.clock.install();
    await page.goto("/admin/categories");
    await expect(page.getByTestId("admin-tab-categories")).toBeVisible();
    await page.clock.fastForward("31:00");
    await expect(toast(page).getByTestId("toast-title")).toHaveText("Signed out successfully");
    await page.clock.runFor(600);
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await authStatus(page)).authenticated).toBe(false);
  });

  test("when the server ends the session, the page notices on focus and goes to the sign-in page", async ({ adminPage: page }) => {
    // The page must have seen itself signed in before the server ends the session.
    const statusLoaded = page.waitForResponse((response) => response.url().endsWith("/api/admin/auth-status"));
    await page.goto("/admin/translations");
    await statusLoaded;
    const { csrfToken } = await authStatus(page);
    await page.request.post("/api/admin/logout", { headers: { "X-CSRF-Token": csrfToken } });
    // A status call still under way when focus comes absorbs it: focus until the page notices.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event("focus"))).catch(() => {});
        return new URL(page.url()).pathname;
      })
      .toBe("/admin/login");
    await expect(toast(page).getByTestId("toast-title")).toHaveText("Your session has ended. Please sign in again.");
  });
});
