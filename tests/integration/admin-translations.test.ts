import { describe, expect, it } from "vitest";
import { bundledMessages } from "~/i18n/bundled";
import { serverForFile } from "../support/server";
import { staffNamespaces } from "~/i18n/bundled";

// The translations editor's JSON API and screen through the built server, on a fresh database.
const server = serverForFile({ admin: { username: "translator-admin", password: "a long enough password" }, signInFrom: "198.51.100.40" });
const { call } = server;

const html = async (path: string) => (await call(path)).text();
const api = (method: string, body: unknown, { csrf = true, lang = "en" } = {}) =>
  call("/api/admin/translations", { method, session: server.session, csrf, lang, json: body });
const list = async (query: string) =>
  (await (await call(`/api/admin/translations?${query}`, { headers: { Cookie: server.session.cookie } })).json()) as {
    total: number;
    areas: string[];
    items: Array<{ key: string; taxonomy: boolean; texts: Record<"en" | "fr", { default: string; override: string | null; version: number }> }>;
  };

describe("/api/admin/translations", () => {
  it("refuses strangers (401) and changes without the anti-forgery token (403)", async () => {
    expect((await call("/api/admin/translations")).status).toBe(401);
    const page = await call("/admin/translations");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/login");
    const noToken = await api("PUT", { key: "home.heroTitle", locale: "fr", value: "Pirate", version: 0 }, { csrf: false });
    expect(noToken.status).toBe(403);
    expect(await html("/fr")).not.toContain("Pirate");
  });

  it("lists every key with defaults per language, staff texts and taxonomy names included, with filters", async () => {
    const all = await list("");
    expect(all.total).toBeGreaterThan(Object.keys(bundledMessages.en).length);
    const hero = all.items.find((item) => item.key === "home.heroTitle")!;
    expect(hero.texts.fr).toEqual({ default: bundledMessages.fr["home.heroTitle"], override: null, version: 0 });
    expect(all.items.some((item) => item.key === "admin.texts.title")).toBe(true);
    const controllers = all.items.find((item) => item.key === "categories.controllers.name")!;
    expect(controllers.taxonomy).toBe(true);
    expect(controllers.texts.fr.default).toBe("Régulateurs");
    expect(all.areas).toEqual(expect.arrayContaining(["home", "admin", "categories", "applications", "subcategories"]));

    const found = await list("q=r%C3%A9gulateurs&area=categories");
    expect(found.items.map((item) => item.key)).toContain("categories.controllers.name");
    expect(found.items.every((item) => item.key.startsWith("categories."))).toBe(true);
    const missing = await list("missing=1");
    for (const item of missing.items) {
      // Staff texts exist in English and French only; public ones in Arabic too (decision 066).
      const texts = item.texts as Record<string, { default: string; override: string | null } | undefined>;
      const wanted = staffNamespaces.has(item.key.split(".")[0]!) ? ["en", "fr"] : ["en", "fr", "ar"];
      expect(wanted.some((locale) => !(texts[locale]?.override ?? texts[locale]?.default ?? "").trim()), item.key).toBe(true);
    }
    const paged = await list("page=2&perPage=10");
    expect(paged.items).toHaveLength(10);
  });

  it("stores markup as text and shows it as text on the public page, in that language only", async () => {
    const value = `Composants <script>window.pwned=1</script><img src=x onerror="alert(1)">`;
    const saved = await api("PUT", { key: "home.heroTitle", locale: "fr", value, version: 0 });
    expect(saved.status).toBe(200);
    const { item } = (await saved.json()) as { item: { texts: { fr: { override: string; version: number } } } };
    expect(item.texts.fr).toMatchObject({ override: value, version: 1 });
    const french = await html("/fr");
    expect(french).toContain("Composants &lt;script&gt;window.pwned=1&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(french).not.toContain("<script>window.pwned");
    expect(french).not.toContain('<img src=x onerror');
    expect(await html("/")).toContain(bundledMessages.en["home.heroTitle"]!);
  });

  it("refuses a stale version with 409 and both values, overwriting nothing", async () => {
    const first = await api("PATCH", { key: "home.heroText", locale: "fr", value: "Texte de Nadia", version: 0 });
    expect(first.status).toBe(200);
    const stale = await api("PATCH", { key: "home.heroText", locale: "fr", value: "Texte de Karim", version: 0 }, { lang: "fr" });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { error: { code: string; message: string; current: { value: string; version: number } } };
    expect(body.error.code).toBe("conflict");
    expect(body.error.message).toContain("Texte de Nadia");
    expect(body.error.message).toContain("Texte de Karim");
    expect(body.error.current).toEqual({ value: "Texte de Nadia", version: 1 });
    expect(await html("/fr")).toContain("Texte de Nadia");
    expect(await html("/fr")).not.toContain("Texte de Karim");
  });

  it("refuses an over-long value and an unknown key with clear messages", async () => {
    const long = await api("PUT", { key: "home.heroCta", locale: "en", value: "x".repeat(5001), version: 0 });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "invalid_input", message: "A text can hold at most 5000 characters." });
    const unknown = await api("PUT", { key: "home.noSuchKey", locale: "fr", value: "Rien", version: 0 }, { lang: "fr" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: "invalid_input",
      message: "Ce texte n’existe pas ou ne peut pas être modifié ici.",
    });
    const invalid = await api("PUT", { key: "home.heroCta", locale: "de", value: "Hallo" });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({
      locale: "The language must be en or fr.",
      version: expect.any(String),
    });
    expect(await html("/")).toContain(bundledMessages.en["home.heroCta"]!);
  });

  it("a category name edited here is what the public site shows in that language; reset returns to the catalogue's", async () => {
    const saved = await api("PUT", { key: "categories.controllers.name", locale: "fr", value: "Contrôleurs de process", version: 0 });
    expect(saved.status).toBe(200);
    expect(await html("/fr/products?category=controllers")).toContain("Contrôleurs de process");
    expect(await html("/products?category=controllers")).toContain("Controllers");
    // A stale save of a taxonomy name leads with SPEC §8's translation error, in French here.
    const stale = await api("PUT", { key: "categories.controllers.name", locale: "fr", value: "Autre", version: 0 }, { lang: "fr" });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toMatch(
      /^L’ajout de la traduction de la catégorie, sous-catégorie ou application a échoué\./,
    );
    const reset = await api("DELETE", { key: "categories.controllers.name", locale: "fr", version: 1 });
    expect(reset.status).toBe(200);
    const page = await html("/fr/products?category=controllers");
    expect(page).toContain("Régulateurs");
    expect(page).not.toContain("Contrôleurs de process");
  });

  it("a category name edited here is the category list's title, in that language only", async () => {
    const title = async (path: string) => /<title>([^<]*)<\/title>/.exec(await html(path))?.[1];
    expect(await title("/fr/products?category=controllers")).toMatch(/^Régulateurs\b/);
    const saved = await api("PUT", { key: "categories.controllers.name", locale: "fr", value: "Régulateurs de process", version: 0 });
    expect(saved.status).toBe(200);
    expect(await title("/fr/products?category=controllers")).toMatch(/^Régulateurs de process\b/);
    expect(await title("/products?category=controllers")).toMatch(/^Controllers\b/);
  });

  it("staff texts are editable too, and every write is in the audit log", async () => {
    const saved = await api("PUT", { key: "admin.texts.title", locale: "en", value: "Texts and names", version: 0 });
    expect(saved.status).toBe(200);
    const screen = await (await call("/admin/translations?q=admin.texts.title", { headers: { Cookie: `${server.session.cookie}; lang=en` } })).text();
    expect(screen).toContain("Texts and names");
    const audit = await (await call("/admin/audit", { headers: { Cookie: server.session.cookie } })).text();
    expect(audit).toContain("text.update");
    expect(audit).toContain("text.reset");
    expect(audit).toContain("categories.controllers.name");
  });
});

describe("/admin/translations form", () => {
  const post = (fields: Record<string, string>) =>
    call("/admin/translations?q=footer.newsletterTitle", {
      method: "POST",
      headers: { Cookie: server.session.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  it("saves both languages of a key, and refuses a stale form with 409", async () => {
    const token = server.session.status.csrfToken!;
    const ok = await post({ csrfToken: token, key: "footer.newsletterTitle", en: "Stay informed", fr: "Restez informé", "version.en": "0", "version.fr": "0", intent: "save" });
    expect(ok.status).toBe(200);
    const stale = await post({ csrfToken: token, key: "footer.newsletterTitle", en: "Other", fr: "Autre", "version.en": "0", "version.fr": "0", intent: "save" });
    expect(stale.status).toBe(409);
    // Without JavaScript the page itself shows the refusal, with both texts of each language.
    const refusal = await stale.text();
    expect(refusal).toContain("Someone else saved the French text in the meantime");
    expect(refusal).toMatch(/Saved meanwhile:.*Restez informé/s);
    expect(refusal).toMatch(/Yours:.*Autre/s);
    const footer = await html("/fr");
    expect(footer).toContain("Restez informé");
    expect(footer).not.toContain(">Autre<");
    expect((await post({ key: "footer.newsletterTitle", fr: "Sans jeton", "version.fr": "1" })).status).toBe(403);
  });
});
