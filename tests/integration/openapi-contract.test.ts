import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "~/http/openapi";
import { type CallInit, serverForFile } from "../support/server";

// The document is the contract: every operation of /api/openapi.json is called on the built
// server, and each answer's status must be one the document lists for it, and its JSON body must
// match the schema the document gives for that status. Operations added to the document without a
// call here fail the coverage check at the end.
const server = serverForFile({ admin: { username: "contract-keeper", password: "a long enough password" }, signInFrom: "198.51.100.171" });

type Operation = { responses: Record<string, { content?: Record<string, { schema?: object }> }> };
const paths = openApiDocument.paths as unknown as Record<string, Record<string, Operation>>;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: "doc", components: openApiDocument.components });
const validators = new Map<object, ValidateFunction>();
// "#/components/..." in the document's schemas point into the document itself (here "doc").
const anchored = (schema: object) => JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/components/', '"$ref":"doc#/components/')) as object;
const validatorOf = (schema: object) => {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(anchored(schema))));
  return validate;
};

const called = new Set<string>();

/** Calls an operation (`template` as the document names it) and checks the answer against the document. */
async function contract(method: string, template: string, path: string, init: CallInit = {}, expected?: number): Promise<Response> {
  const operation = paths[template]?.[method.toLowerCase()];
  expect(operation, `${method} ${template} is in the document`).toBeDefined();
  const response = await server.call(path, { method, session: server.session, ...init });
  const label = `${method} ${path} answered ${response.status}`;
  if (expected !== undefined && response.status !== expected) expect(`${response.status} ${await response.clone().text()}`.slice(0, 600), label).toBe(String(expected));
  const documented = operation!.responses[String(response.status)];
  expect(documented, `${label}, which the document does not list for ${method} ${template}`).toBeDefined();
  const schema = documented!.content?.["application/json"]?.schema;
  if (schema && response.headers.get("content-type")?.includes("application/json")) {
    const body: unknown = await response.clone().json();
    const validate = validatorOf(schema);
    expect(validate(body) ? [] : validate.errors, `${label}: its body against the document's schema`).toEqual([]);
  }
  called.add(`${method} ${template}`);
  return response;
}

const json = (body: unknown): CallInit => ({ json: body });
const idOf = async (response: Response) => ((await response.clone().json()) as { id: number }).id;

describe("the OpenAPI document is the contract", () => {
  it("public and operations calls", async () => {
    await contract("GET", "/healthz", "/healthz", {}, 200);
    await contract("GET", "/readyz", "/readyz", {}, 200);
    await contract("GET", "/metrics", "/metrics", {}, 200);
    await contract("GET", "/api/categories", "/api/categories", {}, 200);
    await contract("GET", "/api/categories/featured", "/api/categories/featured", {}, 200);
    await contract("GET", "/api/subcategories", "/api/subcategories", {}, 200);
    await contract("GET", "/api/applications", "/api/applications", {}, 200);
    const list = await contract("GET", "/api/products", "/api/products?q=relay", {}, 200);
    const first = ((await list.json()) as { items: { id: number }[] }).items[0]!.id;
    await contract("GET", "/api/products/{id}", `/api/products/${first}`, {}, 200);
    await contract("GET", "/api/products/{id}", "/api/products/999999", {}, 404);
    await contract("GET", "/api/search", "/api/search?q=MY2N", {}, 200);
    await contract("GET", "/api/search", "/api/search?q=zzqqxx", {}, 200);
    const inquiry = { kind: "quote", name: "Contract Buyer", email: "buyer@example.com", country: "morocco", message: "Two relays, please.", privacyConsent: true, items: [{ productId: first, partNumber: "X", quantity: 2 }] };
    await contract("POST", "/api/inquiries", "/api/inquiries", { ...json(inquiry), session: undefined }, 201);
    await contract("POST", "/api/inquiries", "/api/inquiries", { ...json({ kind: "contact" }), session: undefined }, 400);
    await contract("POST", "/api/newsletter", "/api/newsletter", { ...json({ email: "reader@example.com", locale: "en", privacyConsent: true }), session: undefined });
    await contract("POST", "/api/newsletter", "/api/newsletter", { ...json({ email: "not an address" }), session: undefined }, 400);
  });

  it("signing in and out", async () => {
    await contract("GET", "/api/admin/auth-status", "/api/admin/auth-status", {}, 200);
    await contract("POST", "/api/admin/login", "/api/admin/login", { ...json({ username: "contract-keeper", password: "wrong password here" }), session: undefined }, 401);
    const other = await server.signIn("198.51.100.172");
    await contract("POST", "/api/admin/logout", "/api/admin/logout", { session: other }, 200);
    await contract("POST", "/api/admin/login", "/api/admin/login", { ...json({ username: "contract-keeper", password: "a long enough password" }), session: undefined, ip: "198.51.100.173" }, 200);
  });

  it("products, their export and import, and media", async () => {
    const product = { partNumber: "VT-CONTRACT-1", name: { en: "Contract relay", fr: "Relais contrat" }, category: "relays-control", specs: [] };
    await contract("GET", "/api/admin/products", "/api/admin/products", {}, 200);
    const id = await idOf(await contract("POST", "/api/admin/products", "/api/admin/products", json(product), 201));
    await contract("POST", "/api/admin/products", "/api/admin/products", json(product), 409);
    await contract("POST", "/api/admin/products", "/api/admin/products", json({ partNumber: "" }), 400);
    await contract("GET", "/api/admin/products/{id}", `/api/admin/products/${id}`, {}, 200);
    await contract("PUT", "/api/admin/products/{id}", `/api/admin/products/${id}`, json({ ...product, name: { en: "Contract relay 2" } }), 200);
    await contract("PATCH", "/api/admin/products/{id}", `/api/admin/products/${id}`, json({ name: { fr: "Relais contrat 2" } }), 200);
    await contract("PATCH", "/api/admin/products/{id}", `/api/admin/products/${id}`, json({ category: "" }), 400);
    await contract("GET", "/api/admin/products/export", "/api/admin/products/export", {}, 200);
    const csv = "part_number,name_en,category\nVT-CONTRACT-2,Second contract relay,relays-control\n";
    const form = new FormData();
    form.set("file", new Blob([csv], { type: "text/csv" }), "products.csv");
    await contract("POST", "/api/admin/products/import", "/api/admin/products/import?dryRun=1", { body: form }, 200);
    const image = new FormData();
    // A 1x1 PNG.
    image.set("file", new Blob([Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==", "base64")]), "dot.png");
    await contract("POST", "/api/admin/media", "/api/admin/media", { body: image }, 201);
    const text = new FormData();
    text.set("file", new Blob(["not an image"]), "note.png");
    await contract("POST", "/api/admin/media", "/api/admin/media", { body: text }, 400);
    // The bulk upload: the dry run, a ZIP refused as a whole, the apply, a spent token, a bad alt text.
    const listed = (await (await server.call("/api/products?limit=1")).json()) as { items: { partNumber: string }[] };
    const bulk = new FormData();
    bulk.append("files", new Blob([Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==", "base64")]), `${listed.items[0]!.partNumber.replace(/\//g, "_")}-9.png`);
    const checked = await contract("POST", "/api/admin/media/bulk", "/api/admin/media/bulk", { body: bulk }, 200);
    const { token } = (await checked.json()) as { token: string };
    const broken = new FormData();
    broken.append("files", new Blob([Buffer.from("PK\x03\x04 not a zip")]), "broken.zip");
    await contract("POST", "/api/admin/media/bulk", "/api/admin/media/bulk", { body: broken }, 400);
    await contract("POST", "/api/admin/media/bulk", "/api/admin/media/bulk", json({ files: [] }), 415);
    await contract("POST", "/api/admin/media/bulk/{token}/apply", `/api/admin/media/bulk/${token}/apply`, json({ alt: { 0: { en: "x".repeat(251) } } }), 400);
    await contract("POST", "/api/admin/media/bulk/{token}/apply", `/api/admin/media/bulk/${token}/apply`, json({ alt: { 0: { en: "Contract dot", fr: "Point contrat" } } }), 200);
    await contract("POST", "/api/admin/media/bulk/{token}/apply", `/api/admin/media/bulk/${token}/apply`, {}, 404);
    await contract("DELETE", "/api/admin/products/{id}", `/api/admin/products/${id}`, {}, 204);
    await contract("GET", "/api/admin/products/{id}", `/api/admin/products/${id}`, {}, 404);
  });

  it("availability and the upsert by part number (the ERP's calls)", async () => {
    const partNumber = "VT-CONTRACT-ERP";
    const product = { partNumber, name: { en: "ERP relay", fr: "Relais ERP" }, category: "relays-control", specs: [] };
    const path = `/api/admin/products/by-part-number/${partNumber}`;
    await contract("PUT", "/api/admin/products/by-part-number/{pn}", path, json(product), 201);
    await contract("PUT", "/api/admin/products/by-part-number/{pn}", path, json({ ...product, availability: { stock: { casablanca: 5 }, leadTime: "2 weeks", minimumOrder: 1, orderMultiple: 1 } }), 200);
    await contract("PUT", "/api/admin/products/by-part-number/{pn}", path, json({ ...product, partNumber: "OTHER" }), 400);
    await contract("GET", "/api/admin/products/by-part-number/{pn}", path, {}, 200);
    await contract("GET", "/api/admin/products/by-part-number/{pn}", "/api/admin/products/by-part-number/NO-SUCH-PART-1", {}, 404);
    const lines = [{ partNumber, location: "casablanca", quantity: 7 }, { partNumber: "NO-SUCH-PART-1", location: "casablanca", quantity: 1 }];
    await contract("PUT", "/api/admin/availability", "/api/admin/availability", json({ lines }), 200);
    await contract("PUT", "/api/admin/availability", "/api/admin/availability", json({ lines: [{ partNumber, location: "casablanca", quantity: -1 }] }), 400);
  });

  it("articles", async () => {
    const article = { title: { en: "Contract article", fr: "Article contrat" }, summary: { en: "S.", fr: "S." }, body: { en: "Text.", fr: "Texte." }, author: "Contract", status: "draft" };
    await contract("GET", "/api/admin/articles", "/api/admin/articles", {}, 200);
    const created = await contract("POST", "/api/admin/articles", "/api/admin/articles", json(article), 201);
    const { id, version } = (await created.json()) as { id: number; version: number };
    await contract("POST", "/api/admin/articles", "/api/admin/articles", json({ title: {} }), 400);
    await contract("GET", "/api/admin/articles/{id}", `/api/admin/articles/${id}`, {}, 200);
    const put = await contract("PUT", "/api/admin/articles/{id}", `/api/admin/articles/${id}`, json({ ...article, author: "Contract 2", version }), 200);
    const next = ((await put.json()) as { version: number }).version;
    await contract("PATCH", "/api/admin/articles/{id}", `/api/admin/articles/${id}`, json({ title: { fr: "Article contrat 2" }, version: next }), 200);
    await contract("PATCH", "/api/admin/articles/{id}", `/api/admin/articles/${id}`, json({ title: { fr: "Stale" }, version }), 409);
    await contract("DELETE", "/api/admin/articles/{id}", `/api/admin/articles/${id}`, {}, 204);
    await contract("GET", "/api/admin/articles/{id}", `/api/admin/articles/${id}`, {}, 404);
  });

  it("translations and settings", async () => {
    await contract("GET", "/api/admin/translations", "/api/admin/translations?q=nav", {}, 200);
    await contract("PUT", "/api/admin/translations", "/api/admin/translations", json({ key: "nav.products", locale: "fr", value: "Nos produits", version: 0 }), 200);
    await contract("PATCH", "/api/admin/translations", "/api/admin/translations", json({ key: "nav.products", locale: "fr", value: "Stale", version: 0 }), 409);
    await contract("PATCH", "/api/admin/translations", "/api/admin/translations", json({ key: "", locale: "xx", version: -1 }), 400);
    await contract("DELETE", "/api/admin/translations", "/api/admin/translations", json({ key: "nav.products", locale: "fr", version: 1 }), 200);
    const settings = (await (await contract("GET", "/api/admin/settings", "/api/admin/settings", {}, 200)).json()) as Record<string, unknown> & { version: number };
    const put = await contract("PUT", "/api/admin/settings", "/api/admin/settings", json(settings), 200);
    const version = ((await put.json()) as { version: number }).version;
    await contract("PATCH", "/api/admin/settings", "/api/admin/settings", json({ companyName: "Contract SARL", version }), 200);
    await contract("PATCH", "/api/admin/settings", "/api/admin/settings", json({ companyName: "Stale", version }), 409);
    await contract("PATCH", "/api/admin/settings", "/api/admin/settings", json({ contactEmail: "not an address", version: version + 1 }), 400);
  });

  it("inquiries and replies", async () => {
    await contract("GET", "/api/admin/inquiries", "/api/admin/inquiries", {}, 200);
    await contract("GET", "/api/admin/inquiries/export", "/api/admin/inquiries/export", {}, 200);
    const { items } = (await (await server.call("/api/admin/inquiries?kind=quote", { session: server.session })).json()) as { items: { id: number }[] };
    const id = items[0]!.id;
    await contract("GET", "/api/admin/inquiries/{id}", `/api/admin/inquiries/${id}`, {}, 200);
    await contract("GET", "/api/admin/inquiries/{id}", "/api/admin/inquiries/999999", {}, 404);
    await contract("PATCH", "/api/admin/inquiries/{id}", `/api/admin/inquiries/${id}`, json({ status: "quoted" }), 200);
    await contract("PATCH", "/api/admin/inquiries/{id}", `/api/admin/inquiries/${id}`, json({ status: "sold" }), 400);
    await contract("POST", "/api/admin/inquiries/{id}/replies", `/api/admin/inquiries/${id}/replies`, json({ subject: "", body: "" }), 400);
    // No mail server is configured for this server: the reply is refused as not sent (502), never lost silently.
    await contract("POST", "/api/admin/inquiries/{id}/replies", `/api/admin/inquiries/${id}/replies`, json({ subject: "Your quote", body: "Here it is." }));
    await contract("DELETE", "/api/admin/inquiries/{id}", `/api/admin/inquiries/${id}`, {}, 204);
  });

  it("tasks", async () => {
    await contract("GET", "/api/admin/tasks", "/api/admin/tasks", {}, 200);
    const created = await contract("POST", "/api/admin/tasks", "/api/admin/tasks", json({ title: "Call the buyer back" }), 201);
    const { id, version } = (await created.json()) as { id: number; version: number };
    await contract("POST", "/api/admin/tasks", "/api/admin/tasks", json({ title: "" }), 400);
    await contract("PATCH", "/api/admin/tasks/{id}", `/api/admin/tasks/${id}`, json({ status: "in_review", version }), 200);
    await contract("PATCH", "/api/admin/tasks/{id}", `/api/admin/tasks/${id}`, json({ title: "Stale", version }), 409);
    await contract("DELETE", "/api/admin/tasks/{id}", `/api/admin/tasks/${id}`, {}, 204);
    await contract("DELETE", "/api/admin/tasks/{id}", `/api/admin/tasks/${id}`, {}, 404);
  });

  for (const kind of ["categories", "subcategories", "applications"] as const) {
    it(`taxonomy: ${kind}`, async () => {
      const base = `/api/admin/${kind}`;
      const categories = (await (await server.call("/api/admin/categories", { session: server.session })).json()) as { items: { id: number }[] };
      const input = { name: { en: `Contract ${kind}`, fr: `Contrat ${kind}` }, ...(kind === "subcategories" ? { categoryId: categories.items[0]!.id } : {}) };
      await contract("GET", base, base, {}, 200);
      const id = await idOf(await contract("POST", base, base, json(input), 201));
      await contract("POST", base, base, json({ name: {} }), 400);
      await contract("GET", `${base}/{id}`, `${base}/${id}`, {}, 200);
      await contract("PUT", `${base}/{id}`, `${base}/${id}`, json({ ...input, name: { en: `Contract ${kind} 2`, fr: `Contrat ${kind} 2` } }), 200);
      await contract("PATCH", `${base}/{id}`, `${base}/${id}`, json({ name: { fr: `Contrat ${kind} 3` } }), 200);
      await contract("DELETE", `${base}/{id}`, `${base}/${id}`, {}, 204);
      await contract("GET", `${base}/{id}`, `${base}/${id}`, {}, 404);
    });
  }

  it("snapshots", async () => {
    const taken = await contract("POST", "/api/admin/backups", "/api/admin/backups", {}, 201);
    const { name } = (await taken.json()) as { name: string };
    await contract("GET", "/api/admin/backups", "/api/admin/backups", {}, 200);
    await contract("GET", "/api/admin/backups/{name}", `/api/admin/backups/${name}`, {}, 200);
    await contract("GET", "/api/admin/backups/{name}", "/api/admin/backups/vitrine-20260101T000000Z-pglite.tar", {}, 404);
  });

  it("called every operation of the document", () => {
    const operations = Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.filter((operation) => !called.has(operation))).toEqual([]);
  });
});
