import { describe, expect, it } from "vitest";
import { parseCsv, productCsvCalls } from "../support/product-csv";
import { type HttpSession, runAdminCli, serverForFile } from "../support/server";

// The stock locations' settings screen through the built server, posted as a browser without
// JavaScript posts it: add, rename, reorder and delete, administrators only, each bad input
// refused beside its field with nothing changed, and a location holding stock deleted only once
// the screen has said how many products it holds stock for.
const ADMIN = { username: "stock-admin", password: "a long enough password" };
const EDITOR = { username: "stock-editor", password: "an editor's long password" };
const server = serverForFile({
  admin: ADMIN,
  signInFrom: "198.51.100.110",
  startTimeoutMs: 180_000,
  // The first administrator is made only on an empty user table: both accounts are made here.
  beforeStart: async (storageEnv) => {
    expect((await runAdminCli(["create", ADMIN.username], storageEnv, `${ADMIN.password}\n`)).code).toBe(0);
    expect((await runAdminCli(["create", EDITOR.username, "--role", "editor"], storageEnv, `${EDITOR.password}\n`)).code).toBe(0);
  },
});
const { call } = server;
const { exportCsv } = productCsvCalls(call);
const PATH = "/admin/settings/stock-locations";

/** A form post as a browser without JavaScript sends it (the token in a field). */
const post = (fields: [string, string][], { session = server.session, lang = "en" }: { session?: HttpSession; lang?: string } = {}) =>
  call(PATH, {
    method: "POST",
    headers: { Cookie: session.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    lang,
    body: new URLSearchParams([["csrfToken", session.status.csrfToken!], ...fields]).toString(),
  });

const screen = async (lang = "en") => {
  const response = await call(PATH, { session: server.session, lang });
  expect(response.status).toBe(200);
  return response.text();
};
/** The locations' keys in their order, as the CSV's stock columns give them. */
const keys = async () =>
  parseCsv(await exportCsv(server.session)).header.filter((c) => c.startsWith("stock_")).map((c) => c.slice("stock_".length));
const idOf = async (key: string) => {
  const html = await screen();
  const row = new RegExp(`data-key="${key}"[\\s\\S]*?name="id" value="(\\d+)"`).exec(html);
  expect(row, key).not.toBeNull();
  return row![1]!;
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/\s+/g, " ");

describe("the stock locations screen", () => {
  it("is for administrators only: an editor gets 403 on the screen and on a post, and nothing changes", async () => {
    const editor = await server.signIn("198.51.100.111", EDITOR);
    expect((await call(PATH, { headers: { Cookie: editor.cookie } })).status).toBe(403);
    expect((await post([["intent", "create"], ["key", "rabat"], ["name.en", "Rabat"], ["name.fr", "Rabat"]], { session: editor })).status).toBe(403);
    expect(await keys()).toEqual(["casablanca", "dubai"]);
  });

  it("is reachable from the settings screen, and lists the locations with their products", async () => {
    const settings = await (await call("/admin/settings", { session: server.session })).text();
    expect(settings).toContain(`href="${PATH}"`);
    const html = text(await screen());
    expect(html).toContain("Stock locations");
    expect(html).toMatch(/casablanca .*products/);
  });

  it("adds a location at the end, audited, and the CSV and the product form have it at once", async () => {
    const response = await post([["intent", "create"], ["key", "tangier"], ["name.en", "Tangier"], ["name.fr", "Tanger"]]);
    expect(response.status).toBe(200);
    expect(text(await response.text())).toContain("The location “tangier” was added.");
    expect(await keys()).toEqual(["casablanca", "dubai", "tangier"]);
    expect(text(await screen("fr"))).toContain("Tanger");
    const audit = await (await call("/admin/audit", { session: server.session })).text();
    expect(audit).toContain("stock_location.create");
  });

  describe("refuses each bad input beside its field, in both languages, and changes nothing", () => {
    const cases: Array<[string, [string, string][], string, string]> = [
      ["a key already taken", [["key", "casablanca"], ["name.en", "Casa 2"], ["name.fr", "Casa 2"]], "The key “casablanca” is already a location's.", "La clé « casablanca » est déjà celle d’un lieu."],
      ["a key with capitals and spaces", [["key", "Tan Gier"], ["name.en", "X"], ["name.fr", "X"]], "Write the key with lower-case letters", "Écrivez la clé avec des lettres minuscules"],
      ["a key too long", [["key", "a".repeat(33)], ["name.en", "X"], ["name.fr", "X"]], "Write the key with lower-case letters", "Écrivez la clé avec des lettres minuscules"],
      ["a blank key", [["key", " "], ["name.en", "X"], ["name.fr", "X"]], "Write the key with lower-case letters", "Écrivez la clé avec des lettres minuscules"],
      ["a blank name", [["key", "rabat"], ["name.en", "Rabat"], ["name.fr", "  "]], "Give the name in this language.", "Donnez le nom dans cette langue."],
    ];
    for (const [name, fields, en, fr] of cases) {
      it(name, async () => {
        const before = await keys();
        for (const [lang, message] of [["en", en], ["fr", fr]] as const) {
          const response = await post([["intent", "create"], ...fields], { lang });
          expect(response.status).toBe(400);
          const html = await response.text();
          expect(text(html)).toContain(message);
          // The form comes back as typed.
          expect(html).toContain(`value="${fields[1]![1]}"`);
        }
        expect(await keys()).toEqual(before);
      });
    }

    it("a blank name on rename, the stored name kept", async () => {
      const id = await idOf("tangier");
      const response = await post([["intent", "rename"], ["id", id], ["name.en", ""], ["name.fr", "Tanger"]]);
      expect(response.status).toBe(400);
      expect(text(await response.text())).toContain("Give the name in this language.");
      expect(await screen()).toContain('value="Tangier"');
    });

    it("an unknown location", async () => {
      const response = await post([["intent", "delete"], ["id", "999999"]]);
      expect(response.status).toBe(404);
      expect(text(await response.text())).toContain("This stock location no longer exists.");
      expect(await keys()).toEqual(["casablanca", "dubai", "tangier"]);
    });
  });

  it("renames a location in each language and keeps its key, even when a key is posted", async () => {
    const id = await idOf("tangier");
    const response = await post([["intent", "rename"], ["id", id], ["key", "tanja"], ["name.en", "Tangier Med"], ["name.fr", "Tanger Med"]]);
    expect(response.status).toBe(200);
    expect(text(await response.text())).toContain("The name was saved.");
    expect(await keys()).toEqual(["casablanca", "dubai", "tangier"]);
    expect(await screen("fr")).toContain('value="Tanger Med"');
  });

  it("reorders the locations, which reorders the CSV's columns", async () => {
    const id = await idOf("tangier");
    expect((await post([["intent", "move"], ["id", id], ["direction", "up"]])).status).toBe(200);
    expect(await keys()).toEqual(["casablanca", "tangier", "dubai"]);
    expect((await post([["intent", "move"], ["id", id], ["direction", "up"]])).status).toBe(200);
    expect(await keys()).toEqual(["tangier", "casablanca", "dubai"]);
    // Already first: nothing moves.
    expect((await post([["intent", "move"], ["id", id], ["direction", "up"]])).status).toBe(200);
    expect(await keys()).toEqual(["tangier", "casablanca", "dubai"]);
  });

  it("asks before deleting a location that holds stock, saying how many products, and deletes it with their figures once confirmed", async () => {
    const products = parseCsv(await exportCsv(server.session)).rows.filter((r) => r.stock_dubai !== "");
    expect(products.length).toBeGreaterThan(0);
    const id = await idOf("dubai");
    const asked = await post([["intent", "delete"], ["id", id]]);
    expect(asked.status).toBe(200);
    const page = text(await asked.text());
    expect(page).toContain(`Dubai holds stock figures for ${products.length} products.`);
    expect(await keys()).toEqual(["tangier", "casablanca", "dubai"]);
    const french = text(await (await post([["intent", "delete"], ["id", id]], { lang: "fr" })).text());
    expect(french).toContain(`Dubaï tient des chiffres de stock pour ${products.length} produits.`);

    const done = await post([["intent", "delete"], ["id", id], ["confirm", "yes"]]);
    expect(done.status).toBe(200);
    expect(text(await done.text())).toContain(`The location “dubai” was deleted, with its stock figures for ${products.length} products.`);
    expect(await keys()).toEqual(["tangier", "casablanca"]);
    const figures = await call(`/api/admin/products/by-part-number/${encodeURIComponent(products[0]!.part_number)}`, { session: server.session });
    expect(((await figures.json()) as { availability: { stock: Record<string, number> } }).availability.stock.dubai).toBeUndefined();
  });

  it("deletes a location without stock at once", async () => {
    const id = await idOf("tangier");
    const done = await post([["intent", "delete"], ["id", id]]);
    expect(done.status).toBe(200);
    expect(await keys()).toEqual(["casablanca"]);
  });
});

describe("the product form, refused, after a location was added while it was open", () => {
  it("shows what staff typed, and the new location's stored figure rather than an empty field", async () => {
    const response = await post([["intent", "create"], ["key", "agadir"], ["name.en", "Agadir"], ["name.fr", "Agadir"]]);
    expect(response.status).toBe(200);
    const table = parseCsv(await exportCsv(server.session));
    const row = table.rows.find((r) => r.stock_casablanca !== "")!;
    // The ERP sets Agadir's stock meanwhile.
    const synced = await call("/api/admin/availability", { method: "PUT", session: server.session, json: { lines: [{ partNumber: row.part_number, location: "agadir", quantity: 42 }] } });
    expect(synced.status).toBe(200);
    const stored = (await (await call(`/api/admin/products/by-part-number/${encodeURIComponent(row.part_number)}`, { session: server.session })).json()) as {
      id: number;
      lifecycle: string;
      category: string;
      manufacturer: string;
      name: { en: string; fr: string };
    };
    const id = stored.id;
    // The form as opened before Agadir existed: no field for it, and a stock that does not read.
    const refused = await call(`/admin/products/${id}/edit`, {
      method: "POST",
      session: server.session,
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        csrfToken: server.session.status.csrfToken!,
        partNumber: row.part_number,
        manufacturer: stored.manufacturer,
        category: stored.category,
        status: "active",
        lifecycle: stored.lifecycle,
        "name.en": stored.name.en,
        "name.fr": stored.name.fr,
        "availability.stock.casablanca": "12 boxes",
        "availability.leadTimeUnit": "weeks",
      }).toString(),
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(/name="availability\.stock\.casablanca"[^>]*value="12 boxes"|value="12 boxes"[^>]*name="availability\.stock\.casablanca"/);
    expect(html).toMatch(/name="availability\.stock\.agadir"[^>]*value="42"|value="42"[^>]*name="availability\.stock\.agadir"/);
  });
});
