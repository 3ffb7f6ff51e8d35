import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// The product form's availability fieldset through the built server, posted as a browser
// without JavaScript posts it: saved with the product, shown on the site, the same figures
// again change nothing, and each value that cannot be read is refused with its field named, in
// both languages, the form coming back as typed and nothing written.
const server = serverForFile({ admin: { username: "stock-keeper", password: "a long enough password" }, signInFrom: "198.51.100.72" });
const { call } = server;

const api = (method: string, path: string, body?: unknown) => call(path, { method, session: server.session, json: body });

interface Stored {
  id: number;
  partNumber: string;
  category: string;
  lifecycle: string;
  availability: { stock: Record<string, number>; leadTime: string | null; minimumOrder: number | null; orderMultiple: number | null; updatedAt: string | null };
}

async function product(pn: string): Promise<Stored> {
  const response = await api("GET", `/api/admin/products/by-part-number/${pn}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Stored;
}

/** The edit form's fields for this product, and its availability fields. */
const formOf = (p: Stored, availability: Record<string, string>) => ({
  partNumber: p.partNumber,
  manufacturer: "Schneider Electric",
  category: p.category,
  status: "active",
  lifecycle: p.lifecycle,
  "name.en": "Form timer",
  "name.fr": "Minuterie du formulaire",
  ...Object.fromEntries(Object.entries(availability).map(([k, v]) => [`availability.${k}`, v])),
});

const post = (path: string, fields: Record<string, string>, lang = "en") =>
  call(path, {
    method: "POST",
    session: server.session,
    lang,
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, csrfToken: server.session.status.csrfToken! }).toString(),
  });

const blank = { "stock.casablanca": "", "stock.dubai": "", leadTimeMin: "", leadTimeMax: "", leadTimeUnit: "weeks", minimumOrder: "", orderMultiple: "" };

async function newProduct(pn: string): Promise<Stored> {
  const created = await api("PUT", `/api/admin/products/by-part-number/${pn}`, { name: { en: "Form timer", fr: "Minuterie du formulaire" }, manufacturer: "Schneider Electric", category: "Relays & Control", specs: [] });
  expect(created.status).toBe(201);
  return product(pn);
}

describe("the product form's availability fieldset", () => {
  it("shows one field per location in the admin's language, saves the figures with the product, and the same figures again change nothing", async () => {
    const stored = await newProduct("VT-FORM-1");
    const edit = `/admin/products/${stored.id}/edit`;
    const english = await (await call(edit, { session: server.session, lang: "en" })).text();
    expect(english).toContain("Stock in Casablanca");
    expect(english).toContain('name="availability.stock.dubai"');
    expect(english).toContain("No figures yet.");
    expect(await (await call(edit, { session: server.session, lang: "fr" })).text()).toContain("Stock à Dubaï");

    const figures = { ...blank, "stock.casablanca": "1 200", leadTimeMin: "3", leadTimeMax: "4", leadTimeUnit: "weeks", minimumOrder: "10", orderMultiple: "5" };
    const saved = await post(edit, formOf(stored, figures));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${edit}?saved=updated`);
    const after = await product("VT-FORM-1");
    expect(after.availability).toMatchObject({ stock: { casablanca: 1200 }, leadTime: "3-4 weeks", minimumOrder: 10, orderMultiple: 5 });
    expect(after.availability.updatedAt).not.toBeNull();
    const shown = await (await call(edit, { session: server.session })).text();
    expect(shown).toContain('value="1200"');
    expect(shown).toContain("Figures last changed");
    expect(await (await call(`/products?q=VT-FORM-1`)).text()).toContain("In stock: 1,200, Casablanca");
    expect(await (await call(`/fr/products?q=VT-FORM-1`)).text()).toContain("En stock\u00a0: 1\u202f200, Casablanca");

    // The same figures again: "last updated" stays as it was.
    expect((await post(edit, formOf(stored, { ...figures, "stock.casablanca": "1200" }))).status).toBe(302);
    expect((await product("VT-FORM-1")).availability.updatedAt).toBe(after.availability.updatedAt);

    // Blank fields are "no figure": the product says On request again, never 0 in stock.
    expect((await post(edit, formOf(stored, blank))).status).toBe(302);
    expect((await product("VT-FORM-1")).availability).toMatchObject({ stock: {}, leadTime: null, minimumOrder: null, orderMultiple: null });
    expect(await (await call(`/products?q=VT-FORM-1`)).text()).toContain("On request");
  });

  it("creates a product with its figures in one step", async () => {
    const template = await newProduct("VT-FORM-2");
    const response = await post("/admin/products/new", formOf({ ...template, partNumber: "VT-FORM-3" }, { ...blank, "stock.dubai": "0", leadTimeMin: "10", leadTimeUnit: "days" }));
    expect(response.status).toBe(302);
    expect((await product("VT-FORM-3")).availability).toMatchObject({ stock: { dubai: 0 }, leadTime: "10 days", minimumOrder: null });
    // A location with no field in the post (one added while the form was open) keeps its figure.
    const created = await product("VT-FORM-3");
    const { "stock.dubai": _dubai, ...withoutDubai } = { ...blank, "stock.casablanca": "4", leadTimeMin: "10", leadTimeUnit: "days" };
    expect((await post(`/admin/products/${created.id}/edit`, formOf(created, withoutDubai))).status).toBe(302);
    expect((await product("VT-FORM-3")).availability).toMatchObject({ stock: { casablanca: 4, dubai: 0 }, leadTime: "10 days" });
  });

  it("refuses each value that cannot be read with its field named, in both languages, keeps what was typed and writes nothing", async () => {
    const stored = await newProduct("VT-FORM-4");
    const edit = `/admin/products/${stored.id}/edit`;
    expect((await post(edit, formOf(stored, { ...blank, "stock.dubai": "7", leadTimeMin: "2", leadTimeUnit: "weeks" }))).status).toBe(302);
    const before = await product("VT-FORM-4");

    const cases: Array<[Record<string, string>, string, string, string]> = [
      [{ "stock.casablanca": "-3" }, "availability.stock.casablanca", "Stock in Casablanca: give a whole number, 0 or more, or leave it blank.", "Stock à Casablanca\u00a0: indiquez un nombre entier, 0 ou plus, ou laissez vide."],
      [{ "stock.dubai": "abc" }, "availability.stock.dubai", "Stock in Dubai: give a whole number, 0 or more, or leave it blank.", "Stock à Dubaï\u00a0: indiquez un nombre entier, 0 ou plus, ou laissez vide."],
      [{ "stock.dubai": "1.5" }, "availability.stock.dubai", "Stock in Dubai: give a whole number, 0 or more, or leave it blank.", "Stock à Dubaï\u00a0: indiquez un nombre entier, 0 ou plus, ou laissez vide."],
      [{ "stock.dubai": "1,5" }, "availability.stock.dubai", "Stock in Dubai: give a whole number, 0 or more, or leave it blank.", "Stock à Dubaï\u00a0: indiquez un nombre entier, 0 ou plus, ou laissez vide."],
      [{ leadTimeMin: "5", leadTimeMax: "3" }, "availability.leadTimeMax", "Lead time to: it cannot be less than “from” (5).", "Délai à\u00a0: il ne peut pas être inférieur à «\u00a0de\u00a0» (5)."],
      [{ leadTimeMax: "3" }, "availability.leadTimeMin", "Lead time from: give it when you give “to”.", "Délai de\u00a0: indiquez-le quand vous donnez «\u00a0à\u00a0»."],
      [{ leadTimeMin: "soon" }, "availability.leadTimeMin", "Lead time from: give a whole number, 0 or more, or leave it blank.", "Délai de\u00a0: indiquez un nombre entier, 0 ou plus, ou laissez vide."],
      [{ leadTimeMin: "200", leadTimeUnit: "weeks" }, "availability.leadTimeMax", "Lead time to: at most 1100 days (about three years).", "Délai à\u00a0: 1100 jours au plus (environ trois ans)."],
      [{ leadTimeMin: "2", leadTimeUnit: "months" }, "availability.leadTimeUnit", "Lead time unit: choose days or weeks.", "Unité du délai\u00a0: choisissez jours ou semaines."],
      [{ minimumOrder: "0" }, "availability.minimumOrder", "Minimum order: give a whole number, 1 or more, or leave it blank.", "Commande minimum\u00a0: indiquez un nombre entier, 1 ou plus, ou laissez vide."],
      [{ orderMultiple: "-5" }, "availability.orderMultiple", "Order multiple: give a whole number, 1 or more, or leave it blank.", "Multiple de commande\u00a0: indiquez un nombre entier, 1 ou plus, ou laissez vide."],
      [{ orderMultiple: "99999999999" }, "availability.orderMultiple", "Order multiple: give a whole number, 1 or more, or leave it blank.", "Multiple de commande\u00a0: indiquez un nombre entier, 1 ou plus, ou laissez vide."],
    ];
    for (const [fields, field, en, fr] of cases) {
      // Another field changed beside the bad one: the product is not saved either.
      const form = { ...formOf(stored, { ...blank, "stock.dubai": "9", ...fields }), "name.en": "Renamed with a bad figure" };
      const refused = await post(edit, form);
      expect(refused.status, field).toBe(400);
      const html = await refused.text();
      expect(/data-testid="form-errors"[\s\S]*?<\/ul>/.exec(html)?.[0], field).toContain(en);
      expect(html, field).toContain('value="Renamed with a bad figure"');
      // What was typed comes back (a select shows only its own options).
      for (const [name, value] of Object.entries(fields)) if (name !== "leadTimeUnit") expect(html, field).toContain(`value="${value}"`);
      const french = await (await post(edit, form, "fr")).text();
      expect(/data-testid="form-errors"[\s\S]*?<\/ul>/.exec(french)?.[0], field).toContain(fr);
    }
    const after = await product("VT-FORM-4");
    expect(after.availability).toEqual(before.availability);
    expect(await (await call(`/products?q=VT-FORM-4`)).text()).toContain("Form timer");

    // A new product with a bad figure is not created.
    const created = await post("/admin/products/new", formOf({ ...stored, partNumber: "VT-FORM-5" }, { ...blank, minimumOrder: "x" }));
    expect(created.status).toBe(400);
    expect((await api("GET", "/api/admin/products/by-part-number/VT-FORM-5")).status).toBe(404);
  });
});
