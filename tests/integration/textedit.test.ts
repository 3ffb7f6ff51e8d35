import { describe, expect, it } from "vitest";
import { bundledMessages } from "~/i18n/bundled";
import { serverForFile } from "../support/server";

// /textedit through the built server: staff edit the public texts, visitors see them at once.
const { call, signIn } = serverForFile({ admin: { username: "editor-in-chief", password: "a long enough password" } });
const original = { en: bundledMessages.en["footer.about"]!, fr: bundledMessages.fr["footer.about"]! };
const html = async (path: string, cookie = "") => (await call(path, { headers: { Cookie: cookie } })).text();

async function post(cookie: string, fields: Record<string, string>) {
  return call("/fr/textedit?area=footer", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ area: "footer", q: "", ...fields }),
  });
}

describe("/textedit", () => {
  it("lists the public texts of an area in both languages for signed-in staff", async () => {
    const { cookie } = await signIn("198.51.100.20");
    const page = await html("/fr/textedit?area=footer", cookie);
    expect(page).toContain("footer.about");
    expect(page).toContain("Modifier les textes du site");
    expect(page).not.toMatch(/>admin\.textedit\./);
  });

  it("saves a text, shows it on the public page at once, and goes back to the original", async () => {
    const { cookie, status } = await signIn("198.51.100.21");
    const saved = await post(cookie, { key: "footer.about", en: original.en, fr: "Votre partenaire <b>composants</b> à Casablanca.", csrfToken: status.csrfToken!, intent: "save" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toMatch(/^\/fr\/textedit\?area=footer&q=&saved=footer\.about/);
    const french = await html("/fr");
    expect(french).toContain("Votre partenaire &lt;b&gt;composants&lt;/b&gt; à Casablanca.");
    expect(await html("/")).toContain(original.en.slice(0, 60));

    // The reset names the version it saw (the French override is at version 1, English has none).
    const reset = await post(cookie, { key: "footer.about", csrfToken: status.csrfToken!, intent: "reset", "version.fr": "1", "version.en": "0" });
    expect(reset.status).toBe(302);
    const audit = await html("/admin/audit", cookie);
    expect(audit).toContain("text.update");
    expect(audit).toContain("text.reset");
    expect(await html("/fr")).toContain(original.fr.slice(0, 60).replace(/'/g, "&#x27;"));
  });

  it("refuses a change without the anti-forgery token, an unknown key and an over-long text, changing nothing", async () => {
    const { cookie, status } = await signIn("198.51.100.22");
    expect((await post(cookie, { key: "footer.about", fr: "Sans jeton", en: "x" })).status).toBe(403);
    const unknown = await post(cookie, { key: "admin.title", fr: "Pirate", en: "Pirate", csrfToken: status.csrfToken! });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Ce texte n’existe pas ou ne peut pas être modifié ici.");
    const long = await post(cookie, { key: "footer.about", fr: "x".repeat(5001), en: "x", csrfToken: status.csrfToken! });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("au plus 5000 caractères");
    expect(await html("/fr")).not.toContain("Sans jeton");
    expect(await html("/fr")).not.toContain("x".repeat(5001));
  });

  it("refuses a save based on an older version with 409, showing both texts, and keeps the newer one", async () => {
    const { cookie, status } = await signIn("198.51.100.23");
    const first = await post(cookie, { key: "footer.newsletterText", en: bundledMessages.en["footer.newsletterText"]!, fr: "Première version", "version.fr": "0", csrfToken: status.csrfToken!, intent: "save" });
    expect(first.status).toBe(302);
    // A second editor's form was loaded before that save: it still says version 0.
    const stale = await post(cookie, { key: "footer.newsletterText", en: bundledMessages.en["footer.newsletterText"]!, fr: "Seconde version", "version.fr": "0", csrfToken: status.csrfToken!, intent: "save" });
    expect(stale.status).toBe(409);
    const page = await stale.text();
    expect(page).toContain("Première version");
    expect(page).toContain("Seconde version");
    expect(page).toContain("Quelqu’un d’autre a enregistré le texte Français entre-temps");
    const french = await html("/fr");
    expect(french).toContain("Première version");
    expect(french).not.toContain("Seconde version");
  });
});
