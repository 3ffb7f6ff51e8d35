import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// The ERP's calls through the built server: the bulk sync and the upsert by part number, their
// refusals in both languages, and the lists and pages that show the new figures at once.
const server = serverForFile({ admin: { username: "erp-keeper", password: "a long enough password" }, signInFrom: "198.51.100.71" });
const { call } = server;

const send = (method: string, path: string, body?: unknown, lang = "en") =>
  call(path, { method, session: server.session, headers: { "Content-Type": "application/json", "Accept-Language": lang }, json: body });
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

const product = {
  name: { en: "ERP timer", fr: "Minuterie ERP" },
  manufacturer: "Schneider Electric",
  category: "Relays & Control",
  specs: [],
};

describe("PUT /api/admin/products/by-part-number/{pn} and PUT /api/admin/availability", () => {
  it("creates then replaces by part number, changes nothing the second time, and the site shows the figures", async () => {
    const body = { ...product, availability: { stock: { casablanca: 1234 }, leadTime: "3-4 weeks", minimumOrder: 10, orderMultiple: 5 } };
    const created = await send("PUT", "/api/admin/products/by-part-number/VT-ERP-1", body);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const again = await send("PUT", "/api/admin/products/by-part-number/VT-ERP-1", body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, created: false, changed: false });
    const read = await (await send("GET", "/api/admin/products/by-part-number/VT-ERP-1")).json();
    expect(read).toMatchObject({ id, partNumber: "VT-ERP-1", availability: { stock: { casablanca: 1234 }, leadTime: "3-4 weeks", minimumOrder: 10, orderMultiple: 5 } });

    const page = await (await call(`/products/${id}`)).text();
    expect(page).toContain("1,234 in stock");
    expect(page).toContain("Minimum order 10, in multiples of 5");
    const french = await (await call(`/fr/products/${id}`)).text();
    expect(french).toContain("1\u202f234 en stock");
    expect(french).toContain("3 à 4 semaines");

    // The sync: the list page, cached before, shows the change at once.
    expect(await (await call("/products?inStock=casablanca&q=VT-ERP-1")).text()).toContain("In stock: 1,234, Casablanca");
    const lines = [
      { partNumber: "VT-ERP-1", location: "casablanca", quantity: 0 },
      { partNumber: "VT-ERP-1", location: "dubai", quantity: 7 },
      { partNumber: "VT-NO-SUCH-PART", location: "dubai", quantity: 7 },
      { partNumber: "VT-ERP-1", leadTime: "6 weeks" },
    ];
    const synced = await send("PUT", "/api/admin/availability", { lines });
    expect(synced.status).toBe(200);
    expect(await synced.json()).toEqual({
      lines: 4,
      changed: [
        { line: 1, partNumber: "VT-ERP-1", location: "casablanca" },
        { line: 2, partNumber: "VT-ERP-1", location: "dubai" },
        { line: 4, partNumber: "VT-ERP-1" },
      ],
      unchanged: 0,
      unknown: [{ line: 3, partNumber: "VT-NO-SUCH-PART" }],
      refused: [],
    });
    const second = (await (await send("PUT", "/api/admin/availability", { lines })).json()) as { changed: unknown[]; unchanged: number };
    expect(second.changed).toEqual([]);
    expect(second.unchanged).toBe(3);
    expect(await (await call("/products?inStock=casablanca&q=VT-ERP-1")).text()).toContain("Showing 0 of 0 products");
    expect(await (await call("/products?inStock=dubai&q=VT-ERP-1")).text()).toContain("In stock: 7, Dubai");
  });

  it("refuses bad lines with 400 naming them, too many with 413, in the caller's language, and writes nothing", async () => {
    await send("PUT", "/api/admin/products/by-part-number/VT-ERP-2", { ...product, availability: { stock: { dubai: 5 } } });
    const before = await (await send("GET", "/api/admin/products/by-part-number/VT-ERP-2")).json();
    const negative = await send("PUT", "/api/admin/availability", { lines: [{ partNumber: "VT-ERP-2", location: "dubai", quantity: 9 }, { partNumber: "VT-ERP-2", location: "casablanca", quantity: -1 }] });
    expect(negative.status).toBe(400);
    expect(await errorOf(negative)).toMatchObject({ code: "invalid_input", message: "Line 2: a stock cannot be negative.", fields: { "lines.1.quantity": "Line 2: a stock cannot be negative." } });
    const lead = await send("PUT", "/api/admin/availability", { lines: [{ partNumber: "VT-ERP-2", leadTime: "bientôt" }] }, "fr");
    expect(lead.status).toBe(400);
    expect((await errorOf(lead)).message).toBe("Ligne 1\u00a0: indiquez un délai comme «\u00a03 à 4 semaines\u00a0» ou «\u00a010 jours\u00a0».");
    const many = await send("PUT", "/api/admin/availability", { lines: Array.from({ length: 10_001 }, (_, i) => ({ partNumber: `P${i}`, location: "dubai", quantity: 1 })) });
    expect(many.status).toBe(413);
    expect((await errorOf(many)).message).toContain("line 10001");
    expect((await send("PUT", "/api/admin/availability", { rows: [] })).status).toBe(400);
    const badUpsert = await send("PUT", "/api/admin/products/by-part-number/VT-ERP-2", { ...product, availability: { stock: { mars: 1 } } });
    expect(badUpsert.status).toBe(400);
    expect((await errorOf(badUpsert)).fields).toHaveProperty(["availability.stock.mars"]);
    expect(await (await send("GET", "/api/admin/products/by-part-number/VT-ERP-2")).json()).toEqual(before);
    // A new part number whose figures are refused: the product is not created either (one transaction).
    const badNew = await send("PUT", "/api/admin/products/by-part-number/VT-ERP-2B", { ...product, availability: { stock: { mars: 1 } } });
    expect(badNew.status).toBe(400);
    expect((await send("GET", "/api/admin/products/by-part-number/VT-ERP-2B")).status).toBe(404);
    // Without a session: 401, before anything is read.
    expect((await call("/api/admin/availability", { method: "PUT", json: { lines: [] } })).status).toBe(401);
  });

  it("documents both calls in /api/openapi.json with examples", async () => {
    const doc = (await (await call("/api/openapi.json")).json()) as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { example?: unknown }> } }>> };
    expect(doc.paths["/api/admin/availability"]!.put!.requestBody!.content["application/json"]!.example).toBeTruthy();
    expect(doc.paths["/api/admin/products/by-part-number/{pn}"]!.put!.requestBody!.content["application/json"]!.example).toBeTruthy();
  });
});
