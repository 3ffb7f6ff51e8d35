import { csrfToken, expect, test } from "./fixtures";

// Issue 29's staff side in the browser: an attribute defined on its screen (a choice, labelled in
// both languages), put in a family's filters from the category form, given to a product in
// French notation, offered to buyers in their language, and kept while a product uses it. The
// test's own attribute, product and family row are removed at the end (deleting the attribute
// takes it out of the family too).

test.describe("specification attributes", () => {
  // The refused save (an option in use) answers 409, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test("staff define a choice in both languages, make it a family's filter, and buyers filter by it in theirs", async ({ adminPage: page }, testInfo) => {
    test.slow(); // Several admin and public pages on a machine that may be busy.
    const tag = `${testInfo.workerIndex}${Date.now().toString(36)}`;
    const key = `vt_mounting_${tag}`;
    const name = `Mounting ${tag}`;
    const headers = { "X-CSRF-Token": await csrfToken(page) };
    let attributeId: string | undefined;
    let productId: number | undefined;
    try {
      await page.goto("/admin/attributes/new");
      await page.getByLabel("Name (English)").fill(name);
      await page.getByLabel("Name (Français)").fill(`Montage ${tag}`);
      await page.locator('input[name="key"]').fill(key);
      await page.getByRole("combobox", { name: "Type" }).selectOption({ label: "Choice among options" });
      const options = page.getByTestId("option-rows-editor");
      for (const [optionKey, en, fr] of [
        ["flush", "Flush", "Noyé"],
        ["non-flush", "Non-flush", "Non noyé"],
      ]) {
        await options.getByRole("button", { name: "Add an option" }).click();
        const row = options.getByTestId("option-row").last();
        await row.getByLabel("Key").fill(optionKey!);
        await row.getByLabel("Label (English)").fill(en!);
        await row.getByLabel("Label (Français)").fill(fr!);
      }
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/attributes\?saved=/);
      const listed = page.getByTestId(`attribute-row-${key}`);
      await expect(listed).toContainText("2 options");
      await listed.getByRole("link", { name: "Edit" }).click();
      await expect(page).toHaveURL(/\/admin\/attributes\/\d+$/);
      attributeId = /\/admin\/attributes\/(\d+)/.exec(page.url())![1];

      // The family: monitoring relays offer it as a filter.
      const categories = (await (await page.request.get("/api/admin/categories")).json()) as { items: { id: number; slug: string }[] };
      const family = categories.items.find((c) => c.slug === "monitoring-relays")!;
      await page.goto(`/admin/categories/${family.id}`);
      const set = page.getByTestId("attribute-set-fields");
      await set.getByRole("button", { name: "Add an attribute" }).click();
      const row = set.getByTestId("attribute-set-row").last();
      await row.getByRole("combobox").selectOption({ label: name });
      await row.getByRole("checkbox", { name: `Filter: ${name}` }).check();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      // A family's filters change its products' facets: on a busy machine the save takes a while.
      await expect(page).toHaveURL(/\/admin\/categories\?saved=/, { timeout: 20_000 });

      // A product given the French label: stored as the option's key.
      const created = await page.request.post("/api/admin/products", {
        headers,
        data: { partNumber: `VT-MOUNT-${tag.toUpperCase()}`, manufacturer: "Vitrine Test", name: { en: "Flush-mount monitor", fr: "Relais de contrôle noyé" }, category: "monitoring-relays", specs: [{ attribute: key, value: "Noyé", unit: "" }] },
      });
      expect(created.status()).toBe(201);
      productId = ((await created.json()) as { id: number }).id;
      const api = (await (await page.request.get(`/api/products/${productId}?locale=fr`)).json()) as { specs: { key: string; values: { value: string; label: string }[] }[] };
      expect(api.specs.find((s) => s.key === key)?.values).toEqual([expect.objectContaining({ value: "flush", label: "Noyé" })]);

      await page.goto("/fr/products?category=monitoring-relays");
      const facet = page.getByTestId(`facet-spec.${key}`);
      await expect(facet).toContainText(`Montage ${tag}`);
      await facet.getByRole("checkbox", { name: /Noyé/ }).check();
      await expect(page).toHaveURL(new RegExp(`spec\\.${key}=flush`));
      await expect(page.getByTestId("product-card")).toHaveCount(1);
      await expect(page.getByTestId("active-filters")).toContainText("Noyé");
      await page.goto(`/products?category=monitoring-relays&spec.${key}=flush`);
      await expect(page.getByTestId(`facet-spec.${key}`).getByText("Flush", { exact: true })).toBeVisible();
      await expect(page.getByTestId("active-filters")).toContainText("Flush");

      // The option a product uses cannot be removed; the form keeps what was typed and says why.
      await page.goto(`/admin/attributes/${attributeId}`);
      await expect(page.getByTestId("option-rows-editor")).toContainText("Used by 1 product");
      await page.getByRole("button", { name: "Remove Flush" }).click();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByTestId("form-errors")).toContainText("The option “Flush” (flush) is used by 1 product and cannot be removed");
      await expect(page.getByTestId("form-errors")).toBeFocused();
      await expect(page.getByTestId("option-row")).toHaveCount(1);
    } finally {
      if (productId !== undefined) expect((await page.request.delete(`/api/admin/products/${productId}`, { headers })).status()).toBe(204);
      if (attributeId !== undefined) {
        // A page of its own: the refused form above still guards its edits.
        const cleanup = await page.context().newPage();
        await cleanup.goto(`/admin/attributes/${attributeId}/delete`);
        await cleanup.getByRole("button", { name: "Yes, delete" }).click();
        await expect(cleanup).toHaveURL(/\/admin\/attributes\?deleted=/);
        await expect(cleanup.getByTestId(`attribute-row-${key}`)).toHaveCount(0);
        await cleanup.close();
      }
    }
  });
});
