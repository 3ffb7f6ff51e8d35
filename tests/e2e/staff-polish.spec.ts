import type { Page } from "@playwright/test";
import { csrfToken, expect, test } from "./fixtures";

// Issue 17: the settings form keeps the work when the server refuses it (the refused save by a
// conflict is in settings-admin.spec.ts, with the other tests that save the settings), an article
// published from the News tab shows on /blog, and the staff area on a phone.

interface Settings {
  version: number;
  instagramUrl: string;
  contactEmail: string;
}

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test("a value the server refuses comes back with its message and every other typed value", async ({ adminPage: page }) => {
    await page.goto("/admin/settings");
    const before = (await (await page.request.get("/api/admin/settings")).json()) as Settings;
    const typed = `https://www.instagram.com/nojs-${tag()}`;
    await page.getByLabel("Contact e-mail").fill("not an address");
    await page.getByLabel("Instagram page").fill(typed);
    await page.getByLabel("Open on Sunday").check();
    await page.getByRole("button", { name: "Save the settings" }).click();
    await page.waitForURL("**/admin/settings");
    await expect(page.getByTestId("settings-error")).toContainText("Updating the settings failed.");
    await expect(page.getByTestId("settings-contactEmail-error")).toHaveText("Enter a valid e-mail address.");
    await expect(page.getByLabel("Contact e-mail")).toHaveValue("not an address");
    await expect(page.getByLabel("Instagram page")).toHaveValue(typed);
    await expect(page.getByLabel("Open on Sunday")).toBeChecked();
    const after = (await (await page.request.get("/api/admin/settings")).json()) as Settings;
    // (The version may move: the other settings test saves on the same server meanwhile.)
    expect(after).toMatchObject({ contactEmail: before.contactEmail, instagramUrl: before.instagramUrl });
  });
});

test("an article published from the News tab shows on /blog, its Markdown rendered and its script removed", async ({ adminPage: page }) => {
  const run = tag();
  const title = `Choosing coil suppression ${run}`;
  let id: string | undefined;
  try {
    await page.goto("/admin/news/new");
    await page.getByRole("group", { name: "Title" }).getByLabel("English").fill(title);
    await page.getByRole("group", { name: "Title" }).getByLabel("Français").fill(`Choisir l'antiparasitage ${run}`);
    const body = `A diode across the coil **clamps the spike**.\n\n<script>window.__owned = 1</script>\n\n- fast\n- cheap`;
    await page.getByRole("group", { name: "Article (Markdown)" }).getByLabel("English").fill(body);
    await page.getByRole("group", { name: "Article (Markdown)" }).getByLabel("Français").fill("Une diode **écrête la pointe**.");
    await page.getByLabel("Status").selectOption("published");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL(/\/admin\/news\?saved=/);
    await expect(page.getByTestId("articles-table")).toContainText(title);
    id = (await page.getByTestId("articles-table").getByRole("link", { name: title }).getAttribute("href"))?.split("/").pop();

    await page.goto("/blog");
    await page.getByRole("link", { name: title }).first().click();
    await page.waitForURL(/\/blog\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("article strong", { hasText: "clamps the spike" })).toBeVisible();
    await expect(page.locator("article li", { hasText: "cheap" })).toBeVisible();
    expect(await page.content()).not.toContain("window.__owned");
    expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
  } finally {
    if (id) await page.request.delete(`/api/admin/articles/${id}`, { headers: { "X-CSRF-Token": await csrfToken(page) } });
  }
});

test.describe("on a phone @mobile", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "mobile", "phone layout");
  });

  test("the admin tabs are one strip that scrolls sideways, and the product table is cards", async ({ adminPage: page }) => {
    await page.goto("/admin");
    const strip = page.getByTestId("admin-tabs");
    const tabs = strip.getByRole("listitem");
    expect(await tabs.count()).toBeGreaterThan(5);
    // One row: every tab on the same line, the strip wider inside than on screen.
    const tops = await tabs.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const { scrollWidth, clientWidth } = await strip.evaluate((list) => ({ scrollWidth: list.scrollWidth, clientWidth: list.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const last = strip.getByRole("link", { name: "Audit log" });
    await expect(last).not.toBeInViewport();
    await strip.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    await expect(last).toBeInViewport();
    await last.click();
    await page.waitForURL("**/admin/audit");
    // The tab opened is scrolled into view on its own page.
    await expect(page.getByTestId("admin-tabs").getByRole("link", { name: "Audit log" })).toBeInViewport();

    await page.goto("/admin");
    const table = page.getByTestId("admin-products-table");
    const row = table.getByTestId("admin-product-row").first();
    expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe("block");
    expect(await table.locator("thead").evaluate((head) => head.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
    // Each line of a card says which column it is.
    expect(await row.locator("td[data-label]").first().evaluate((td) => getComputedStyle(td, "::before").content)).toBe('"Part number"');
    const box = await row.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});

// A product of its own with specifications but no details text (nor documents), removed at the end.
async function productWithoutDetails(page: Page) {
  const partNumber = `VT-NODETAIL-${tag().toUpperCase()}`;
  const created = await page.request.post("/api/admin/products", {
    headers: { "X-CSRF-Token": await csrfToken(page) },
    data: { partNumber, name: { en: "Relay without details", fr: "Relais sans détails" }, category: "relays-control", specs: [{ attribute: "coil_voltage", value: "24 V DC", unit: "" }] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return {
    id,
    partNumber,
    remove: async () => expect((await page.request.delete(`/api/admin/products/${id}`, { headers: { "X-CSRF-Token": await csrfToken(page) } })).status()).toBe(204),
  };
}

test("a product without a details text opens on its specifications, and its details tab says why it is empty, in both languages", async ({ adminPage: page }) => {
  const product = await productWithoutDetails(page);
  try {
    for (const [path, specifications, details, fallback, coil] of [
      [`/products/${product.id}`, "Specifications", "Details", "No further details have been written for this product yet", "24 V DC"],
      [`/fr/products/${product.id}`, "Caractéristiques", "Détails", "Aucun détail supplémentaire n’a encore été rédigé pour ce produit", "24 V CC"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("tab", { name: specifications })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toContainText(coil);
      await page.getByRole("tab", { name: details }).click();
      await expect(page.getByRole("tabpanel")).toContainText(fallback);
    }
    // A demo product, which has details, still opens on them (the list may start with test products).
    const demo = (await (await page.request.get("/api/products?limit=50")).json()) as { items: { id: number; partNumber: string }[] };
    await page.goto(`/products/${demo.items.find((item) => !item.partNumber.startsWith("VT-"))!.id}`);
    await expect(page.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("no-details")).toHaveCount(0);
  } finally {
    await product.remove();
  }
});

test("without JavaScript the server marks the tab with content as the open one and shows the empty tab's sentence", async ({ adminPage: page, browser }) => {
  const product = await productWithoutDetails(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    await plain.goto(`/fr/products/${product.id}`);
    await expect(plain.getByTestId("product-tabs")).toHaveAttribute("data-open-tab", "specifications");
    await expect(plain.getByRole("link", { name: "Caractéristiques" })).toHaveAttribute("aria-current", "true");
    await expect(plain.getByRole("link", { name: "Détails" })).not.toHaveAttribute("aria-current", /.*/);
    await expect(plain.getByTestId("no-details")).toContainText("Aucun détail supplémentaire");
    await expect(plain.getByTestId("panel-specifications")).toContainText("24 V CC");
  } finally {
    await context.close();
    await product.remove();
  }
});

test("a product's status and its lifecycle never look alike in the staff area: shape, fill and icon differ", async ({ adminPage: page }) => {
  const product = await productWithoutDetails(page);
  try {
    await page.goto(`/admin?q=${product.partNumber}`);
    const row = page.getByTestId("admin-product-row");
    await expect(row).toHaveCount(1);
    const status = row.locator('[data-badge="state"]');
    const lifecycle = row.locator('[data-badge="label"]');
    // Both say "Active": the words are the same, so nothing else may be.
    await expect(status).toHaveText("Active");
    await expect(lifecycle).toHaveText("Active");
    const look = (badge: typeof status) =>
      badge.evaluate((element) => {
        const style = getComputedStyle(element);
        return { radius: parseFloat(style.borderTopLeftRadius), background: style.backgroundColor, color: style.color, icon: element.querySelector("svg") !== null };
      });
    const [state, label] = [await look(status), await look(lifecycle)];
    expect(state.icon).toBe(true);
    expect(label.icon).toBe(false);
    expect(state.radius).toBeLessThan(label.radius);
    expect(state.background).not.toBe(label.background);
    expect(state.color).not.toBe(label.color);
    // The icon is decoration: the word is what assistive technology reads.
    await expect(status.locator("svg")).toHaveAttribute("aria-hidden", "true");

    // The same badge for an article's status on the News tab.
    await page.goto("/admin/news");
    await expect(page.getByTestId("article-row").first().locator('[data-badge="state"] svg')).toHaveCount(1);
  } finally {
    await product.remove();
  }
});

test("the Translations area filter lists areas by name, in the staff member's language", async ({ adminPage: page }) => {
  for (const [path, aerospace] of [["/admin/translations?lang=en", "Aerospace page"], ["/admin/translations?lang=fr", "Page aéronautique"]] as const) {
    await page.goto(path);
    const area = page.locator('select[name="area"]');
    const options = await area.locator("option").evaluateAll((list) => list.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? "" })));
    expect(options.length).toBeGreaterThan(20);
    for (const option of options.filter((o) => o.value)) expect(option.text, option.value).not.toBe(option.value);
    await area.selectOption({ label: aerospace });
    await page.getByRole("button", { name: /^(Show|Afficher)$/ }).click();
    await page.waitForURL(/area=aerospacePage/);
    await expect(area.locator("option:checked")).toHaveText(aerospace);
  }
});
