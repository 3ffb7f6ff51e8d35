import { describe, expect, it } from "vitest";
import { errorOf, serverForFile } from "../support/server";

// Issue 17's news over HTTP on the built server: the public pages, feeds and sitemap, and the
// staff calls that publish, refuse bad input and delete.
const fresh = serverForFile({ admin: { username: "news-editor", password: "a long enough password" } });
const { call } = fresh;
let ip = 0;
const session = () => fresh.signIn(`198.51.100.${++ip}`);

const article = (over: Record<string, unknown> = {}) => ({
  title: { en: "Choosing a power supply for a PLC cabinet", fr: "Choisir une alimentation pour une armoire d'automate" },
  summary: { en: "Sizing and derating.", fr: "Dimensionnement et déclassement." },
  body: { en: "## Size\n\nPick **20 %** margin.\n\n<script>alert(1)</script>[x](javascript:alert(2))", fr: "## Taille\n\nPrenez **20 %** de marge." },
  author: "Test Author",
  tags: ["power-supplies"],
  relatedPartNumbers: ["D2425"],
  status: "published",
  ...over,
});

describe("public news pages", () => {
  it("/blog and /fr/blog list the three demo articles, newest first", async () => {
    for (const path of ["/blog", "/fr/blog"]) {
      const html = await (await call(path)).text();
      expect(html.match(/data-testid="article-card"/g)?.length, path).toBeGreaterThanOrEqual(3);
    }
    const html = await (await call("/blog")).text();
    expect(html.indexOf("Inductive proximity sensors")).toBeLessThan(html.indexOf("Choosing a solid-state relay"));
  });

  it("an article has BlogPosting JSON-LD, its canonical and the other language's slug as hreflang", async () => {
    const html = await (await call("/blog/choosing-a-solid-state-relay-for-heating-loads")).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    expect(ld.find((block) => block["@type"] === "BlogPosting")).toMatchObject({ headline: "Choosing a solid-state relay for heating loads", inLanguage: "en" });
    expect(html).toContain('hrefLang="fr" href="http://127.0.0.1');
    expect(html).toContain("/fr/blog/choisir-un-relais-statique-pour-le-chauffage");
    expect(html).toMatch(/data-testid="product-card"/);
  });

  it("another language's slug redirects to this language's; an unknown or malformed one is a 404", async () => {
    const response = await call("/fr/blog/choosing-a-solid-state-relay-for-heating-loads");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/fr/blog/choisir-un-relais-statique-pour-le-chauffage");
    for (const path of ["/blog/no-such-article", "/blog/UPPER", `/blog/${"a".repeat(300)}`]) expect((await call(path)).status, path).toBe(404);
    // Control characters are refused before any page runs (issue 13).
    expect((await call("/blog/%00", { redirect: "manual" })).status).toBeLessThan(500);
  });

  it("feeds in both languages have items, and the sitemap lists the articles", async () => {
    for (const [path, title] of [["/blog/feed.xml", "Inductive proximity sensors"], ["/fr/blog/feed.xml", "Capteurs de proximité inductifs"]] as const) {
      const response = await call(path);
      expect(response.headers.get("content-type")).toContain("application/rss+xml");
      const xml = await response.text();
      expect(xml.match(/<item>/g)?.length).toBeGreaterThanOrEqual(3);
      expect(xml).toContain(title);
    }
    const sitemap = await (await call("/sitemap.xml")).text();
    expect(sitemap).toContain("/blog/hermetically-sealed-relays-for-aerospace</loc>");
    expect(sitemap).toContain("/fr/blog/relais-hermetiques-pour-l-aeronautique</loc>");
  });

  it("a topic filter and odd page numbers never fail", async () => {
    const aerospace = await (await call("/blog?tag=aerospace")).text();
    expect(aerospace.match(/data-testid="article-card"/g)?.length).toBe(1);
    for (const query of ["?page=0", "?page=-1", "?page=99999", "?page=abc", "?tag=<x>"]) expect((await call(`/blog${query}`)).status, query).toBe(200);
    expect((await call("/blog?tag=%00", { redirect: "manual" })).status).toBeLessThan(500);
  });

  it("the home page shows the three latest", async () => {
    const html = await (await call("/")).text();
    expect(html).toContain('data-testid="latest-articles"');
  });
});

describe("staff calls /api/admin/articles", () => {
  it("need a session (401) and, to change, the token (403)", async () => {
    expect((await call("/api/admin/articles")).status).toBe(401);
    const admin = await session();
    expect((await call("/api/admin/articles", { method: "POST", session: admin, csrf: false, json: article() })).status).toBe(403);
  });

  it("POST publishes: the article is on /blog with its Markdown rendered and the script removed; audited", async () => {
    const admin = await session();
    const response = await call("/api/admin/articles", { method: "POST", session: admin, json: article() });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: number; slug: { en: string; fr: string }; version: number };
    // No Arabic title yet: the Arabic page takes the English slug (decision 066).
    expect(created.slug).toEqual({ en: "choosing-a-power-supply-for-a-plc-cabinet", fr: "choisir-une-alimentation-pour-une-armoire-d-automate", ar: "choosing-a-power-supply-for-a-plc-cabinet" });
    expect(await (await call("/blog")).text()).toContain("Choosing a power supply for a PLC cabinet");
    const page = await (await call(`/blog/${created.slug.en}`)).text();
    expect(page).toContain("<h2>Size</h2>");
    expect(page).toContain("<strong>20 %</strong>");
    expect(page).not.toContain("<script>alert(1)");
    expect(page).not.toMatch(/href="javascript:/i);
    const audit = await (await call("/admin/audit", { session: admin })).text();
    expect(audit).toContain("article.create");

    // PATCH {status} unpublishes; the public page is gone at once.
    const patched = await call(`/api/admin/articles/${created.id}`, { method: "PATCH", session: admin, json: { status: "draft" } });
    expect(patched.status).toBe(200);
    expect((await call(`/blog/${created.slug.en}`)).status).toBe(404);

    // A stale version is a conflict carrying the stored article; nothing changes.
    const stale = await call(`/api/admin/articles/${created.id}`, { method: "PUT", session: admin, json: article({ title: { en: "Stale", fr: "Périmé" }, version: created.version }) });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { code: string; current: { version: number } } }).error).toMatchObject({ code: "conflict", current: { version: created.version + 1 } });

    // PATCH is a JSON Merge Patch: the French title alone keeps the English one.
    const french = await call(`/api/admin/articles/${created.id}`, { method: "PATCH", session: admin, json: { title: { fr: "Bien choisir une alimentation" }, version: created.version + 1 } });
    expect(french.status).toBe(200);
    expect(((await french.json()) as { title: { en: string; fr: string } }).title).toEqual({ en: article().title.en, fr: "Bien choisir une alimentation", ar: "" });

    // PUT is a replace: the tags and related parts its body leaves out are gone, and a body
    // without a title is refused, naming the field, with nothing changed.
    const { tags: _tags, relatedPartNumbers: _parts, ...untagged } = article({ version: created.version + 2 });
    const replaced = await call(`/api/admin/articles/${created.id}`, { method: "PUT", session: admin, json: untagged });
    expect(replaced.status).toBe(200);
    expect((await replaced.json()) as { tags: string[]; relatedPartNumbers: string[]; title: { fr: string } }).toMatchObject({ tags: [], relatedPartNumbers: [], title: { fr: article().title.fr } });
    const { title: _title, ...untitled } = article({ version: created.version + 3 });
    const refused = await call(`/api/admin/articles/${created.id}`, { method: "PUT", session: admin, json: untitled });
    expect(refused.status).toBe(400);
    expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual(["title"]);
    expect(((await (await call(`/api/admin/articles/${created.id}`, { session: admin })).json()) as { version: number }).version).toBe(created.version + 3);

    expect((await call(`/api/admin/articles/${created.id}`, { method: "DELETE", session: admin })).status).toBe(204);
    expect((await call(`/api/admin/articles/${created.id}`, { session: admin })).status).toBe(404);
  });

  it("refuses bad input with field messages, writing nothing", async () => {
    const admin = await session();
    const before = await (await call("/api/admin/articles", { session: admin })).text();
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ title: { en: "", fr: "" } }, ["title.en", "title.fr"]],
      [{ slug: { en: "Not A Slug", fr: "" } }, ["slug.en"]],
      [{ slug: { en: "choosing-a-solid-state-relay-for-heating-loads", fr: "" } }, ["slug.en"]],
      [{ publishedAt: "2026-13-45" }, ["publishedAt"]],
      [{ tags: ["Not a tag!"] }, ["tags"]],
      [{ relatedPartNumbers: ["NO-SUCH-PART-1"] }, ["relatedPartNumbers"]],
      [{ status: "live" }, ["status"]],
      [{ body: { en: "x".repeat(60_001), fr: "y" } }, ["body.en"]],
    ];
    for (const [over, fields] of cases) {
      const response = await call("/api/admin/articles", { method: "POST", session: admin, json: article(over) });
      expect(response.status, JSON.stringify(over).slice(0, 80)).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("invalid_input");
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields.sort());
    }
    const notJson = await call("/api/admin/articles", { method: "POST", session: admin, headers: { "Content-Type": "application/json" }, body: "{nope" });
    expect(notJson.status).toBe(400);
    expect((await call("/api/admin/articles", { method: "POST", session: admin, json: [] })).status).toBe(400);
    expect((await call("/api/admin/articles/abc", { session: admin })).status).toBe(404);
    expect((await call("/api/admin/articles/1", { method: "POST", session: admin, json: {} })).status).toBe(405);
    expect(await (await call("/api/admin/articles", { session: admin })).text()).toBe(before);
  });

  it("the News screen lists the articles and its publish button works without JavaScript", async () => {
    const admin = await session();
    const list = await (await call("/admin/news", { session: admin })).text();
    expect(list.match(/data-testid="article-row"/g)?.length).toBeGreaterThanOrEqual(3);
    const { items } = (await (await call("/api/admin/articles", { session: admin })).json()) as { items: Array<{ id: number; slug: { en: string }; title: { en: string; fr: string } }> };
    const target = items.find((a) => a.slug.en === "inductive-sensors-in-harsh-environments")!;
    const form = new URLSearchParams({ csrfToken: admin.status.csrfToken!, id: String(target.id), status: "draft" });
    const response = await call("/admin/news", { method: "POST", session: admin, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: form.toString(), redirect: "manual" });
    expect(response.status).toBe(302);
    expect(decodeURIComponent(response.headers.get("location")!)).toContain("unpublished=Inductive proximity sensors");
    expect((await call(`/blog/${target.slug.en}`)).status).toBe(404);
    form.set("status", "published");
    // Published by a member of staff who reads French: the notice names the article in French.
    const republished = await call("/admin/news", { method: "POST", session: admin, lang: "fr", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: form.toString(), redirect: "manual" });
    const location = republished.headers.get("location")!;
    expect(new URL(location, "http://x").searchParams.get("published")).toBe(target.title.fr);
    const notice = /data-testid="news-notice"[^>]*>([^<]*)</.exec(await (await call(location, { session: admin, lang: "fr" })).text())?.[1]?.replace(/&#x27;/g, "'");
    expect(notice).toBe(`Publié\u00a0: «\u00a0${target.title.fr}\u00a0».`);
    expect((await call(`/blog/${target.slug.en}`)).status).toBe(200);
  });
});
