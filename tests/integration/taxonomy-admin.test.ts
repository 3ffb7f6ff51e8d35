import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { AdminTaxonomyRecord } from "~/catalogue/taxonomy/taxonomy-record";
import { serverForFile } from "../support/server";

// /api/admin/{categories,subcategories,applications} and the admin forms, through the built
// server on the demo catalogue: what is taken, what is refused (with the clear message), and
// that a refusal changes nothing.
const server = serverForFile({ admin: { username: "taxonomy-keeper", password: "a long enough password" }, signInFrom: "198.51.100.70" });
const { call } = server;

type Kind = "categories" | "subcategories" | "applications";
const NBSP = "\u00a0";
const send = (method: string, path: string, body?: unknown, lang = "en") =>
  call(path, { method, session: server.session, headers: { "Accept-Language": lang, "Content-Type": "application/json" }, json: body });
const list = async (kind: Kind) =>
  ((await (await call(`/api/admin/${kind}`, { headers: { Cookie: server.session.cookie } })).json()) as { items: AdminTaxonomyRecord[] }).items;
const bySlug = async (kind: Kind, slug: string) => (await list(kind)).find((r) => r.slug === slug);

async function expectError(response: Response, status: number, code: string, field: string, message: RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
  expect(body.error.code).toBe(code);
  expect(body.error.fields[field]).toMatch(message);
}

/** A plain form post from the admin pages (multipart, the token in a field). */
function postForm(path: string, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }, token = server.session.status.csrfToken!, lang = "en") {
  const form = new FormData();
  if (token) form.set("csrfToken", token);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("image", new Blob([new Uint8Array(file.bytes)]), file.name);
  return call(path, { method: "POST", headers: { Cookie: server.session.cookie, "Accept-Language": lang }, body: form });
}

/** The notice the list shows after the redirect of a save or a delete. */
async function noticeAt(location: string, lang = "en") {
  const html = await (await call(location, { headers: { Cookie: server.session.cookie, "Accept-Language": lang } })).text();
  return /data-testid="taxonomy-notice"[^>]*>([^<]*)</.exec(html)?.[1]?.replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
}

describe("the lists", () => {
  it("count every product, inactive ones included, and each category's subcategories", async () => {
    const categories = await list("categories");
    const relays = categories.find((c) => c.slug === "relays-control")!;
    expect(relays.productCount).toBeGreaterThan(0);
    expect(relays.subcategoryCount).toBeGreaterThan(0);
    const publicCounts = (await (await call("/api/categories")).json()) as { slug: string; productCount: number }[];
    const active = publicCounts.reduce((sum, c) => sum + c.productCount, 0);
    expect(categories.reduce((sum, c) => sum + c.productCount, 0)).toBeGreaterThanOrEqual(active);
    expect((await list("applications")).length).toBeGreaterThan(0);
  });
});

describe("creating and changing", () => {
  it("creates a category with a slug made from the English name, shown publicly at once", async () => {
    const last = Math.max(...(await list("categories")).map((c) => c.position));
    const response = await send("POST", "/api/admin/categories", {
      name: { en: "Test & Measurement", fr: "Test et mesure" },
      description: { en: "Meters.", fr: "Appareils de mesure." },
      featured: true,
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as AdminTaxonomyRecord;
    // Placed after the last one when no position is given.
    expect(created).toMatchObject({ slug: "test-and-measurement", featured: true, productCount: 0, position: last + 1 });
    const publicList = (await (await call("/api/categories")).json()) as { slug: string }[];
    expect(publicList.map((c) => c.slug)).toContain("test-and-measurement");

    const patched = await send("PATCH", `/api/admin/categories/${created.id}`, { name: { fr: "Essais et mesure" } });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as AdminTaxonomyRecord).name).toEqual({ en: "Test & Measurement", fr: "Essais et mesure", ar: "" });

    // PUT is a replace: what its body leaves out (the description, featured) takes its default.
    const put = await send("PUT", `/api/admin/categories/${created.id}`, { name: { en: "Test equipment", fr: "Appareils de test" }, slug: "test-and-measurement" });
    expect(put.status).toBe(200);
    const replaced = (await put.json()) as AdminTaxonomyRecord;
    expect(replaced).toMatchObject({ name: { en: "Test equipment", fr: "Appareils de test" }, slug: "test-and-measurement", featured: false });
    expect(replaced.description ?? { en: "", fr: "" }).toMatchObject({ en: "", fr: "" });
  });

  it("creates a category with an image from the admin form, shown with a srcset", async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 80, b: 160 } } }).png().toBuffer();
    const response = await postForm(
      "/admin/categories/new",
      { "name.en": "Vision Systems", "name.fr": "Systèmes de vision", slug: "vision-systems", position: "3" },
      { bytes: png, name: "vision.png" },
    );
    expect(response.status).toBe(302);
    // The notice names the category (in the staff member's language), not its slug.
    expect(response.headers.get("location")).toBe("/admin/categories?saved=Vision%20Systems");
    expect(await noticeAt(response.headers.get("location")!)).toBe("Saved: “Vision Systems”.");
    const record = (await bySlug("categories", "vision-systems"))!;
    expect(record.image?.srcSet?.split(", ").map((s) => s.split(" ")[1])).toEqual(["320w", "640w", "900w"]);
  });
});

describe("bad input changes nothing", () => {
  it("refuses a missing name, in the staff's language", async () => {
    const before = (await list("categories")).length;
    await expectError(await send("POST", "/api/admin/categories", { slug: "nameless" }), 400, "invalid_input", "name.en", /This field is required/);
    await expectError(await send("POST", "/api/admin/categories", { name: { en: " ", fr: "x" } }, "fr"), 400, "invalid_input", "name.en", /Ce champ est obligatoire/);
    const page = await postForm("/admin/categories/new", { "name.en": "", slug: "nameless" });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("This field is required.");
    expect((await list("categories")).length).toBe(before);
  });

  it("refuses a slug taken by another record or by its alternate spellings", async () => {
    const before = await list("categories");
    await expectError(await send("POST", "/api/admin/categories", { name: { en: "Timers again" }, slug: "timers" }), 409, "conflict", "slug", /"timers" is already used/);
    await expectError(await send("POST", "/api/admin/categories", { name: { en: "Switchs" } }), 409, "conflict", "slug", /"switchs" is already used/);
    const timers = before.find((c) => c.slug === "timers")!;
    await expectError(await send("PATCH", `/api/admin/categories/${timers.id}`, { aliases: ["solide-state-relays"] }), 409, "conflict", "aliases", /solide-state-relays/);
    // A PUT is the whole record: one without a name is refused, naming the field.
    await expectError(await send("PUT", `/api/admin/categories/${timers.id}`, { slug: "timers", aliases: [] }), 400, "invalid_input", "name.en", /This field is required/);
    expect(await list("categories")).toEqual(before);
  });

  it("refuses a malformed slug and over-long fields", async () => {
    const before = (await list("applications")).length;
    await expectError(await send("POST", "/api/admin/applications", { name: { en: "Rail" }, slug: "Rail Ways!" }), 400, "invalid_input", "slug", /lowercase letters, digits and single hyphens/);
    await expectError(await send("POST", "/api/admin/applications", { name: { en: "x".repeat(121) } }), 400, "invalid_input", "name.en", /At most 120 characters/);
    await expectError(
      await send("POST", "/api/admin/applications", { name: { en: "Rail" }, description: { fr: "y".repeat(2001) } }),
      400,
      "invalid_input",
      "description.fr",
      /At most 2000 characters/,
    );
    expect((await list("applications")).length).toBe(before);
  });

  it("refuses a subcategory whose parent does not exist", async () => {
    const before = (await list("subcategories")).length;
    await expectError(await send("POST", "/api/admin/subcategories", { name: { en: "Orphans" }, categoryId: 999_999 }), 400, "invalid_input", "categoryId", /does not exist/);
    await expectError(await send("POST", "/api/admin/subcategories", { name: { en: "Orphans" } }), 400, "invalid_input", "categoryId", /required/);
    expect((await list("subcategories")).length).toBe(before);
  });

  it("refuses an image that is not one (SVG, text named .png) on a category", async () => {
    const before = (await list("categories")).length;
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgPage = await postForm("/admin/categories/new", { "name.en": "Vectors" }, { bytes: svg, name: "logo.svg" });
    expect(svgPage.status).toBe(400);
    expect(await svgPage.text()).toContain("SVG files are not accepted");
    const text = new TextEncoder().encode("just some text, not a picture");
    const textPage = await postForm("/admin/categories/new", { "name.en": "Texts" }, { bytes: text, name: "photo.png" });
    expect(textPage.status).toBe(400);
    expect(await textPage.text()).toMatch(/not a JPEG, PNG, WebP or AVIF image/);
    expect((await list("categories")).length).toBe(before);
  });

  it("answers 404 for an unknown id", async () => {
    await expectNotFound(await call("/api/admin/categories/999999", { headers: { Cookie: server.session.cookie } }));
    await expectNotFound(await send("PUT", "/api/admin/subcategories/999999", { name: { en: "Ghost" } }));
    await expectNotFound(await send("DELETE", "/api/admin/applications/abc"));
    expect((await call("/admin/categories/999999", { headers: { Cookie: server.session.cookie } })).status).toBe(404);
    expect((await call("/admin/applications/999999/delete", { headers: { Cookie: server.session.cookie } })).status).toBe(404);
  });

  it("answers 401 (API) or the sign-in page without a session, 403 without the anti-forgery token", async () => {
    expect((await call("/api/admin/categories")).status).toBe(401);
    const anonymous = await call("/api/admin/categories", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(anonymous.status).toBe(401);
    const page = await call("/admin/categories");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/login");

    const before = await list("categories");
    const noToken = await call("/api/admin/categories", {
      method: "POST",
      headers: { Cookie: server.session.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ name: { en: "Forged" } }),
    });
    expect(noToken.status).toBe(403);
    expect(((await noToken.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    const timers = before.find((c) => c.slug === "timers")!;
    expect((await postForm(`/admin/categories/${timers.id}/delete`, {}, undefined, "")).status).toBe(403);
    expect(await list("categories")).toEqual(before);
  });
});

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
}

describe("deleting", () => {
  it("a category deletes its subcategories and products, and nothing else", async () => {
    const before = await list("categories");
    const target = before.find((c) => c.slug === "pneumatic")!;
    expect(target.productCount).toBeGreaterThan(0);
    const totalBefore = ((await (await call("/api/products?limit=1")).json()) as { total: number }).total;
    const warning = await call(`/admin/categories/${target.id}/delete`, { headers: { Cookie: server.session.cookie, "Accept-Language": "en" } });
    expect(await warning.text()).toContain(`${target.productCount} product${target.productCount === 1 ? "" : "s"}`);

    const response = await postForm(`/admin/categories/${target.id}/delete`, {});
    expect(response.status).toBe(302);
    expect(await noticeAt(response.headers.get("location")!)).toBe(`Deleted: “${target.name.en}”.`);
    const after = await list("categories");
    expect(after.find((c) => c.id === target.id)).toBeUndefined();
    expect(after).toEqual(before.filter((c) => c.id !== target.id));
    expect((await list("subcategories")).filter((s) => s.categoryId === target.id)).toEqual([]);
    const products = (await (await call("/api/products?limit=100")).json()) as { total: number; facets: unknown };
    expect(products.total).toBeLessThan(totalBefore);
    expect(JSON.stringify(products.facets)).not.toContain('"pneumatic"');
  });

  it("a subcategory created from the form, then deleted with its products, leaves its category", async () => {
    const parent = (await bySlug("categories", "relays-control"))!;
    const created = await postForm("/admin/subcategories/new", { "name.en": "Reed Relays", "name.fr": "Relais reed", categoryId: String(parent.id) }, undefined, undefined, "fr");
    expect(created.status).toBe(302);
    // Saved by a member of staff who reads French: the notice names it in French.
    expect(await noticeAt(created.headers.get("location")!, "fr")).toBe(`Enregistré${NBSP}: «${NBSP}Relais reed${NBSP}».`);
    const reed = (await bySlug("subcategories", "reed-relays"))!;
    expect(reed.categoryId).toBe(parent.id);

    const target = (await list("subcategories")).find((s) => s.productCount > 0 && s.categoryId === parent.id)!;
    const response = await send("DELETE", `/api/admin/subcategories/${target.id}`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const after = (await bySlug("categories", "relays-control"))!;
    expect(after.productCount).toBe(parent.productCount - target.productCount);
    expect(after.subcategoryCount).toBe(parent.subcategoryCount);
  });

  it("is audited with what was there before", async () => {
    const audit = await call("/admin/audit", { headers: { Cookie: server.session.cookie, "Accept-Language": "en" } });
    const html = await audit.text();
    for (const action of ["category.create", "category.update", "category.delete", "subcategory.create", "subcategory.delete"]) {
      expect(html).toContain(action);
    }
  });

  it("an application is removed from its products, which are kept", async () => {
    const categoriesBefore = await list("categories");
    const target = (await list("applications")).find((a) => a.productCount > 0)!;
    const response = await send("DELETE", `/api/admin/applications/${target.id}`);
    expect(response.status).toBe(204);
    expect(await bySlug("applications", target.slug)).toBeUndefined();
    expect(await list("categories")).toEqual(categoriesBefore);
  });
});
