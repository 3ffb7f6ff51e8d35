import type { Page } from "@playwright/test";
import { ownAddress } from "./client-address";
import { expect, test } from "./fixtures";

async function fillValid(page: Page, overrides: { email?: string } = {}) {
  await form(page).getByLabel("Full name").fill("Fatima Zahra Alaoui");
  await form(page).getByLabel("Company").fill("Maghreb Pack Industries");
  await form(page).getByLabel("E-mail").fill(overrides.email ?? "f.alaoui@maghrebpack.ma");
  await form(page).getByLabel("Phone").fill("+212 522 98 76 54");
  await form(page).getByLabel("Country").selectOption("morocco");
  await form(page).getByLabel("Product interest").selectOption("timers");
  await form(page).getByLabel("Message").fill("We are looking for 20 multifunction timers, 24-240 V AC/DC, DIN rail.");
  await form(page).getByLabel(/I agree/).check();
}

const form = (page: Page) => page.getByTestId("contact-form");

/** Uses up the address's allowance of posts, as a flood would. */
async function exhaustAllowance(page: Page, address: string) {
  for (let i = 0; i < 10; i++) {
    const response = await page.request.post("/api/inquiries", { headers: { "X-Forwarded-For": address }, data: { name: "" } });
    expect(response.status()).toBe(400);
  }
}

test.describe("the contact form with JavaScript", () => {
  test("sends a message: 'Message Sent', then an empty form", async ({ page }, testInfo) => {
    await ownAddress(page, testInfo);
    await page.goto("/contact");
    await fillValid(page);
    const posted = page.waitForResponse((response) => response.url().endsWith("/api/inquiries"));
    await page.getByRole("button", { name: "Send message" }).click();
    expect((await posted).status()).toBe(201);
    const success = page.getByTestId("contact-success");
    await expect(success).toContainText("Message Sent");
    await expect(success).toContainText("Thank you for your message. We will get back to you soon.");
    await expect(form(page).getByLabel("Full name")).toHaveValue("");
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("checks the fields in the browser with the SPEC messages before sending", async ({ page }, testInfo) => {
    await ownAddress(page, testInfo);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/contact");
    await form(page).getByLabel("E-mail").fill("fatima@");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("contact-form-name-error")).toHaveText("This field is required");
    await expect(page.getByTestId("contact-form-email-error")).toHaveText("Please enter a valid email address");
    await expect(page.getByTestId("contact-form-message-error")).toHaveText("This field is required");
    await expect(page.getByTestId("contact-form-privacyConsent-error")).toBeVisible();
    await expect(form(page).getByLabel("Full name")).toBeFocused();
    await expect(form(page).getByLabel("E-mail")).toHaveValue("fatima@");
    expect(posts).toEqual([]);

    await fillValid(page);
    await expect(page.getByTestId("contact-form-name-error")).toHaveCount(0);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("contact-success")).toContainText("Message Sent");
  });

  test("speaks French on the French page", async ({ page }, testInfo) => {
    await ownAddress(page, testInfo);
    await page.goto("/fr/contact");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByTestId("contact-form-name-error")).toHaveText("Ce champ est obligatoire");
    await form(page).getByLabel("E-mail").fill("pas-une-adresse");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByTestId("contact-form-email-error")).toHaveText("Veuillez saisir une adresse e-mail valide");
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 429/] });
    test("shows 'Error' and the reason when the server refuses, keeping what was typed", async ({ page }, testInfo) => {
      const address = await ownAddress(page, testInfo);
      await page.goto("/contact");
      await exhaustAllowance(page, address);
      await fillValid(page);
      await page.getByRole("button", { name: "Send message" }).click();
      const error = page.getByTestId("contact-error");
      await expect(error).toContainText("Error");
      await expect(error).toContainText("Failed to send message: too many messages have been sent from your network.");
      await expect(form(page).getByLabel("Full name")).toHaveValue("Fatima Zahra Alaoui");
    });
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_FAILED/] });
    test("shows the reason when the server cannot be reached", async ({ page }, testInfo) => {
      await ownAddress(page, testInfo);
      await page.goto("/contact");
      await page.route("**/api/inquiries", (route) => route.abort("failed"));
      await fillValid(page);
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByTestId("contact-error")).toContainText("Failed to send message: our server could not be reached");
      await expect(form(page).getByLabel("Message")).toHaveValue(/20 multifunction timers/);
    });
  });
});

test.describe("the contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 4(00|29)/] });

  test("sends a message: the page comes back with 'Message Sent'", async ({ page }, testInfo) => {
    await ownAddress(page, testInfo);
    await page.goto("/contact");
    await fillValid(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("contact-success")).toContainText("Message Sent");
    await expect(page.getByTestId("contact-success")).toContainText("Thank you for your message. We will get back to you soon.");
    await expect(form(page).getByLabel("Full name")).toHaveValue("");
  });

  test("answers invalid fields in place with the typed values kept", async ({ page }, testInfo) => {
    await ownAddress(page, testInfo);
    await page.goto("/fr/contact");
    await form(page).getByLabel("Société").fill(`<script>alert("x")</script>`);
    await form(page).getByLabel("E-mail").fill("fatima@");
    const responded = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    expect((await responded).status()).toBe(400);
    await expect(page.getByTestId("contact-form-name-error")).toHaveText("Ce champ est obligatoire");
    await expect(page.getByTestId("contact-form-email-error")).toHaveText("Veuillez saisir une adresse e-mail valide");
    await expect(page.getByTestId("contact-invalid")).toBeVisible();
    await expect(form(page).getByLabel("E-mail")).toHaveValue("fatima@");
    await expect(form(page).getByLabel("Société")).toHaveValue(`<script>alert("x")</script>`);
  });

  test("shows 'Error' with the reason when the trap field is filled", async ({ page }, testInfo) => {
    await ownAddress(page, testInfo);
    await page.goto("/contact");
    await fillValid(page);
    await form(page).locator('input[name="fax_number"]').fill("+1 555 0100", { force: true });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("contact-error")).toContainText("Failed to send message: the form was not filled in as expected.");
    await expect(form(page).getByLabel("Full name")).toHaveValue("Fatima Zahra Alaoui");
  });

  test("shows the rate limit's clear message after too many posts", async ({ page }, testInfo) => {
    const address = await ownAddress(page, testInfo);
    await page.goto("/fr/contact");
    await exhaustAllowance(page, address);
    await form(page).getByLabel("Nom complet").fill("Fatima Zahra Alaoui");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByTestId("contact-error")).toContainText("Erreur");
    await expect(page.getByTestId("contact-error")).toContainText("Échec de l’envoi du message : trop de messages");
    await expect(form(page).getByLabel("Nom complet")).toHaveValue("Fatima Zahra Alaoui");
  });

  test("the newsletter takes the address and says so on the same page", async ({ page }, testInfo) => {
    await ownAddress(page, testInfo);
    await page.goto("/fr/about");
    await page.getByLabel("Votre adresse e-mail").fill("acheteur@example.ma");
    await page.getByRole("button", { name: "S’abonner" }).click();
    await expect(page).toHaveURL(/\/fr\/about\?newsletter=pending#newsletter$/);
    await expect(page.getByTestId("newsletter-status")).toHaveText("Presque fini : nous vous avons envoyé un e-mail. Ouvrez son lien pour confirmer votre inscription.");
  });
});
