import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parseCsv, writeCsv } from "../support/product-csv";
import { csrfToken, expect, test } from "./fixtures";

/** Exports from the screen, as staff do: the button's download. */
async function download(page: Page) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  return readFile((await file.path())!, "utf8");
}

const upload = (page: Page, text: string) =>
  page.getByLabel(/CSV file|Fichier CSV/).setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(text) });

test.describe("products CSV screen", () => {
  test("round trip: export, edit a French name and a spec value, check, import, see it on the public page", async ({ adminPage: page }) => {
    await page.goto("/admin/products/csv");
    const exported = parseCsv(await download(page));
    // The demo catalogue only: other browser tests create and delete products of their own
    // (part numbers VT-...) while this one runs, and the file must not bring them back.
    // The stock columns are left out (each figure then stays as stored): another browser test adds
    // and deletes a stock location meanwhile, and a file naming a deleted location is refused.
    const table = { header: exported.header.filter((c) => !c.startsWith("stock_")), rows: exported.rows.filter((r) => !r.part_number.startsWith("VT-")) };
    // The last active product with specifications: the other browser tests look at the first ones.
    // Its first specification a quantity with its unit ("coil_voltage=24 [V DC]"): the file gives it another number.
    const row = table.rows.filter((r) => r.status === "active" && /^[a-z_]+=[^|[]+ \[[^\]]+\]/.test(r.specs)).at(-1)!;
    const original = { ...row };
    const [firstSpec, ...otherSpecs] = row.specs.split(" | ");
    const [key] = firstSpec!.split("=");
    const unit = /\[([^\]]+)\]/.exec(firstSpec!)![1]!;
    const newValue = "4242";
    const newName = `${row.name_fr} — édité par CSV`;
    const oldName = row.name_fr;
    row.name_fr = newName;
    row.specs = [`${key}=${newValue} [${unit}]`, ...otherSpecs].join(" | ");
    const found = await (await page.request.get(`/api/products?q=${encodeURIComponent(row.part_number)}&limit=5`)).json();
    const id = (found.items as Array<{ id: number; partNumber: string }>).find((p) => p.partNumber === row.part_number)!.id;

    try {
      await upload(page, writeCsv(table));
      await page.getByRole("button", { name: "Check the file" }).click();
      const report = page.getByRole("region", { name: "Check report" });
      await expect(report.locator('[data-count="update"] dd')).toHaveText("1");
      await expect(report.locator('[data-count="error"] dd')).toHaveText("0");
      const updated = report.locator('tr[data-outcome="update"]');
      await expect(updated).toHaveCount(1);
      await expect(updated.locator("li[data-column]")).toHaveCount(2);
      await expect(updated.locator('li[data-column="name_fr"]')).toHaveText(`name_fr: ${oldName} → ${newName}`);
      await expect(updated.locator('li[data-column="specs"]')).toContainText(`${key}=${newValue}`);

      await page.getByRole("button", { name: "Import the changes (1)" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Import done" })).toHaveText(`Import done: 0 created, 1 updated, ${table.rows.length - 1} unchanged.`);

      await page.goto(`/fr/products/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(newName);
      await page.getByRole("tab", { name: /Caractéristiques/ }).click();
      await expect(page.getByRole("tabpanel")).toContainText(/4242\s/);
    } finally {
      // The product as it was, for the other tests and the next run.
      const restored = await page.request.post("/api/admin/products/import", {
        headers: { "X-CSRF-Token": await csrfToken(page) },
        multipart: { file: { name: "restore.csv", mimeType: "text/csv", buffer: Buffer.from(writeCsv({ header: table.header, rows: [original] })) } },
      });
      expect(restored.status()).toBe(200);
    }
  });

  test("new products from a file, checked and imported in French, shown on the public pages in both languages", async ({ adminPage: page }) => {
    // An import and six product pages: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    // Part numbers of this run only: a retry after a run stopped before its clean-up creates
    // products of its own again instead of finding the first run's.
    const run = Date.now().toString(36).toUpperCase();
    await page.goto("/admin/products/csv");
    const exported = parseCsv(await download(page));
    // Three demo products with specifications and documents, as new part numbers (VT-: the other
    // tests leave products with that prefix out of their files).
    const templates = exported.rows.filter((r) => !r.part_number.startsWith("VT-") && r.status === "active" && r.specs && r.documents).slice(0, 3);
    expect(templates).toHaveLength(3);
    const rows = templates.map((r, i) => ({ ...r, part_number: `VT-CSV-NEW-${run}-${i + 1}`, name_en: `${r.name_en} (new ${i + 1})`, name_fr: `${r.name_fr} (nouveau ${i + 1})`, replaced_by: "", alternatives: "" }));
    const ids: number[] = [];
    try {
      await page.goto("/admin/products/csv?lang=fr");
      await upload(page, writeCsv({ header: exported.header, rows }));
      await page.getByRole("button", { name: "Vérifier le fichier" }).click();
      const report = page.getByRole("region", { name: "Rapport de vérification" });
      await expect(report.locator('[data-count="create"] dd')).toHaveText("3");
      await expect(report.locator('[data-count="error"] dd')).toHaveText("0");
      await page.getByRole("button", { name: "Importer les modifications (3)" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Import terminé" })).toHaveText("Import terminé — créations\u00a0: 3, mises à jour\u00a0: 0, sans changement\u00a0: 0.");

      for (const row of rows) {
        const found = await (await page.request.get(`/api/products?q=${encodeURIComponent(row.part_number)}&limit=5`)).json();
        const id = (found.items as Array<{ id: number; partNumber: string }>).find((p) => p.partNumber === row.part_number)?.id;
        expect(id, row.part_number).toBeDefined();
        ids.push(id!);
        await page.goto(`/fr/products/${id}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(row.name_fr);
        await page.goto(`/products/${id}?lang=en`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(row.name_en);
        // Its specifications and documents came in with it.
        await expect(page.getByRole("tab", { name: /Specifications/ })).toBeVisible();
      }
      // Found by its part number in the public list, in French.
      await page.goto(`/fr/products?q=${encodeURIComponent(rows[1]!.part_number)}`);
      await expect(page.getByRole("link", { name: rows[1]!.name_fr }).first()).toBeVisible();
    } finally {
      for (const id of ids) await page.request.delete(`/api/admin/products/${id}`, { headers: { "X-CSRF-Token": await csrfToken(page) } });
    }
  });

  test("in French, the report's labels are French", async ({ adminPage: page }) => {
    await page.goto("/admin/products/csv?lang=fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Importer et exporter les produits (CSV)");
    await upload(page, "part_number,name_en,category\r\nFR-TEST-1,Test,no-such-category\r\nFR-TEST-1,Test,no-such-category\r\n");
    await page.getByRole("button", { name: "Vérifier le fichier" }).click();
    const report = page.getByRole("region", { name: "Rapport de vérification" });
    await expect(report.getByText("Création", { exact: true }).first()).toBeVisible();
    await expect(report.getByText("Mise à jour", { exact: true }).first()).toBeVisible();
    await expect(report.getByRole("columnheader", { name: "Référence" })).toBeVisible();
    await expect(report.getByText("La référence FR-TEST-1 apparaît deux fois : ligne 2 et ligne 3.")).toBeVisible();
    await expect(report.getByText('category : Catégorie inconnue', { exact: false })).toBeVisible();
    await expect(page.getByText("Corrigez les lignes en erreur")).toBeVisible();
  });
});
