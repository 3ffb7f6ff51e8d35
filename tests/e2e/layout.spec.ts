import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

test.describe("public layout", () => {
  test("home in English: header, navigation and footer complete", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    const topBar = page.getByTestId("top-bar");
    await expect(topBar.getByRole("link", { name: /\+212/ })).toHaveAttribute("href", /^tel:\+212/);
    await expect(topBar.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:sales@/);
    await expect(topBar.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("target", "_blank");
    await expect(topBar.getByRole("link", { name: "Instagram" })).not.toHaveAttribute("target", /.*/);
    await expect(topBar.getByTestId("lang-en")).toHaveAttribute("aria-current", "true");
    await expect(topBar.getByTestId("lang-fr")).not.toHaveAttribute("aria-current", /.*/);
    await expect(page.getByText("Innovate. Develop. Co-design").first()).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const item of ["Home", "About", "Products", "Aerospace", "Services", "Applications", "Catalogues", "Contact"]) {
      await expect(nav.getByRole("link", { name: item, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("search-button")).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Relays" })).toHaveAttribute("href", /^\/products\?category=Relays%20%26%20Control$/);
    for (const name of ["Sensors", "Timers", "Control & safety", "Micro-motors"]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", /^\/products\?category=/);
    }
    for (const name of ["About", "Applications", "Catalogues", "Blog", "Contact", "Privacy policy", "Terms of use", "Cookie policy"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/212/);
    await expect(page.getByTestId("copyright")).toContainText(`© ${new Date().getFullYear()} `);
    await expect(page.getByTestId("featured-categories").getByRole("link")).not.toHaveCount(0);
  });

  test("home in French at /fr", async ({ page }) => {
    await page.goto("/fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Accueil" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Aéronautique" })).toHaveAttribute("href", "/fr/aerospace");
    await expect(page.getByTestId("top-bar").getByTestId("lang-fr")).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { name: "Catégories les plus vendues" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Relais" })).toHaveAttribute("href", /^\/fr\/products\?category=/);
    await expect(page.getByTestId("copyright")).toContainText("Tous droits réservés");
  });

  test("switching language keeps the page and remembers the choice", async ({ page, context }) => {
    await page.goto("/about");
    await page.getByTestId("top-bar").getByTestId("lang-fr").click();
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("À propos");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "lang")).toMatchObject({ value: "fr" });
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("fr");

    // The remembered choice sends an unprefixed URL to its French twin.
    await page.goto("/services");
    await expect(page).toHaveURL(/\/fr\/services$/);

    await page.getByTestId("top-bar").getByTestId("lang-en").click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services");
    await page.goto("/contact");
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("navigation highlights the current item, shows the loading message and scrolls to the top", async ({ page }) => {
    await page.goto("/fr");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Hold the next page's data long enough to see the loading indicator.
    await page.route("**/*.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Catalogues" }).click();
    await expect(page.getByTestId("loading-indicator")).toHaveText("Chargement...");
    await expect(page).toHaveURL(/\/fr\/catalogues$/);
    await expect(page.getByTestId("loading-indicator")).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Catalogues" })).toHaveAttribute("aria-current", "page");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test("unknown pages answer 404 with a link home, in the page's language", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);

    const french = await page.goto("/fr/introuvable");
    expect(french?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
    expect((await page.goto("/de/products"))?.status()).toBe(404);
    });
  });

  test("the newsletter takes the address, says a confirmation link was mailed and clears the field", async ({ page }) => {
    await page.goto("/");
    const field = page.getByLabel("Your e-mail address");
    // A submit before React has hydrated the form would miss its handler: wait for it.
    await waitForHydration(page.locator("form", { has: field }));
    await field.fill("buyer@example.com");
    const posted = page.waitForResponse((response) => response.url().endsWith("/api/newsletter"));
    await page.getByRole("button", { name: "Subscribe" }).click();
    expect((await posted).status()).toBe(202);
    await expect(page.getByTestId("newsletter-status")).toHaveText("Almost done: we have sent you an e-mail. Open its link to confirm your subscription.");
    await expect(field).toHaveValue("");
  });

  test("staff pages have no public header or footer", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByTestId("top-bar")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages render fully and the language switch works", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByTestId("top-bar").getByTestId("lang-fr").click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});
