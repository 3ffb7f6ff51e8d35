import type { Page } from "@playwright/test";
import { csrfToken, expect, test } from "./fixtures";

// Staff write Arabic beside English and French (issue 36): the product form (a name, a description
// and a free-text specification value), a category, an interface text and an article. Each Arabic
// box is typed right to left; the Arabic pages show what was written; nothing else moves.

const tag = () => `${test.info().workerIndex}${Date.now().toString(36)}`;
const expectRtl = async (page: Page, box: ReturnType<Page["getByLabel"]>) => {
  await expect(box).toHaveAttribute("lang", "ar");
  await expect(box).toHaveAttribute("dir", "rtl");
  expect(await box.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
};

test("a product written in Arabic beside English and French, its text value included, shows on its Arabic page and keeps its Arabic when saved again", async ({ adminPage: page }) => {
  test.slow(); // Several pages, each waited on until hydrated.
  const partNumber = `VT-AR-${tag().toUpperCase()}`;
  let id: string | undefined;
  try {
    await page.goto("/admin/products/new");
    await page.getByRole("textbox", { name: "Part number", exact: true }).fill(partNumber);
    await page.getByLabel("Manufacturer").fill("Vitrine Test");
    await page.getByLabel("Category *").selectOption("timers");
    const name = page.getByRole("group", { name: "Name" });
    await name.getByLabel("English").fill("Multifunction timer");
    await name.getByLabel("Français").fill("Temporisateur multifonction");
    await name.getByLabel("العربية").fill("مؤقت متعدد الوظائف");
    await expectRtl(page, name.getByLabel("العربية"));
    await page.getByRole("group", { name: "Short description" }).getByLabel("العربية").fill("مؤقت لسكة DIN بعشر وظائف.");

    await page.getByRole("button", { name: "Add a specification" }).click();
    await page.getByLabel("Characteristic").first().selectOption("timing_functions");
    await page.getByLabel("Value").first().fill("Delay on operate");
    await page.getByLabel("Text in French").fill("Retard à l’enclenchement");
    await page.getByLabel("Text in Arabic").fill("تأخير عند التشغيل");
    await expectRtl(page, page.getByLabel("Text in Arabic"));
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByTestId("product-saved")).toContainText(partNumber, { timeout: 20_000 });
    id = /\/admin\/products\/(\d+)\/edit/.exec(page.url())![1];

    await page.goto(`/ar/products/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("مؤقت متعدد الوظائف");
    await expect(page.getByText("مؤقت لسكة DIN بعشر وظائف.")).toBeVisible();
    await page.getByRole("tab", { name: /المواصفات/ }).click();
    await expect(page.getByRole("tabpanel")).toContainText("تأخير عند التشغيل");
    await page.goto(`/fr/products/${id}`);
    await page.getByRole("tab", { name: /Caractéristiques/ }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Retard à l’enclenchement");

    // Saved again from the form (the French name changed): the Arabic text value is still there.
    await page.goto(`/admin/products/${id}/edit`);
    await expect(page.getByLabel("Text in Arabic")).toHaveValue("تأخير عند التشغيل");
    await page.getByRole("group", { name: "Name" }).getByLabel("Français").fill("Temporisateur multifonction DIN");
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByTestId("product-saved")).toBeVisible({ timeout: 20_000 });
    await page.goto(`/ar/products/${id}`);
    await page.getByRole("tab", { name: /المواصفات/ }).click();
    await expect(page.getByRole("tabpanel")).toContainText("تأخير عند التشغيل");
  } finally {
    if (id) expect((await page.request.delete(`/api/admin/products/${id}`, { headers: { "X-CSRF-Token": await csrfToken(page) } })).status()).toBe(204);
  }
});

test("a category named in Arabic shows under that name on /ar/products", async ({ adminPage: page }) => {
  const run = tag();
  const slug = `vision-${run}`;
  try {
    await page.goto("/admin/categories/new");
    await page.getByLabel("Name (English)").fill(`Vision ${run}`);
    await page.getByLabel("Name (Français)").fill(`Vision ${run} FR`);
    await page.getByLabel("Name (العربية)").fill(`الرؤية الصناعية ${run}`);
    await expectRtl(page, page.getByLabel("Name (العربية)"));
    await page.getByLabel("Slug").fill(slug);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/categories\?saved=/);
    const ar = await (await page.request.get(`/ar/products?category=${slug}`)).text();
    expect(ar).toContain(`الرؤية الصناعية ${run}`);
  } finally {
    const listed = (await (await page.request.get("/api/admin/categories")).json()) as { items: { id: number; slug: string }[] };
    const mine = listed.items.find((c) => c.slug === slug);
    if (mine) expect((await page.request.delete(`/api/admin/categories/${mine.id}`, { headers: { "X-CSRF-Token": await csrfToken(page) } })).ok()).toBe(true);
  }
});

test("an interface text edited in Arabic shows on /ar at once, and goes back to the original", async ({ adminPage: page }) => {
  const row = page.locator('[data-testid="translation-row"][data-key="home.heroTitle"]');
  await page.goto("/admin/translations?q=home.heroTitle");
  const arabic = row.getByLabel("Arabic");
  const original = await arabic.inputValue();
  expect(original).toMatch(/[\u0621-\u064A]/);
  await expectRtl(page, arabic);
  try {
    await arabic.fill("مكونات لكل أفريقيا من الدار البيضاء");
    await row.getByRole("button", { name: "Save" }).click();
    await expect(row.getByRole("status")).toHaveText("Saved.");
    await page.goto("/ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("مكونات لكل أفريقيا من الدار البيضاء");
  } finally {
    await page.goto("/admin/translations?q=home.heroTitle");
    await row.getByRole("button", { name: "Back to the original" }).click();
    await expect(row.getByLabel("Arabic")).toHaveValue(original);
  }
  await page.goto("/ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(original);
});

test("an article written in Arabic is listed and read on /ar/blog", async ({ adminPage: page }) => {
  const run = tag();
  const title = `اختيار الحساس الحثي ${run}`;
  let id: string | undefined;
  try {
    await page.goto("/admin/news/new");
    await page.getByRole("group", { name: "Title" }).getByLabel("English").fill(`Choosing an inductive sensor ${run}`);
    await page.getByRole("group", { name: "Title" }).getByLabel("Français").fill(`Choisir un capteur inductif ${run}`);
    await page.getByRole("group", { name: "Title" }).getByLabel("العربية").fill(title);
    await expectRtl(page, page.getByRole("group", { name: "Title" }).getByLabel("العربية"));
    await page.getByRole("group", { name: "Article (Markdown)" }).getByLabel("English").fill("An M18 sensor **reaches further**.");
    await page.getByRole("group", { name: "Article (Markdown)" }).getByLabel("Français").fill("Un capteur M18 **porte plus loin**.");
    await page.getByRole("group", { name: "Article (Markdown)" }).getByLabel("العربية").fill("الحساس M18 **يصل أبعد**.");
    await page.getByLabel("Status").selectOption("published");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL(/\/admin\/news\?saved=/);
    id = (await page.getByTestId("articles-table").getByRole("link", { name: `Choosing an inductive sensor ${run}` }).getAttribute("href"))?.split("/").pop();

    await page.goto("/ar/blog");
    await page.getByRole("link", { name: title }).first().click();
    await page.waitForURL(/\/ar\/blog\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("article strong", { hasText: "يصل أبعد" })).toBeVisible();
  } finally {
    if (id) await page.request.delete(`/api/admin/articles/${id}`, { headers: { "X-CSRF-Token": await csrfToken(page) } });
  }
});
