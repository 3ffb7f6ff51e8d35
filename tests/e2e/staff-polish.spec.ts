import { csrfToken, expect, test } from "./fixtures";

// Issue 17: the settings form keeps the work when the server refuses it, an article published
// from the News tab shows on /blog, and the staff area on a phone.

interface Settings {
  version: number;
  instagramUrl: string;
  contactEmail: string;
}

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("a refused save", () => {
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test("a save refused by the server (someone saved meanwhile) keeps every typed value and says so", async ({ adminPage: page }) => {
    await page.goto("/admin/settings");
    const before = (await (await page.request.get("/api/admin/settings")).json()) as Settings;
    const typed = `https://www.instagram.com/kept-${tag()}`;
    await page.getByLabel("Instagram page").fill(typed);
    await page.getByLabel("Closes (Saturday)").fill("12:30");
    // Another administrator saves (the same values) in the meantime: the form's version is stale.
    const other = await page.request.patch("/api/admin/settings", { headers: { "X-CSRF-Token": await csrfToken(page) }, data: { version: before.version } });
    expect(other.status()).toBe(200);

    await page.getByRole("button", { name: "Save the settings" }).click();
    const alert = page.getByTestId("settings-error");
    await expect(alert).toContainText("Updating the settings failed.");
    await expect(alert).toContainText("Your values are still in the form");
    await expect(page.getByTestId("toast").filter({ hasText: "Updating the settings failed." })).toBeVisible();
    await expect(page.getByLabel("Instagram page")).toHaveValue(typed);
    await expect(page.getByLabel("Closes (Saturday)")).toHaveValue("12:30");
    // Nothing was written.
    const after = (await (await page.request.get("/api/admin/settings")).json()) as Settings;
    expect(after.instagramUrl).toBe(before.instagramUrl);
  });
});

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
