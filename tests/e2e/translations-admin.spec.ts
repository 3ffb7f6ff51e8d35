import type { Page } from "@playwright/test";
import { csrfToken, expect, test } from "./fixtures";

const FRENCH_HERO =
  "Composants industriels et aéronautiques, de Casablanca à l’Afrique et au Moyen-Orient";
const ENGLISH_HERO =
  "Industrial and aerospace components, from Casablanca to Africa and the Middle East";

const heroRow = (page: Page) =>
  page.locator('[data-testid="translation-row"][data-key="home.heroTitle"]');

test("a French text edited in the translations editor shows on /fr at once, English unchanged", async ({ adminPage: page }) => {
  await page.goto("/admin/translations?q=home.heroTitle");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Translations",
  );
  await heroRow(page)
    .getByLabel("French")
    .fill("Des composants pour toute l'Afrique, livrés depuis Casablanca");
  await heroRow(page).getByRole("button", { name: "Save" }).click();
  await expect(heroRow(page).getByRole("status")).toHaveText("Saved.");

  await page.goto("/fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Des composants pour toute l'Afrique, livrés depuis Casablanca",
  );
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    ENGLISH_HERO,
  );

  await page.goto("/admin/translations?q=home.heroTitle");
  await heroRow(page)
    .getByRole("button", { name: "Back to the original" })
    .click();
  await expect(heroRow(page).getByLabel("French")).toHaveValue(FRENCH_HERO);
  await page.goto("/fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(FRENCH_HERO);
});

test.describe("conflicts", () => {
  // The refused save is a 409 answer, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test("a save over another administrator's newer text is refused and shows both texts", async ({ adminPage: page }) => {
    await page.goto("/admin/translations?area=home&q=heroText");
    const row = page.locator(
      '[data-testid="translation-row"][data-key="home.heroText"]',
    );
    await expect(row).toBeVisible();

    // Another administrator saves the French text while this form is open.
    const { csrfToken } = (await (
      await page.request.get("/api/admin/auth-status")
    ).json()) as { csrfToken: string };
    const other = await page.request.put("/api/admin/translations", {
      headers: { "X-CSRF-Token": csrfToken },
      data: {
        key: "home.heroText",
        locale: "fr",
        value: "Le texte de Nadia",
        version: 0,
      },
    });
    expect(other.status()).toBe(200);

    await row.getByLabel("French").fill("Le texte de Karim");
    await row.getByRole("button", { name: "Save" }).click();
    const alert = row.getByTestId("translation-error");
    await expect(alert).toContainText(
      "Someone else saved the French text in the meantime",
    );
    await expect(alert).toContainText("Le texte de Nadia");
    await expect(alert).toContainText("Le texte de Karim");
    await expect(row.getByLabel("French")).toHaveValue("Le texte de Karim");

    await page.goto("/fr");
    await expect(page.getByText("Le texte de Nadia")).toBeVisible();
    expect(
      (
        await page.request.delete("/api/admin/translations", {
          headers: { "X-CSRF-Token": csrfToken },
          data: { key: "home.heroText", locale: "fr", version: 1 },
        })
      ).status(),
    ).toBe(200);
  });
});

test("the missing-language filter lists only texts empty in a language", async ({ adminPage: page }, testInfo) => {
  // A name of its own left without French, so the filter has something to find; removed at the end.
  const slug = `missing-french-${testInfo.workerIndex}${Date.now().toString(36)}`;
  const headers = { "X-CSRF-Token": await csrfToken(page) };
  const created = await page.request.post("/api/admin/applications", { headers, data: { slug, name: { en: `Missing French ${slug}` } } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await page.goto("/admin/translations?area=applications");
    await page.getByLabel("Only texts missing a language").check();
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/missing=1/);
    // The filtered page is in once the new name shows.
    await expect(page.locator(`[data-testid="translation-row"][data-key="applications.${slug}.name"]`)).toBeVisible();
    const rows = page.getByTestId("translation-row");
    const count = await rows.count();
    for (let i = 0; i < count; i++) await expect(rows.nth(i).getByText("Missing", { exact: true }).first()).toBeVisible();
  } finally {
    expect((await page.request.delete(`/api/admin/applications/${id}`, { headers })).ok()).toBe(true);
  }
});
