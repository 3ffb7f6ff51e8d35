import { expect, signIn, test } from "./fixtures";

test("an administrator edits a public text in French and sees it on the site", async ({ page }) => {
  await page.goto("/fr/textedit");
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signIn(page);
  await page.goto("/fr/textedit?area=footer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modifier les textes du site");
  const entry = page.getByTestId("page-text").filter({ hasText: "footer.newsletterText" });
  await entry.getByLabel("Français").fill("Une lettre par mois : nouveautés et notes d'application.");
  await entry.getByRole("button", { name: "Enregistrer" }).click();
  // The notice names the area and quotes the text, not its key.
  await expect(page.getByTestId("text-saved")).toHaveText("Enregistré dans « Pied de page » : « Une lettre par mois : nouveautés et notes d'application. ».");

  await page.goto("/fr");
  await expect(page.getByRole("contentinfo")).toContainText("Une lettre par mois : nouveautés et notes d'application.");
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText("New products, application notes and events, once a month.");

  await page.goto("/fr/textedit?area=footer");
  await page.getByTestId("page-text").filter({ hasText: "footer.newsletterText" }).getByRole("button", { name: "Revenir à l’original" }).click();
  await expect(page.getByTestId("text-saved")).toBeVisible();
  await page.goto("/fr");
  await expect(page.getByRole("contentinfo")).toContainText("Nouveaux produits, notes d’application et événements, une fois par mois.");
});
