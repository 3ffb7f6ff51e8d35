import { expect, test } from "./fixtures";

// Issue 29 in the browser: specification values in the reader's language, a range filter, and
// the product form's unit select that never lets a number go without its unit.

test.describe("typed specifications", () => {
  test("the relay filters read in French on /fr and in English on /", async ({ page }) => {
    await page.goto("/fr/products?category=relays-control");
    const contacts = page.getByTestId("facet-spec.contact_arrangement");
    await expect(contacts.getByText("2 RT", { exact: true })).toBeVisible();
    await expect(page.getByTestId("facet-spec.mounting").getByText("Embrochable", { exact: true })).toBeVisible();
    await expect(page.getByTestId("facet-spec.coil_voltage")).toContainText("V CC");
    await contacts.getByRole("checkbox", { name: /2 RT/ }).check();
    await expect(page).toHaveURL(/spec\.contact_arrangement=2co/);
    await expect(page.getByTestId("active-filters")).toContainText("2 RT");

    await page.goto("/products?category=relays-control");
    await expect(page.getByTestId("facet-spec.contact_arrangement").getByText("2 CO", { exact: true })).toBeVisible();
    await expect(page.getByTestId("facet-spec.mounting").getByText("Plug-in socket", { exact: true })).toBeVisible();
  });

  test("a 230 V range filter finds the 100–240 V AC supply, not the 24 V DC one", async ({ page }) => {
    await page.goto("/products?category=power-supplies");
    await page.getByLabel("Input voltage Min (V)").fill("230");
    await page.getByLabel("Input voltage Max (V)").fill("230");
    await page.getByLabel("Input voltage Max (V)").press("Enter");
    await expect(page).toHaveURL(/spec\.input_voltage\.min=230&spec\.input_voltage\.max=230/);
    const cards = page.getByTestId("product-card");
    await expect(cards.filter({ hasText: "QUINT4-PS/1AC/24DC/10" })).toHaveCount(1);
    await expect(cards.filter({ hasText: "QUINT4-UPS/24DC/24DC/5" })).toHaveCount(0);
  });

  test.describe("the product form", () => {
  // The refused save answers 400, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });
  test("asks for a unit, then shows the value in each language", async ({ adminPage: page }) => {
    const partNumber = `VT-UNIT-${Date.now().toString(36).toUpperCase()}`;
    await page.goto("/admin/products/new");
    await page.getByRole("textbox", { name: "Part number", exact: true }).fill(partNumber);
    await page.getByLabel("Category *").selectOption("relays-control");
    await page.getByRole("group", { name: "Name" }).getByLabel("English").fill("Unit test relay");
    await page.getByRole("group", { name: "Name" }).getByLabel("Français").fill("Relais d’essai des unités");
    await page.getByRole("button", { name: "Add a specification" }).click();
    await page.getByLabel("Characteristic").first().selectOption("contact_current");
    await page.getByLabel("Value").first().fill("0,5");
    // The unit select offers the current's units only.
    const unit = page.getByLabel("Unit", { exact: true }).first();
    await expect(unit.locator("option")).toHaveText(["Unit…", "µA", "µA DC", "µA AC", "µA AC/DC", "mA", "mA DC", "mA AC", "mA AC/DC", "A", "A DC", "A AC", "A AC/DC", "kA", "kA DC", "kA AC", "kA AC/DC"]);
    await page.getByRole("button", { name: "Save product" }).click();
    // In the summary at the top and beside the field.
    await expect(page.getByText(/Contact current: give the unit of “?"?0,5/)).toHaveCount(2);
    await unit.selectOption("A");
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByTestId("product-saved")).toBeVisible();
    const id = /\/admin\/products\/(\d+)\/edit/.exec(page.url())![1];
    await expect(page.getByTestId("product-completeness")).toBeVisible();

    await page.goto(`/fr/products/${id}`);
    await page.getByRole("tab", { name: /Caractéristiques/ }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Courant de contact");
    await expect(page.getByRole("tabpanel")).toContainText("0,5 A");
    await page.goto(`/products/${id}`);
    await page.getByRole("tab", { name: /Specifications/ }).click();
    await expect(page.getByRole("tabpanel")).toContainText("0.5 A");
  });
  });
});
