import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseSetCookie } from "cookie";
import { runFailingServer, serverForFile } from "../support/server";

// The built server, as `npm start` runs it, on fresh storage.
const server = serverForFile();
const get = (pathname: string, headers: Record<string, string> = {}) => server.call(pathname, { headers });
const dataDir = () => server.storageEnv.DATA_DIR!;

describe("the running server", () => {
  it("answers /healthz when the database answers", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("keeps an idle connection open past Node's 5 s default, so the next request on it is answered, not reset", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const request = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.get(`${server.url}/healthz`, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode!, reused: req.reusedSocket }));
        });
        req.on("error", reject);
      });
    try {
      expect(await request()).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await request()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it("serves the seeded taxonomy as JSON lists", async () => {
    for (const call of ["/api/categories", "/api/categories/featured", "/api/subcategories", "/api/applications"]) {
      const response = await get(call);
      expect(response.status, call).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/json");
      const body = (await response.json()) as Array<{ slug: string; name: { en: string; fr: string } }>;
      expect(Array.isArray(body) && body.length > 0, call).toBe(true);
      expect(body[0]!.name.en && body[0]!.name.fr).toBeTruthy();
    }
    const categories = (await (await get("/api/categories")).json()) as Array<{ slug: string }>;
    expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining(["relays-control", "solid-state-relays", "aerospace"]));
  });

  it("renders the home page in English at / and in French at /fr", async () => {
    const en = await get("/");
    expect(en.status).toBe(200);
    const enHtml = await en.text();
    expect(enHtml).toContain('<html lang="en"');
    expect(enHtml).toContain("Innovate. Develop. Co-design");
    expect(enHtml).toContain('hrefLang="fr"');
    const frHtml = await (await get("/fr")).text();
    expect(frHtml).toContain('<html lang="fr"');
    expect(frHtml).toContain("Catégories les plus vendues");
  });

  it("answers 404 for unknown paths and unsupported language prefixes", async () => {
    for (const pathname of ["/no-such-page", "/fr/no-such-page", "/de/products", "/de", "/xx/about/more"]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).toMatch(/Page not found|Page introuvable/);
    }
  });

  it("answers every public route of SPEC §2 in both languages", async () => {
    const routes = ["/", "/products", "/blog", "/about", "/aerospace", "/services", "/applications", "/contact", "/catalogues", "/favorites", "/privacy", "/terms", "/cookies", "/admin-contact"];
    for (const route of routes) {
      for (const prefix of ["", "/fr"]) {
        const pathname = prefix + (route === "/" && prefix ? "" : route);
        const response = await get(pathname);
        expect(response.status, pathname).toBe(200);
      }
    }
    expect((await get("/admin")).headers.get("location")).toBe("/admin/login");
    expect((await get("/kanban")).headers.get("location")).toBe("/admin/login");
    // Text editing is for signed-in staff: anyone else gets the sign-in page.
    expect((await get("/textedit")).headers.get("location")).toBe("/admin/login");
    expect((await get("/fr/textedit")).headers.get("location")).toBe("/admin/login");
    expect((await get("/admin/login")).status).toBe(200);
  });

  it("redirects by remembered choice and browser language, and remembers a switch", async () => {
    expect((await get("/en/products")).headers.get("location")).toBe("/products");
    expect((await get("/products", { "Accept-Language": "fr-FR,fr;q=0.9" })).headers.get("location")).toBe("/fr/products");
    expect((await get("/products", { Cookie: "lang=fr" })).headers.get("location")).toBe("/fr/products");
    const english = await get("/products", { Cookie: "lang=en", "Accept-Language": "fr" });
    expect(english.status).toBe(200);
    expect(english.headers.get("vary")).toMatch(/Cookie.*Accept-Language/);
    const switched = await get("/fr/about?lang=en");
    expect(switched.status).toBe(302);
    expect(switched.headers.get("location")).toBe("/about");
    expect(parseSetCookie(switched.headers.get("set-cookie")!)).toMatchObject({ name: "lang", value: "en", path: "/", maxAge: 31536000 });
  });

  it("compresses pages and caches fingerprinted assets for a year", async () => {
    const html = await get("/", { "Accept-Encoding": "gzip" });
    expect(html.headers.get("content-encoding")).toBe("gzip");
    const asset = /\/assets\/[^"]+\.js/.exec(await (await get("/")).text())![0];
    const response = await get(asset);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("catalogue calls and pages", () => {
  it("lists products as JSON with total and facets, paged", async () => {
    const response = await get("/api/products?category=solide-state-relays&limit=5&page=2");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: Array<{ categorySlug: string }>; total: number; page: number; limit: number; facets: { specs: unknown[] } };
    expect(body).toMatchObject({ page: 2, limit: 5 });
    expect(body.items.length).toBeLessThanOrEqual(5);
    expect(body.items.every((p) => p.categorySlug === "solid-state-relays")).toBe(true);
    expect(body.total).toBeGreaterThan(5);
    expect(body.facets.specs.length).toBeGreaterThan(0);
  });

  it("answers one product, and 404 for a missing one or a malformed id (one rule for ids in URLs)", async () => {
    const list = (await (await get("/api/products?limit=1")).json()) as { items: Array<{ id: number }> };
    const one = await get(`/api/products/${list.items[0]!.id}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { specs: unknown[] }).specs.length).toBeGreaterThan(0);
    const missing = await get("/api/products/999999");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
    expect((await get("/api/products/12abc")).status).toBe(404);
    expect((await get("/api/products/-4")).status).toBe(404);
  });

  it("suggests products by part number first", async () => {
    const body = (await (await get("/api/search?q=rm22tg")).json()) as { products: Array<{ partNumber: string }> };
    expect(body.products[0]!.partNumber).toBe("RM22TG20");
    expect(await (await get("/api/search")).json()).toEqual({ products: [], categories: [], didYouMean: [] });
  });

  it("gives a category page its own canonical URL and alternates", async () => {
    const html = await (await get("/fr/products?category=Relais%20statiques&sort=name-asc")).text();
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/fr\/products\?category=solid-state-relays"/);
    expect(html).toMatch(/hrefLang="en" href="http:\/\/127\.0\.0\.1:\d+\/products\?category=solid-state-relays"/);
  });

  it("never fails on odd list URLs", async () => {
    const odd = ["page=-1", "page=99999999999", "q=%27%3B%20drop%20table%20products%3B--", `q=${"x".repeat(10_000)}`, "q=%F0%9F%94%8C", "category=%25", "spec.coil_voltage.min=abc", "sort=evil", "lifecycle=dead", "spec.NOPE=1"];
    const unknownValues = ["sort=evil", "lifecycle=dead"];
    for (const query of odd) {
      expect((await get(`/products?${query}`)).status, query).toBe(200);
      expect((await get(`/api/products?${query}`)).status, query).toBe(unknownValues.includes(query) ? 400 : 200);
    }
  });

  it("refuses unknown values of the JSON API's enumerated parameters, naming the allowed ones", async () => {
    const sort = await get("/api/products?sort=bogus");
    expect(sort.status).toBe(400);
    const body = (await sort.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.fields.sort).toMatch(/bogus.*newest, name-asc, name-desc, relevance/);
    const lifecycle = (await (await get("/api/products?lifecycle=new,dead")).json()) as { error: { fields: Record<string, string> } };
    expect(lifecycle.error.fields.lifecycle).toMatch(/dead.*active, new, nrnd, obsolete/);
    // The page falls back to the default order, and its canonical link leaves the bad value out.
    const page = await get("/products?sort=bogus");
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/products"/);
  });

  it("publishes robots.txt and a sitemap of every page and product in every language", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/fr\/products\/\d+<\/loc>/);
    expect(xml).toContain('hreflang="x-default"');
    const products = (await (await get("/api/products?limit=1")).json()) as { total: number };
    expect(xml.match(/\/fr\/products\/\d+<\/loc>/g)).toHaveLength(products.total);
    // Google's image extension: each product page names its picture (every demo product has one), in each language's entry.
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const frenchEntry = xml.split("\n").find((line) => /\/fr\/products\/3<\/loc>/.test(line))!;
    const englishEntry = xml.split("\n").find((line) => /\d\/products\/3<\/loc>/.test(line))!;
    const picture = /<image:image><image:loc>(http:\/\/127\.0\.0\.1:\d+\/media\/[\w-]+\.webp)<\/image:loc><\/image:image><\/url>$/;
    expect(frenchEntry).toMatch(picture);
    expect(englishEntry.match(picture)?.[1]).toBe(frenchEntry.match(picture)?.[1]);
    expect((await fetch(frenchEntry.match(picture)![1]!)).headers.get("content-type")).toBe("image/webp");
    // One picture entry per product and language (English, French, Arabic).
    expect(xml.match(/<image:image>/g)).toHaveLength(3 * products.total);
    expect(xml.match(/\/ar\/products\/\d+<\/loc>/g)).toHaveLength(products.total);
    // A part of the index that large catalogues get (tests/integration/sitemap.test.ts): served on
    // its own; a part that does not exist is a 404.
    const part = await get("/sitemap.xml?part=pages");
    expect(part.status).toBe(200);
    expect(await part.text()).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/fr\/contact<\/loc>/);
    for (const missing of ["products-999", "nope", "products-0"]) expect((await get(`/sitemap.xml?part=${missing}`)).status, missing).toBe(404);
    // Pages that are not products name no picture.
    expect(xml.split("\n").find((line) => /\/fr\/contact<\/loc>/.test(line))).not.toContain("<image:");
  });
});

describe("the quote list", () => {
  const post = (pathname: string, form: Record<string, string>, cookie = "") =>
    fetch(`${server.url}${pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, "X-Forwarded-For": "10.9.9.9" },
      body: new URLSearchParams(form),
    });

  it("keeps products and quantities in a cookie, and never redirects off the site", async () => {
    const added = await post("/quote", { intent: "add", productId: "3", quantity: "4", redirectTo: "/products/3?added=3" });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/products/3?added=3");
    const cookie = added.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^quote=3%3A4;/);
    expect(parseSetCookie(cookie)).toEqual({ name: "quote", value: "3:4", maxAge: 2592000, path: "/", sameSite: "lax", httpOnly: true });
    const again = await post("/fr/quote", { intent: "add", productId: "3", quantity: "2", redirectTo: "//evil.example/phish" }, cookie.split(";")[0]);
    expect(again.headers.get("location")).toBe("/fr/quote");
    expect(again.headers.get("set-cookie")).toMatch(/^quote=3%3A6;/);
    const page = await (await get("/quote", { Cookie: again.headers.get("set-cookie")!.split(";")[0]! })).text();
    expect(page).toContain('value="6"');
    expect((await post("/quote", { intent: "explode" })).status).toBe(400);
  });

  it("sends the list as one quote request and empties it, without JavaScript", async () => {
    const list = "quote=3%3A4%2C5%3A1";
    const sent = await post(
      "/quote",
      { kind: "quote", locale: "en", name: "Youssef Bennani", email: "y.bennani@example.ma", country: "morocco", message: "Prices please.", privacyConsent: "on", items: JSON.stringify([{ productId: 3, partNumber: "X", quantity: 4 }]) },
      list,
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toMatch(/^\/quote\?sent=Q-\d{4}-\d{4,}$/);
    // The list is emptied; the cookie keeps only the draft naming the sent request, so that the
    // thank-you page lists its lines to this browser (decision 055).
    expect(sent.headers.get("set-cookie")).toMatch(/^quote=d[A-Za-z0-9_-]{24}\.0;/);
    const invalid = await post("/quote", { kind: "quote", name: "" }, list);
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("set-cookie")).toBeNull();
  });
});

describe("start-up with bad configuration", () => {
  const oneSentenceNoStack = (stderr: string) => {
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).not.toMatch(/\n\s+at /);
  };

  it("refuses a second process on the same data directory", async () => {
    if (process.env.DATABASE_URL) return; // the lock is PGlite's concern
    const result = await runFailingServer({ DATA_DIR: dataDir() });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Another Vitrine process");
    oneSentenceNoStack(result.stderr);
    // The first server is unharmed.
    expect((await get("/healthz")).status).toBe(200);
  });

  it("says the port is taken, in one sentence", async () => {
    const taken = net.createServer().listen(0, "127.0.0.1");
    await once(taken, "listening");
    const { port } = taken.address() as net.AddressInfo;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-port-"));
    try {
      const result = await runFailingServer({ DATA_DIR: dir, PORT: String(port), DEMO_DATA: "false" });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(`Port ${port} is already in use: stop what uses it or set PORT to another port.`);
      oneSentenceNoStack(result.stderr);
    } finally {
      taken.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a malformed DATABASE_URL", async () => {
    const result = await runFailingServer({ DATABASE_URL: "not a url", DATA_DIR: dataDir() });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("DATABASE_URL is not a valid URL");
    oneSentenceNoStack(result.stderr);
    const wrongScheme = await runFailingServer({ DATABASE_URL: "mysql://localhost/db", DATA_DIR: dataDir() });
    expect(wrongScheme.stderr).toContain("DATABASE_URL must start with postgres://");
  });

  it("refuses DATABASE_POOL_SIZE that is not a whole number, and starts nothing", async () => {
    const result = await runFailingServer({ DATABASE_POOL_SIZE: "ten", DATA_DIR: dataDir() });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^DATABASE_POOL_SIZE is not valid \(write it as a whole number, such as 10\): fix or unset it\./);
    expect(result.stdout).not.toContain("Vitrine is serving");
    oneSentenceNoStack(result.stderr);
  });

  it("says which PostgreSQL server it cannot reach", async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const result = await runFailingServer({ DATABASE_URL: "postgres://vitrine@127.0.0.1:1/vitrine", DATA_DIR: dataDir() });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Cannot connect to PostgreSQL at 127\.0\.0\.1:1 .*check DATABASE_URL/);
    oneSentenceNoStack(result.stderr);
  });

  it("refuses an unusable DATA_DIR", async () => {
    const file = path.join(dataDir(), "not-a-directory");
    fs.writeFileSync(file, "x");
    const result = await runFailingServer({ DATA_DIR: path.join(file, "data") });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^DATA_DIR .* cannot be used \(ENOTDIR\)/);
    oneSentenceNoStack(result.stderr);
  });
});
