import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// /api/admin/products through the built server: the calls staff tools and scripts use.
const server = serverForFile({ admin: { username: "catalogue-keeper", password: "a long enough password" }, signInFrom: "198.51.100.70" });
const { call } = server;

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(path, { method, session: server.session, headers: { "Content-Type": "application/json", "Accept-Language": "en", ...headers }, json: body });

const product = {
  partNumber: "VT-API-100",
  name: { en: "API relay", fr: "Relais API" },
  category: "Relays & Control",
  subcategory: "power-relays",
  applications: ["energy"],
  specs: [{ attribute: "coil_voltage", value: "12 V DC", unit: "" }],
};

describe("/api/admin/products", () => {
  it("creates, reads, patches, lists (inactive too) and deletes a product; the public calls follow", async () => {
    const created = await send("POST", "/api/admin/products", product);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const read = await (await send("GET", `/api/admin/products/${id}`)).json();
    expect(read).toMatchObject({ partNumber: "VT-API-100", category: "relays-control", subcategory: "power-relays", specs: [{ attribute: "coil_voltage", value: "12", unit: "V DC" }] });
    expect((await call(`/api/products/${id}`)).status).toBe(200);

    const patched = await send("PATCH", `/api/admin/products/${id}`, { status: "inactive", name: { en: "API relay", fr: "Relais de l'API" } });
    expect(patched.status).toBe(200);
    expect((await call(`/api/products/${id}`)).status).toBe(404);
    const list = (await (await send("GET", "/api/admin/products?q=VT-API&status=inactive")).json()) as { items: { id: number; name: { fr: string } }[]; total: number };
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id, name: { fr: "Relais de l'API" } });

    // PATCH is a JSON Merge Patch: one language's name leaves the other as it was, null clears a field.
    const french = await send("PATCH", `/api/admin/products/${id}`, { name: { fr: "Relais de l'API, révisé" }, subcategory: null });
    expect(french.status).toBe(200);
    expect(await (await send("GET", `/api/admin/products/${id}`)).json()).toMatchObject({ name: { en: "API relay", fr: "Relais de l'API, révisé" }, subcategory: "", category: "relays-control" });
    // A required field cleared is refused with its place, and nothing changes.
    const cleared = await send("PATCH", `/api/admin/products/${id}`, { partNumber: null });
    expect(cleared.status).toBe(400);
    expect(((await cleared.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty("partNumber");
    expect(await (await send("GET", `/api/admin/products/${id}`)).json()).toMatchObject({ partNumber: "VT-API-100", name: { en: "API relay" } });

    expect((await send("DELETE", `/api/admin/products/${id}`)).status).toBe(204);
    expect((await send("GET", `/api/admin/products/${id}`)).status).toBe(404);
    const audit = await (await call("/admin/audit", { headers: { Cookie: server.session.cookie } })).text();
    for (const action of ["product.create", "product.update", "product.delete"]) expect(audit).toContain(action);
  });

  it("audits bulk activate, deactivate and delete with their counts, read in words with plurals in both languages", async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const created = await send("POST", "/api/admin/products", { ...product, partNumber: `VT-AUDIT-${n}` });
      expect(created.status).toBe(201);
      ids.push(((await created.json()) as { id: number }).id);
    }
    // The product list's bulk form, posted as the browser does without JavaScript.
    const bulk = (intent: string, chosen: number[], extra: Record<string, string> = {}) => {
      const form = new URLSearchParams({ intent, ...extra });
      for (const id of chosen) form.append("ids", String(id));
      return call("/admin?index", { method: "POST", session: server.session, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: form.toString() });
    };
    expect((await bulk("deactivate", ids)).status).toBe(200);
    expect((await bulk("activate", ids.slice(0, 1))).status).toBe(200);
    expect((await bulk("delete", ids, { confirmed: "yes" })).status).toBe(200);
    expect((await send("GET", "/api/admin/products?q=VT-AUDIT")).ok).toBe(true);
    expect(((await (await send("GET", "/api/admin/products?q=VT-AUDIT")).json()) as { total: number }).total).toBe(0);

    const auditIn = async (lang: string) => (await call("/admin/audit", { session: server.session, lang })).text();
    const english = await auditIn("en");
    for (const words of ["Deactivated 3 products", "Activated 1 product<", "Deleted 3 products"]) expect(english).toContain(words);
    const french = await auditIn("fr");
    for (const words of ["3 produits désactivés", "1 produit activé<", "3 produits supprimés"]) expect(french).toContain(words);
  });

  it("names each refused field in the caller's language and changes nothing", async () => {
    const bad = await send("POST", "/api/admin/products", { ...product, partNumber: "", category: "no-such-category" });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.fields.partNumber).toBe("This field is required.");

    const unknown = await send("POST", "/api/admin/products", { ...product, category: "no-such-category", applications: ["mining"] }, { "Accept-Language": "fr" });
    const fields = ((await unknown.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(fields).toEqual({ category: "Catégorie inconnue\u00a0: «\u00a0no-such-category\u00a0».", "applications.0": "Application inconnue\u00a0: «\u00a0mining\u00a0»." });

    const first = await send("POST", "/api/admin/products", { ...product, partNumber: "VT-API-200" });
    expect(first.status).toBe(201);
    const again = await send("POST", "/api/admin/products", { ...product, partNumber: "VT-API-200", name: { en: "Overwrite attempt" } });
    expect(again.status).toBe(409);
    const { id } = (await first.json()) as { id: number };
    expect(((await (await send("GET", `/api/admin/products/${id}`)).json()) as { name: { en: string } }).name.en).toBe("API relay");

    const long = await send("PUT", `/api/admin/products/${id}`, { ...product, partNumber: "VT-API-200", name: { en: "x".repeat(201) } });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { fields: Record<string, string> } }).error.fields["name.en"]).toBe("At most 200 characters.");
    expect((await send("POST", "/api/admin/products", "{not json", { "Content-Type": "application/json" })).status).toBe(400);
    expect((await send("GET", "/api/admin/products/999999")).status).toBe(404);
  });

  it("saves the add form posted without JavaScript, and shows refusals in the page", async () => {
    const post = (fields: [string, string][]) =>
      call("/admin/products/new", {
        method: "POST",
        headers: { Cookie: server.session.cookie, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
        body: new URLSearchParams([["csrfToken", server.session.status.csrfToken!], ...fields]),
      });
    const saved = await post([
      ["partNumber", "VT-FORM-1"],
      ["name.en", "Form relay"],
      ["name.fr", "Relais du formulaire"],
      ["category", "timers"],
      ["applications", "hvac"],
      ["specs.0.attribute", "supply_voltage"],
      ["specs.0.value", "24 V AC"],
      ["featured", "on"],
    ]);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toMatch(/^\/admin\/products\/\d+\/edit\?saved=created$/);
    const refused = await post([["partNumber", "VT-FORM-2"], ["category", "timers"], ["name.fr", "Sans nom anglais"]]);
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("This field is required.");
    expect(page).toContain("Sans nom anglais");
    const withoutToken = await call("/admin/products/new", {
      method: "POST",
      headers: { Cookie: server.session.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([["partNumber", "VT-FORM-3"], ["name.en", "x"], ["category", "timers"]]),
    });
    expect(withoutToken.status).toBe(403);
    expect((await send("GET", "/api/admin/products?q=VT-FORM")).ok).toBe(true);
    expect(((await (await send("GET", "/api/admin/products?q=VT-FORM")).json()) as { total: number }).total).toBe(1);
  });

  it("sorts in the public list's words, refuses unknown values, and keeps old bookmarks working", async () => {
    type Page = { items: { partNumber: string; name: { en: string } }[] };
    const byName = (await (await send("GET", "/api/admin/products?sort=name-asc")).json()) as Page;
    const names = byName.items.map((item) => item.name.en.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byPart = (await (await send("GET", "/api/admin/products?sort=part-asc")).json()) as Page;
    const parts = byPart.items.map((item) => item.partNumber);
    expect(parts).toEqual([...parts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // The old words still list the same pages.
    expect(await (await send("GET", "/api/admin/products?sort=name")).json()).toEqual(byName);
    expect(await (await send("GET", "/api/admin/products?sort=part-number")).json()).toEqual(byPart);

    for (const [query, field, allowed] of [
      ["sort=bogus", "sort", "updated, part-asc, name-asc, newest"],
      ["status=gone", "status", "active, inactive"],
      ["lifecycle=dead", "lifecycle", "active, new, nrnd, obsolete"],
    ] as const) {
      const refused = await send("GET", `/api/admin/products?${query}`);
      expect(refused.status, query).toBe(400);
      const body = (await refused.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe("invalid_input");
      expect(body.error.fields[field]).toContain(allowed);
    }

    // The staff page: an old bookmark is sent to the same list in the new words; an unknown
    // word shows the default order.
    const cookie = { Cookie: server.session.cookie };
    const old = await call("/admin?q=VT&sort=part-number&page=1", { headers: cookie });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/admin?q=VT&sort=part-asc&page=1");
    const named = await call("/admin?sort=name", { headers: cookie });
    expect(named.headers.get("location")).toBe("/admin?sort=name-asc");
    const fresh = await call("/admin?sort=part-asc", { headers: cookie });
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toMatch(/<option value="part-asc" selected="">/);
    const bogus = await call("/admin?sort=bogus", { headers: cookie });
    expect(bogus.status).toBe(200);
    expect(await bogus.text()).toMatch(/<option value="updated" selected="">/);
  });

  it("needs a session, and the anti-forgery token for changes", async () => {
    expect((await call("/api/admin/products")).status).toBe(401);
    const noToken = await call("/api/admin/products", { method: "POST", headers: { Cookie: server.session.cookie, "Content-Type": "application/json" }, body: JSON.stringify(product) });
    expect(noToken.status).toBe(403);
  });
});
