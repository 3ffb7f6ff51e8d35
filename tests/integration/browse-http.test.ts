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
    // A value is isolated left to right (<bdi dir="ltr">, decision 066) in its cell.
    const currents = [...sorted.html.matchAll(/<td[^>]*>(?:<bdi[^>]*>)?(\d+(?:\.\d+)?)[ \u00a0]A(?:<\/bdi>)?<\/td>/g)].map((m) => Number(m[1]));
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
    // One row per reading and language, headed by the spelling typed most (the first on a tie of counts is the latest).
    const row = (locale: string) => new RegExp(`data-testid="miss-typed">([^<]+)</span><span[^>]*>read as: flux capacitor 88a</span>(?:<span[^>]*>[^<]*</span>)?</td><td[^>]*>${locale}</td><td[^>]*>(\\d+)</td>`).exec(html)?.slice(1);
    expect(row("English")).toEqual(["flux capacitor 88A", "3"]);
    expect(row("Français")).toEqual(["flux capacitor 88A", "1"]);
    expect(html).toContain("2 other spellings: flux capacitor 88 A · Flux Capacitor 88A");
    expect(html).toContain('href="/products?q=flux%20capacitor%2088A"');
    // An e-mail address or a phone number typed in the box is not kept.
    await page("/products?q=jane.doe%40example.com");
    await page("/products?q=%2B212%20522%2012%2034%2056");
    // Nor one whose domain has no dot (audit 31: kept as "john doe example"), nor one spelled out.
    await page("/products?q=john.doe%40example");
    await page("/products?q=john%20%5Bat%5D%20example.com");
    const table = /<table[^>]*data-testid="search-misses"[\s\S]*?<\/table>/.exec((await page("/admin/search-log", { headers: { Cookie: cookie } })).html)![0];
    // The query cells only: a row's time (milliseconds included) may read "522" too.
    const queries = [...table.matchAll(/data-testid="miss-typed">([^<]*)</g)].map((match) => match[1]!);
    expect(queries).toContain("flux capacitor 88A");
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

describe("search log: one-click fixes (issue 32)", () => {
  const post = (session: { cookie: string; status: { csrfToken?: string | null } }, fields: Record<string, string>, token = session.status.csrfToken ?? "") =>
    page("/admin/search-log", {
      method: "POST",
      headers: { Cookie: session.cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: fresh.url },
      body: new URLSearchParams({ csrfToken: token, ...fields }),
    });
  const total = async (q: string, locale = "en") => ((await (await call(`/api/products?q=${encodeURIComponent(q)}&locale=${locale}`)).json()) as { total: number }).total;
  const missRow = (html: string, query: string) => new RegExp(`<tr[^>]*data-query="${query}"[\\s\\S]*?</tr>`).exec(html)?.[0];
  const auditPage = async (session: { cookie: string }) => (await page("/admin/audit", { headers: { Cookie: session.cookie } })).html;

  it("links a miss to a product: the spelling becomes its cross reference and the same search finds it; bad input is refused and changes nothing", async () => {
    await page("/products?q=ZX-GHOST%2077");
    await page("/products?q=zx%20ghost-77");
    await page("/products?q=ZX-GHOST%2077");
    const staff = await signIn("198.51.100.153");
    let { html } = await page("/admin/search-log", { headers: { Cookie: staff.cookie } });
    const row = missRow(html, "zx ghost 77")!;
    expect(row).toContain('data-testid="miss-typed">ZX-GHOST 77<');
    expect(row).toContain("also typed: zx ghost-77");
    expect(row).toContain("Not fixed yet");
    const link = { intent: "link", query: "zx ghost 77", locale: "en", typed: "ZX-GHOST 77", manufacturer: "Acme", partNumber: "SR2B121BD" };

    // Refused: an unknown product, a missing maker, a miss not in the log, a wrong token, no session.
    const unknown = await post(staff, { ...link, partNumber: "NO-SUCH-PART-9" });
    expect(unknown.response.status).toBe(400);
    html = unknown.html;
    expect(html).toContain("No product has the part number NO-SUCH-PART-9.");
    expect(missRow(html, "zx ghost 77")).toMatch(/<details[^>]*open=""/);
    const missingMaker = await post(staff, { ...link, manufacturer: " " });
    expect(missingMaker.response.status).toBe(400);
    expect(missingMaker.html).toContain("Required.");
    expect((await post(staff, { ...link, query: "never searched" })).response.status).toBe(404);
    expect((await post(staff, link, "wrong-token")).response.status).toBe(403);
    expect((await call("/admin/search-log", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: fresh.url }, body: new URLSearchParams(link) })).status).not.toBe(200);
    expect(await total("ZX-GHOST 77")).toBe(0);

    const linked = await post(staff, link);
    expect(linked.response.status).toBe(200);
    expect(linked.html).toContain("Saved: the same search now finds products.");
    const found = (await (await call("/api/products?q=ZX-GHOST%2077")).json()) as { items: { id: number; partNumber: string }[] };
    expect(found.items.map((p) => p.partNumber)).toEqual(["SR2B121BD"]);
    expect((await page(`/products/${found.items[0]!.id}`)).html).toContain("Acme ZX-GHOST 77");
    ({ html } = await page("/admin/search-log", { headers: { Cookie: staff.cookie } }));
    expect(missRow(html, "zx ghost 77")).toContain("Linked to SR2B121BD");
    expect(missRow(html, "zx ghost 77")).toContain('data-testid="miss-fixed"');
    // Linking the same spelling again adds no second cross reference.
    expect((await post(staff, link)).response.status).toBe(200);
    const references = ((await (await call(`/api/products/${found.items[0]!.id}`)).json()) as { crossReferences: { partNumber: string }[] }).crossReferences;
    expect(references.filter((x) => x.partNumber === "ZX-GHOST 77")).toHaveLength(1);
    const audit = await auditPage(staff);
    expect(audit).toContain("search.miss_fix");
    expect(audit).toContain("en:zx ghost 77");
  });

  it("adds a synonym from a miss, in its language; marks another 'not a product' and puts it back", async () => {
    await page("/fr/products?q=zorblatrons");
    await page("/products?q=qwertyuiopasd");
    const staff = await signIn("198.51.100.154");
    const synonym = { intent: "synonym", query: "zorblatrons", locale: "fr", typed: "zorblatrons", word: "relais statique" };
    const sameWord = await post(staff, { ...synonym, word: "Zorblatrons" });
    expect(sameWord.response.status).toBe(400);
    expect(sameWord.html).toContain("The word must differ from what was typed.");
    expect((await post(staff, { ...synonym, word: "relais, statique" })).html).toContain("No commas: one word or phrase.");
    expect(await total("zorblatrons", "fr")).toBe(0);
    const saved = await post(staff, synonym);
    expect(saved.response.status).toBe(200);
    expect(saved.html).toContain("Saved: the same search now finds products.");
    expect(await total("zorblatrons", "fr")).toBeGreaterThan(0);
    expect(await total("zorblatrons", "en")).toBe(0);
    expect(saved.html).toMatch(/relais statique[^<\n]*zorblatrons/);

    expect((await post(staff, { intent: "not_product", query: "qwertyuiopasd", locale: "en" })).response.status).toBe(200);
    let { html } = await page("/admin/search-log", { headers: { Cookie: staff.cookie } });
    expect(missRow(html, "qwertyuiopasd")).toBeUndefined();
    expect(/data-testid="not-products"[\s\S]*qwertyuiopasd/.test(html)).toBe(true);
    expect((await post(staff, { intent: "reopen", query: "qwertyuiopasd", locale: "en" })).response.status).toBe(200);
    ({ html } = await page("/admin/search-log", { headers: { Cookie: staff.cookie } }));
    expect(missRow(html, "qwertyuiopasd")).toContain("Not fixed yet");
    expect(html).not.toContain('data-testid="not-products"');
  });

  it("marks a miss fixed once the same search finds something, whatever fixed it, and open again when it misses again", async () => {
    await page("/products?q=glorbnitz");
    const staff = await signIn("198.51.100.155");
    const synonyms = (text: string) => post(staff, { "synonyms.en": text }).then(({ response }) => expect(response.status).toBe(200));
    const { html: before } = await page("/admin/search-log", { headers: { Cookie: staff.cookie } });
    const kept = /name="synonyms.en"[^>]*>([^<]*)</.exec(before)?.[1] ?? "";
    await synonyms(`${kept}\nglorbnitz, solid state relay`.trim());
    await page("/products?q=glorbnitz");
    let { html } = await page("/admin/search-log", { headers: { Cookie: staff.cookie } });
    expect(missRow(html, "glorbnitz")).toContain('data-testid="miss-fixed"');
    await synonyms(kept || "placeholder-a, placeholder-b");
    await page("/products?q=glorbnitz");
    ({ html } = await page("/admin/search-log", { headers: { Cookie: staff.cookie } }));
    expect(missRow(html, "glorbnitz")).not.toContain('data-testid="miss-fixed"');
  });
});
