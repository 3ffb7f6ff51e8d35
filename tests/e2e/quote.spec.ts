import type { Locator, Page } from "@playwright/test";
import { ownAddress } from "./client-address";
import { expect, test } from "./fixtures";

async function fillQuoteForm(form: Locator, french = false) {
  await form.getByLabel(french ? "Nom complet" : "Full name").fill("Youssef Bennani");
  await form.getByLabel(french ? "Société" : "Company").fill("Atlas Automation SARL");
  await form.getByLabel("E-mail").fill("y.bennani@atlas-automation.ma");
  await form.getByLabel(french ? "Pays" : "Country").selectOption("morocco");
  await form.getByLabel("Message").fill(french ? "Merci de nous indiquer prix et délai." : "Please send prices and lead times.");
  await form.getByLabel(french ? /J’accepte/ : /I agree/).check();
}

async function openProduct(page: Page, query: string) {
  await page.goto(`/products?q=${encodeURIComponent(query)}`);
  await page.getByTestId("product-card").first().getByRole("link").click();
  await expect(page.getByTestId("product-part-number")).toBeVisible();
}

test.describe("quote requests", () => {
  test("requests a quote for one product from its page", async ({ page }, testInfo) => {
    await ownAddress(page, testInfo);
    await openProduct(page, "RM22TG20");
    const form = page.getByTestId("contact-form");
    await expect(page.getByTestId("quote-part-number")).toContainText("RM22TG20");
    await fillQuoteForm(form);
    await form.getByRole("button", { name: "Request a quote" }).click();
    await expect(page.getByTestId("contact-success")).toContainText("Message Sent");
  });

  test("in French, gathers three products with quantities and sends one request", async ({ page }, testInfo) => {
    // A buyer's whole visit: eight pages, eight form posts and the sent request (29-32 s on a busy machine).
    test.slow();
    await ownAddress(page, testInfo);
    const parts: string[] = [];
    for (const [category, quantity] of [["timers", "5"], ["sensors-detection", "12"], ["solid-state-relays", "2"]] as const) {
      await page.goto(`/fr/products?category=${category}`);
      await page.getByTestId("product-card").first().getByRole("link").click();
      parts.push((await page.getByTestId("product-part-number").textContent())!);
      await page.getByLabel(/Quantité de/).fill(quantity);
      await page.getByTestId("add-to-quote").click();
      await expect(page.getByTestId("quote-added")).toBeVisible();
    }
    await expect(page.getByTestId("quote-count")).toHaveText("3");

    await page.getByTestId("quote-link").click();
    await expect(page).toHaveURL(/\/fr\/quote$/);
    const lines = page.getByTestId("quote-lines").getByRole("listitem");
    await expect(lines).toHaveCount(3);
    for (const part of parts) await expect(page.getByTestId("quote-lines")).toContainText(part);
    await page.getByLabel(`Quantité de ${parts[0]}`).fill("8");
    await page.getByRole("button", { name: "Mettre à jour les quantités" }).click();
    await expect(page.getByLabel(`Quantité de ${parts[0]}`)).toHaveValue("8");
    await page.getByRole("button", { name: `Retirer ${parts[2]}` }).click();
    await expect(lines).toHaveCount(2);
    await page.goto(`/fr/products?q=${encodeURIComponent(parts[2]!)}`);
    await page.getByTestId("product-card").first().getByRole("link").click();
    await page.getByTestId("add-to-quote").click();
    await expect(page.getByTestId("quote-count")).toHaveText("3");

    await page.getByTestId("quote-link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Liste de devis");
    const form = page.getByTestId("contact-form");
    await fillQuoteForm(form, true);
    await form.getByRole("button", { name: "Demander un devis" }).click();
    // The thank-you page lists what was asked, with no form under it (issue 33).
    await expect(page.getByTestId("quote-confirmation")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("contact-success")).toContainText(/Q-\d{4}-\d{4,}/);
    await expect(page.getByTestId("sent-line")).toHaveCount(3);
    await expect(page.getByTestId("contact-form")).toHaveCount(0);
    await expect(page.getByTestId("quote-count")).toHaveCount(0);
  });
});

test.describe("quote list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adds a product and sends the list", async ({ page }, testInfo) => {
    await ownAddress(page, testInfo);
    await openProduct(page, "RM22TG20");
    await page.getByTestId("add-to-quote").click();
    await expect(page.getByTestId("quote-added")).toBeVisible();
    await page.getByTestId("quote-link").click();
    await expect(page.getByTestId("quote-lines").getByRole("listitem")).toHaveCount(1);
    const form = page.getByTestId("contact-form");
    await fillQuoteForm(form);
    await form.getByRole("button", { name: "Request a quote" }).click();
    await expect(page.getByTestId("contact-success")).toContainText("Message Sent");
    await expect(page.getByTestId("sent-line")).toHaveCount(1);
    await expect(page.getByTestId("sent-line")).toContainText("RM22TG20");
    await expect(page.getByTestId("contact-form")).toHaveCount(0);
  });
});
