import { describe, expect, it } from "vitest";
import { readPdf } from "../support/pdf-text";
import { parseCsv, productCsvCalls, writeCsv } from "../support/product-csv";
import { type CallInit, serverForFile } from "../support/server";

// The buyer tools through the built server on the demo catalogue: what a browser and an API
// client see, and every bad input refused with a clear answer.
const server = serverForFile({ admin: { username: "buyer-tools", password: "a long enough password" }, signInFrom: "203.0.113.1" });
const { call } = server;
const { exportCsv, importCsv } = productCsvCalls((path, init) => call(path, init));
let ip = 1;
const freshIp = () => `203.0.113.${++ip}`;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** A call as the signed-in administrator. */
const api = (path: string, init: CallInit = {}) => call(path, { session: server.session, ...init });

async function idOf(partNumber: string): Promise<number> {
  const body = (await (await call(`/api/products?q=${encodeURIComponent(partNumber)}&limit=50`)).json()) as { items: Array<{ id: number; partNumber: string }> };
  return body.items.find((item) => item.partNumber === partNumber)!.id;
}

async function postQuote(fields: Record<string, unknown> = {}) {
  return call("/api/inquiries", {
    method: "POST",
    ip: freshIp(),
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ kind: "quote", name: "Karim Benali", email: "karim@atlas.ma", country: "morocco", message: "Prix pour 50 pièces ?", privacyConsent: true, partNumber: "RM22TG20", ...fields }),
  });
}


describe("GET /api/products/{id} and /api/search", () => {
  it("returns the replacement, alternatives and cross references, and finds a product by another maker's part number", async () => {
    const product = (await (await call(`/api/products/${await idOf("XBTN401")}`)).json()) as Record<string, unknown>;
    expect(product.replacedBy).toMatchObject({ partNumber: "HMIGXU3500", manufacturer: "Schneider Electric" });
    expect(product.alternatives).toEqual([expect.objectContaining({ partNumber: "NB7W-TW01B" })]);
    const relay = (await (await call(`/api/products/${await idOf("40.52.9.024.0000")}`)).json()) as { crossReferences: unknown[] };
    expect(relay.crossReferences).toContainEqual({ manufacturer: "TE Connectivity", partNumber: "RT424024" });
    const search = (await (await call("/api/search?q=RT424024")).json()) as { products: Array<{ partNumber: string; equivalentTo?: unknown }> };
    expect(search.products[0]).toMatchObject({ partNumber: "40.52.9.024.0000", equivalentTo: { manufacturer: "TE Connectivity", partNumber: "RT424024" } });
  });
});

describe("compare pages", () => {
  it("shows the products of the URL in both languages, and an empty page for ids that name nothing", async () => {
    const ids = [await idOf("D2425"), await idOf("D2450-10"), await idOf("RM1A48D50")].join(",");
    for (const path of [`/compare?ids=${ids}`, `/fr/compare?ids=${ids}`]) {
      const html = await (await call(path)).text();
      expect(html.match(/data-testid="compare-column"/g), path).toHaveLength(3);
      for (const part of ["D2425", "D2450-10", "RM1A48D50"]) expect(html).toContain(part);
    }
    for (const query of ["", "?ids=", "?ids=abc,-1", "?ids=99999999", `?ids=${"x,".repeat(5000)}`]) {
      const response = await call(`/compare${query}`);
      expect(response.status, query).toBe(200);
      expect(await response.text()).toContain('data-testid="compare-empty"');
    }
  });
});

describe("spec sheets", () => {
  it("answers an A4 PDF in each language, and 404 for what is not a product", async () => {
    const id = await idOf("K8DT-PM1CN");
    for (const [path, words] of [[`/products/${id}/sheet.pdf`, "Replaced by"], [`/fr/products/${id}/sheet.pdf`, "Remplacé par"]] as const) {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const read = await readPdf(new Uint8Array(await response.arrayBuffer()));
      expect(read.pages).toHaveLength(1);
      expect(read.text).toContain("K8DT-PM1CN");
      expect(read.text).toContain(words);
      // Two images: the letterhead's mark (no logo in the demo settings) and the product's picture
      // (every demo product has one); then the settings' phone, e-mail and address.
      expect(read.images).toBe(2);
      expect(read.text).toContain("+212 522 33 44 55");
      expect(read.text).toContain("sales@vitrine-industrie.ma");
      expect(read.text).toContain(path.startsWith("/fr") ? "Parc d’affaires de Sidi Maârouf, 20270 Casablanca, Maroc" : "Sidi Maârouf Business Park, 20270 Casablanca, Morocco");
      expect(read.text).not.toContain("/media/");
      expect(read.links.filter((link) => link.includes("/media/")).length).toBeGreaterThan(0);
    }
    for (const path of ["/products/0/sheet.pdf", "/products/abc/sheet.pdf", "/products/99999999/sheet.pdf", `/de/products/${id}/sheet.pdf`]) {
      expect((await call(path)).status, path).toBe(404);
    }
  });
});

describe("quote references and status", () => {
  it("answers 201 with the id and a reference, distinct for each request; a contact message has none", async () => {
    const first = await postQuote();
    const second = await postQuote();
    expect(first.status).toBe(201);
    const a = (await first.json()) as { id: number; reference: string };
    const b = (await second.json()) as { id: number; reference: string };
    expect(a.reference).toMatch(/^Q-\d{4}-\d{4,}$/);
    expect(b.reference).not.toBe(a.reference);
    const contact = await postQuote({ kind: "contact" });
    expect(await contact.json()).not.toHaveProperty("reference");
  });

  it("moves a quote with PATCH {status}, shows it in the inquiry, exports it, and refuses every bad input", async () => {
    const { id, reference } = (await (await postQuote()).json()) as { id: number; reference: string };
    const patch = (body: unknown, init: { csrf?: boolean; target?: number | string } = {}) =>
      api(`/api/admin/inquiries/${init.target ?? id}`, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body), csrf: init.csrf });

    const moved = await patch({ status: "quoted" });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id, reference, status: "quoted" });
    const detail = (await (await api(`/api/admin/inquiries/${id}`)).json()) as { inquiry: { status: string } };
    expect(detail.inquiry.status).toBe("quoted");
    const page = await (await api(`/admin/inquiries/${id}`)).text();
    expect(page).toContain(reference);
    expect(page).toMatch(/data-testid="quote-status"[^>]*>Quoted</);

    for (const bad of [{ status: "sold" }, { status: "" }, { status: 3 }, {}, { status: "won", read: true }, "not json", []]) {
      const response = await patch(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      const { error } = (await response.json()) as ErrorBody;
      // A body that is not JSON is the body reader's own 400 (invalid_input, "not valid JSON").
      expect(error.code).toBe("invalid_input");
      if (typeof bad === "object" && !Array.isArray(bad) && "status" in bad) expect(Object.values(error.fields ?? {}).join(" ")).toContain("new, quoted, won, lost, closed");
    }
    expect((await patch({ status: "won" }, { csrf: false })).status).toBe(403);
    expect((await call(`/api/admin/inquiries/${id}`, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ status: "won" }) })).status).toBe(401);
    expect((await patch({ status: "won" }, { target: 99_999_999 })).status).toBe(404);
    expect((await patch({ status: "won" }, { target: "abc" })).status).toBe(404);
    const contact = (await (await postQuote({ kind: "contact" })).json()) as { id: number };
    const refused = await patch({ status: "won" }, { target: contact.id });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.message).toMatch(/Only quote requests have a status/);
    // Nothing was lost or changed by the refusals.
    expect(((await (await api(`/api/admin/inquiries/${id}`)).json()) as { inquiry: { status: string } }).inquiry.status).toBe("quoted");

    // The audit log has the move; the CSV export has reference and status; the filter finds it.
    const audit = await (await api("/admin/audit")).text();
    expect(audit).toContain("inquiry.quote_status");
    const csv = await (await api(`/api/admin/inquiries/export?quote=quoted&q=${reference}`)).text();
    expect(csv.split("\r\n")[0]).toContain("id,kind,reference,status");
    expect(csv).toContain(`${reference},quoted`);
    const filtered = (await (await api(`/api/admin/inquiries?quote=quoted&q=${reference}`)).json()) as { items: Array<{ id: number }> };
    expect(filtered.items.map((i) => i.id)).toEqual([id]);
  });

  it("changes the status from the inquiry screen without JavaScript, and says what is allowed when the value is wrong", async () => {
    const { id } = (await (await postQuote()).json()) as { id: number };
    const post = (status: string) =>
      api(`/admin/inquiries/${id}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrfToken: server.session.status.csrfToken!, intent: "status", status }).toString(),
      });
    const wrong = await post("sold");
    expect(await wrong.text()).toContain("Choose a status among: new, quoted, won, lost, closed.");
    const ok = await post("won");
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("The quote request is now: Won.");
  });
});

describe("product CSV columns", () => {
  it("exports and imports replaced_by, alternatives and cross_references, all or nothing", async () => {
    const table = parseCsv(await exportCsv(server.session, "?q=XBTN401"));
    expect(table.header).toEqual(expect.arrayContaining(["replaced_by", "alternatives", "cross_references"]));
    const row = table.rows.find((r) => r.part_number === "XBTN401")!;
    expect(row.replaced_by).toBe("HMIGXU3500");
    expect(row.alternatives).toBe("NB7W-TW01B");

    // A bad cell anywhere: the report names it and nothing is written.
    const bad = { ...table, rows: [{ ...row, alternatives: "NB7W-TW01B | NO-SUCH-PART", cross_references: "Finder:40.52.9.024" }, { ...row, part_number: "XBTN401-B", replaced_by: "XBTN401", cross_references: "no maker" }] };
    const refused = await importCsv(server.session, writeCsv(bad), { dryRun: false });
    expect(refused.status).toBe(422);
    const text = JSON.stringify(await refused.json());
    expect(text).toContain("NO-SUCH-PART");
    expect(text).toContain("cross_references");
    const still = parseCsv(await exportCsv(server.session, "?q=XBTN401")).rows.find((r) => r.part_number === "XBTN401")!;
    expect(still.cross_references).toBe("");

    const good = { ...table, rows: [{ ...row, alternatives: "NB7W-TW01B | cMT3072XH", cross_references: "Schneider Electric:XBTN400 | Pro-face:PFXGP4301" }] };
    const imported = await importCsv(server.session, writeCsv(good), { dryRun: false });
    expect(imported.status).toBe(200);
    const after = (await (await call(`/api/products/${await idOf("XBTN401")}`)).json()) as { alternatives: Array<{ partNumber: string }>; crossReferences: unknown[] };
    expect(after.alternatives.map((a) => a.partNumber)).toEqual(["NB7W-TW01B", "cMT3072XH"]);
    expect(after.crossReferences).toEqual([{ manufacturer: "Schneider Electric", partNumber: "XBTN400" }, { manufacturer: "Pro-face", partNumber: "PFXGP4301" }]);
    const search = (await (await call("/api/search?q=PFXGP4301")).json()) as { products: Array<{ partNumber: string }> };
    expect(search.products.map((p) => p.partNumber)).toContain("XBTN401");
  });
});
