import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// Issue 15 over HTTP, on the built server: part-number URLs, the English 404, contact links on
// every page, key specs and the table view, the zero-result log and the synonym editor.
const fresh = serverForFile({ admin: { username: "search-keeper", password: "a long enough password" } });
const { call } = fresh;
const signIn = (ip: string) => fresh.signIn(ip);

const page = async (path: string, init: RequestInit & { ip?: string } = {}) => {
  const response = await call(path, init);
  return { response, html: await response.text() };
};

describe("part-number URLs", () => {
  it("/products/{partNumber} in any punctuation and case: 301 to the product's own URL, in its language", async () => {
    const { items } = (await (await call("/api/products?q=SR2B121BD")).json()) as { items: { id: number; partNumber: string }[] };
    const target = items.find((p) => p.partNumber === "SR2B121BD")!;
    for (const spelling of ["SR2B121BD", "sr2b121bd", "SR2B-121-BD"]) {
      const response = await call(`/products/${spelling}`);
      expect(response.status, spelling).toBe(301);
      expect(response.headers.get("location")).toBe(`/products/${target.id}`);
    }
    const french = await call("/fr/products/sr2b121bd");
    expect(french.status).toBe(301);
    expect(french.headers.get("location")).toBe(`/fr/products/${target.id}`);
    const { response } = await page(`/products/${target.id}`);
    expect(response.status).toBe(200);
  });

  it("a part number several products start with goes to the search; one nobody has is a 404", async () => {
    const ambiguous = await call("/products/SR2B");
    expect(ambiguous.status).toBe(302);
    expect(ambiguous.headers.get("location")).toBe("/products?q=SR2B");
    expect((await call("/products/NO-SUCH-PART-123")).status).toBe(404);
    expect((await call(`/products/${"x".repeat(5000)}`)).status).toBe(404);
  });
});

describe("404 pages", () => {
  it("in English and French have a title and noindex", async () => {
    for (const path of ["/no-such-page", "/no/such/page", "/fr/no-such-page", "/products/999999"]) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(404);
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });
});

describe("contact on every page", () => {
  it("has a tel: and a mailto: link outside the top bar, and the address, on every public page type", async () => {
    for (const path of ["/", "/products", "/about", "/contact", "/fr", "/fr/products", "/no-such-page"]) {
      const { html } = await page(path);
      const withoutTopBar = html.replace(/<div[^>]*data-testid="top-bar"[\s\S]*?<\/div><\/div><\/div>/, "");
      expect(withoutTopBar, path).toMatch(/href="tel:\+?\d+"/);
      expect(withoutTopBar, path).toMatch(/href="mailto:[^"]+@[^"]+"/);
      expect(html, path).toContain("<address");
    }
  });
});

describe("key specs and the table view", () => {
  it("/api/products items carry the category's key specs, in its order", async () => {
    const body = (await (await call("/api/products?category=relays-control&limit=50")).json()) as {
      items: { keySpecs: { key: string; name: { en: string }; value: string }[] }[];
    };
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(item.keySpecs.length).toBeGreaterThan(0);
      expect(item.keySpecs.map((s) => s.key)).toEqual(["coil_voltage", "contact_current", "contact_arrangement"].filter((k) => item.keySpecs.some((s) => s.key === k)));
      expect(item.keySpecs.every((s) => s.value && s.name.en)).toBe(true);
    }
  });

  it("?view=table renders a table with a column per key spec, sortable by links, and is remembered", async () => {
    const { response, html } = await page("/products?category=relays-control&view=table");
    expect(response.status).toBe(200);
    expect(html).toContain('data-testid="product-table"');
    for (const column of ["Coil voltage", "Contact current", "Contact arrangement", "Part number", "Manufacturer", "Lifecycle"]) {
      expect(html).toContain(`>${column}<`);
    }
    expect(html).toContain("sort=spec%3Acoil_voltage-asc");
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toBe("list_view=table");
    const remembered = await page("/products?category=timers", { headers: { Cookie: cookie } });
    expect(remembered.html).toContain('data-testid="product-table"');
    const sorted = await page("/products?category=relays-control&view=table&sort=spec:contact_current-desc");
    const currents = [...sorted.html.matchAll(/<td[^>]*>(\d+(?:\.\d+)?)[ \u00a0]A<\/td>/g)].map((m) => Number(m[1]));
    expect(currents.length).toBeGreaterThan(3);
    expect(currents).toEqual([...currents].sort((a, b) => b - a));
    expect((await page("/products?category=relays-control")).html).not.toContain('data-testid="product-table"');
  });
});

describe("odd input", () => {
  it("never fails: odd sorts, views, values and synonym bodies get a page or a clear error, and nothing is saved", async () => {
    for (const query of ["sort=spec:nope-asc&view=table", "sort=spec:%27;drop-desc", "view=evil", "q=99999999999999999999999999 kV", "q=1e309 mA", "q=-0,0000001 %C2%B5A", "q=IP%20%20", "q=4-20-40mA"]) {
      expect((await call(`/products?${query}`)).status, query).toBe(200);
      // The JSON API names an unknown sort or view (400, issue 12); it never fails.
      expect([200, 400], query).toContain((await call(`/api/products?${query}`)).status);
      expect((await call(`/api/search?${query}`)).status, query).toBe(200);
    }
    const { cookie, status } = await signIn("198.51.100.154");
    const post = (body: BodyInit, type: string) =>
      call("/admin/search-log", { method: "POST", headers: { Cookie: cookie, "Content-Type": type, "X-CSRF-Token": status.csrfToken ?? "", Origin: fresh.url }, body });
    expect((await post("{not json", "application/json")).status).toBe(400);
    expect((await post("a=b", "text/plain")).status).toBe(415);
    expect((await post(new URLSearchParams({ other: "x" }), "application/x-www-form-urlencoded")).status).toBe(400);
    expect((await post(new URLSearchParams({ "synonyms.en": "a,b\n".repeat(20_000) }), "application/x-www-form-urlencoded")).status).toBe(400);
    expect((await post("x".repeat(3 * 1024 * 1024), "application/x-www-form-urlencoded")).status).toBe(413);
    const { html } = await page("/admin/search-log", { headers: { Cookie: cookie } });
    expect(html).toContain("SSR, solid-state relay");
  });
});

describe("key specs are edited with the category", () => {
  it("refuses an unknown attribute and nothing changes; a change shows on the cards' data at once, and a name edit keeps them", async () => {
    const { cookie, status } = await signIn("198.51.100.153");
    const send = (method: string, path: string, body: unknown) =>
      call(path, { method, headers: { Cookie: cookie, "Content-Type": "application/json", "X-CSRF-Token": status.csrfToken ?? "" }, body: JSON.stringify(body) });
    const { items: categories } = (await (await call("/api/admin/categories", { headers: { Cookie: cookie } })).json()) as { items: { id: number; slug: string; keySpecs: string[] }[] };
    const timers = categories.find((c) => c.slug === "timers")!;
    expect(timers.keySpecs).toEqual(["timing_functions", "time_range", "supply_voltage"]);
    const refused = await send("PATCH", `/api/admin/categories/${timers.id}`, { keySpecs: ["no_such_spec"] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields.keySpecs).toMatch(/no_such_spec/);
    const tooMany = await send("PATCH", `/api/admin/categories/${timers.id}`, { keySpecs: ["time_range", "supply_voltage", "mounting", "contact_current"] });
    expect(tooMany.status).toBe(400);
    const keys = async () => ((await (await call("/api/products?category=timers&limit=1")).json()) as { items: { keySpecs: { key: string }[] }[] }).items[0]!.keySpecs.map((s) => s.key);
    expect(await keys()).toEqual(["timing_functions", "time_range", "supply_voltage"]);
    expect((await send("PATCH", `/api/admin/categories/${timers.id}`, { keySpecs: ["supply_voltage", "timing_functions"] })).status).toBe(200);
    expect(await keys()).toEqual(["supply_voltage", "timing_functions"]);
    expect((await send("PATCH", `/api/admin/categories/${timers.id}`, { name: { fr: "Temporisateurs" } })).status).toBe(200);
    expect(await keys()).toEqual(["supply_voltage", "timing_functions"]);
    expect((await send("PATCH", `/api/admin/categories/${timers.id}`, { keySpecs: timers.keySpecs })).status).toBe(200);
  });
});

describe("zero-result log and synonyms", () => {
  it("counts a search that finds nothing, by normalised query and language, and shows it to signed-in staff", async () => {
    expect((await page("/products?q=Flux%20Capacitor%2088A")).html).toContain('data-testid="no-products"');
    await page("/products?q=flux%20capacitor%2088%20A");
    await page("/fr/products?q=flux%20capacitor%2088A");
    await call("/api/search?q=flux%20capacitor%2088A&locale=en");
    expect((await call("/admin/search-log")).status).toBe(302);
    const { cookie } = await signIn("198.51.100.151");
    const { response, html } = await page("/admin/search-log", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const row = (locale: string) => new RegExp(`<td[^>]*>flux capacitor 88a</td><td[^>]*>${locale}</td><td[^>]*>(\\d+)</td>`).exec(html)?.[1];
    expect(row("English")).toBe("3");
    expect(row("Français")).toBe("1");
    expect(html).toContain('href="/products?q=flux%20capacitor%2088a"');
    // An e-mail address or a phone number typed in the box is not kept.
    await page("/products?q=jane.doe%40example.com");
    await page("/products?q=%2B212%20522%2012%2034%2056");
    // Nor one whose domain has no dot (audit 31: kept as "john doe example"), nor one spelled out.
    await page("/products?q=john.doe%40example");
    await page("/products?q=john%20%5Bat%5D%20example.com");
    const table = /<table[^>]*data-testid="search-misses"[\s\S]*?<\/table>/.exec((await page("/admin/search-log", { headers: { Cookie: cookie } })).html)![0];
    // The query cells only: a row's time (milliseconds included) may read "522" too.
    const queries = [...table.matchAll(/data-label="Query">([^<]*)</g)].map((match) => match[1]!);
    expect(queries).toContain("flux capacitor 88a");
    expect(queries.filter((query) => /jane|522|john/.test(query))).toEqual([]);
  });

  it("staff edit the synonyms; a search uses them at once; a bad list is refused and nothing changes", async () => {
    const { cookie, status } = await signIn("198.51.100.152");
    const save = (fields: Record<string, string>, token = status.csrfToken ?? "") =>
      call("/admin/search-log", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: fresh.url },
        body: new URLSearchParams({ csrfToken: token, ...fields }),
      });
    const before = ((await (await call("/api/products?q=zorglub")).json()) as { total: number }).total;
    expect(before).toBe(0);
    expect((await save({ "synonyms.en": "zorglub, solid state relay" }, "wrong")).status).toBe(403);
    const refused = await save({ "synonyms.en": "zorglub" });
    expect(refused.status).toBe(400);
    expect((await save({ "synonyms.en": "zorglub, solid state relay, relais statique\nSSR, relais statique" })).status).toBe(200);
    const after = ((await (await call("/api/products?q=zorglub%2025A")).json()) as { items: { partNumber: string }[] }).items;
    expect(after.map((p) => p.partNumber).sort()).toEqual(["10PCV2425", "D2425", "NRGC1A60C25KGU"]);
    const { html } = await page("/admin/search-log", { headers: { Cookie: cookie } });
    expect(html).toContain("zorglub, solid state relay, relais statique");
  });
});
