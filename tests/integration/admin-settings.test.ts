import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// The site settings' JSON API, screen and image uploads through the built server.
const server = serverForFile({ admin: { username: "settings-admin", password: "a long enough password" }, signInFrom: "198.51.100.60" });
const { call } = server;

type Settings = Record<string, unknown> & { version: number; phone: string; logoUrl: string | null; faviconUrl: string | null };
const html = async (path: string, headers: Record<string, string> = {}) => (await call(path, { headers })).text();
const read = async () => (await (await call("/api/admin/settings", { headers: { Cookie: server.session.cookie } })).json()) as Settings;
const api = (method: string, body: unknown, { csrf = true, lang = "en" } = {}) =>
  call("/api/admin/settings", { method, session: server.session, csrf, lang, json: body });
const upload = (intent: string, name: string, type: string, bytes: Uint8Array | string, lang = "en") => {
  const form = new FormData();
  form.set("csrfToken", server.session.status.csrfToken!);
  form.set("intent", intent);
  form.set("file", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }), name);
  return call("/admin/settings", { method: "POST", headers: { Cookie: `${server.session.cookie}; lang=${lang}` }, body: form });
};
const topBar = (page: string) => /data-testid="top-bar"[\s\S]*?<\/div><\/div>/.exec(page)?.[0] ?? "";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const ICO = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 1, 1, 0, 0, 1, 0, 32, 0]), Buffer.alloc(40)]);

describe("/api/admin/settings", () => {
  it("refuses strangers (401, or the sign-in page) and changes without the anti-forgery token (403)", async () => {
    expect((await call("/api/admin/settings")).status).toBe(401);
    const page = await call("/admin/settings");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/login");
    const current = await read();
    expect((await api("PATCH", { phone: "+212 500 00 00 00", version: current.version }, { csrf: false })).status).toBe(403);
    expect((await read()).phone).toBe(current.phone);
  });

  it("saves a new phone number that the public top bar shows at once, in both languages, audited", async () => {
    const current = await read();
    const { logoUrl: _l, faviconUrl: _f, ...values } = current;
    const saved = await api("PUT", { ...values, phone: "+212 522 99 88 77" });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Settings).version).toBe(current.version + 1);
    expect(topBar(await html("/"))).toContain("+212 522 99 88 77");
    expect(topBar(await html("/fr"))).toContain("+212 522 99 88 77");
    expect(await html("/admin/audit", { Cookie: server.session.cookie })).toContain("settings.update");
  });

  it("takes the address and the page title in Arabic beside English and French; a client that leaves Arabic out keeps it", async () => {
    const current = await read();
    expect(current.addressAr).toMatch(/الدار البيضاء/);
    const saved = await api("PATCH", { metaTitleAr: "فيترين: مكونات صناعية", addressAr: "الدار البيضاء، المغرب", version: current.version });
    expect(saved.status).toBe(200);
    expect(await html("/ar/contact")).toContain("الدار البيضاء، المغرب");
    // A client that knows only English and French (a PUT of the fields it had) keeps the Arabic texts.
    const after = await read();
    const { logoUrl: _l, faviconUrl: _f, addressAr: _a, metaTitleAr: _t, metaDescriptionAr: _d, ...older } = after;
    expect((await api("PUT", { ...older, addressEn: "Casablanca, Morocco" })).status).toBe(200);
    const kept = await read();
    expect(kept).toMatchObject({ addressEn: "Casablanca, Morocco", addressFr: current.addressFr, addressAr: "الدار البيضاء، المغرب", metaTitleAr: "فيترين: مكونات صناعية" });
    // The settings screen shows a box a language, each in its direction.
    const screen = await html("/admin/settings", { Cookie: server.session.cookie });
    for (const [tag, name] of [["textarea", "addressAr"], ["input", "metaTitleAr"], ["textarea", "metaDescriptionAr"]]) {
      const box = new RegExp(`<${tag}[^>]*name="${name}"[^>]*>`).exec(screen)?.[0] ?? "";
      expect(box, name).toContain('lang="ar"');
      expect(box, name).toContain('dir="rtl"');
    }
    // Put back what other tests expect.
    expect((await api("PATCH", { addressEn: current.addressEn, version: kept.version })).status).toBe(200);
  });

  it("refuses an invalid e-mail, URL, phone and over-long values with field messages in the request's language", async () => {
    const current = await read();
    const refused = await api(
      "PATCH",
      { contactEmail: "not-an-email", linkedinUrl: "javascript:alert(1)", instagramUrl: "ftp://example.com/x", phone: "call me", companyName: "x".repeat(500), version: current.version },
      { lang: "fr" },
    );
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(error.message).toBe("La mise à jour des paramètres a échoué.");
    expect(error.fields).toEqual({
      contactEmail: "Saisissez une adresse e-mail valide.",
      linkedinUrl: "Saisissez une adresse web commençant par http:// ou https://.",
      instagramUrl: "Saisissez une adresse web commençant par http:// ou https://.",
      phone: expect.stringContaining("numéro de téléphone"),
      companyName: "Cette valeur est trop longue.",
    });
    const noLanguage = await api("PATCH", { enabledLanguages: [], version: current.version });
    expect(((await noLanguage.json()) as { error: { fields: Record<string, string> } }).error.fields.enabledLanguages).toBe("Offer at least one language.");
    const after = await read();
    expect(after).toEqual(current);
  });

  it("refuses a save based on an older version with 409, keeping the newer one", async () => {
    const base = await read();
    expect((await api("PATCH", { companyName: "Vitrine Nadia", version: base.version })).status).toBe(200);
    const stale = await api("PATCH", { companyName: "Vitrine Karim", version: base.version });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { error: { code: string; message: string; current: Settings; yours: Settings } };
    expect(body.error.code).toBe("conflict");
    expect(body.error.message).toContain("Updating the settings failed.");
    expect(body.error.current.companyName).toBe("Vitrine Nadia");
    expect(body.error.yours.companyName).toBe("Vitrine Karim");
    expect((await read()).companyName).toBe("Vitrine Nadia");
  });

  it("a language switched off disappears from the switcher and its pages go to the default language", async () => {
    const base = await read();
    expect((await api("PATCH", { enabledLanguages: ["fr"], defaultLanguage: "en", version: base.version })).status).toBe(400);
    expect((await api("PATCH", { enabledLanguages: ["en"], defaultLanguage: "en", version: base.version })).status).toBe(200);
    const french = await call("/fr/products?category=sensors-detection");
    expect(french.status).toBe(302);
    expect(french.headers.get("location")).toBe("/products?category=sensors-detection");
    const english = await html("/", { "Accept-Language": "fr" });
    expect(english).not.toContain('data-testid="lang-fr"');
    expect(english).not.toContain('hreflang="fr"');
    expect(await html("/sitemap.xml")).not.toContain("/fr/");
    const after = await read();
    expect((await api("PATCH", { enabledLanguages: ["en", "fr"], defaultLanguage: "fr", version: after.version })).status).toBe(200);
    // No remembered choice and no browser language: the default language decides.
    const home = await call("/");
    expect(home.headers.get("location")).toBe("/fr");
    expect((await call("/", { headers: { "Accept-Language": "en" } })).status).toBe(200);
  });
});

describe("/admin/settings screen", () => {
  it("shows field errors in the page's language and keeps the stored values", async () => {
    const before = await read();
    const form = new URLSearchParams({ csrfToken: server.session.status.csrfToken!, intent: "save", version: String(before.version), companyName: "Ok", contactEmail: "nope", salesEmail: "sales@example.com", phone: "+212 5", defaultLanguage: "en", enabledLanguages: "en" });
    const refused = await call("/admin/settings", { method: "POST", headers: { Cookie: `${server.session.cookie}; lang=fr`, "Content-Type": "application/x-www-form-urlencoded" }, body: form });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("La mise à jour des paramètres a échoué.");
    expect(page).toContain("Saisissez une adresse e-mail valide.");
    expect(await read()).toEqual(before);
  });

  it("refuses a logo that is not an image: a text file named logo.png, an SVG", async () => {
    const text = await upload("logo", "logo.png", "image/png", "just some text, not a picture");
    expect(text.status).toBe(400);
    expect(await text.text()).toContain("This file is not a PNG, JPEG, WebP (or ICO for the favicon) image.");
    const svg = await upload("logo", "logo.svg", "image/svg+xml", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', "fr");
    expect(svg.status).toBe(400);
    expect(await svg.text()).toContain("Les fichiers SVG ne sont pas acceptés.");
    const big = await upload("logo", "big.png", "image/png", Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]));
    expect(big.status).toBe(413);
    expect((await read()).logoUrl).toBeNull();
  });

  it("takes a PNG logo and an ICO favicon, checked by their bytes, and the public pages use them", async () => {
    expect((await upload("logo", "company.bin", "application/octet-stream", PNG)).status).toBe(200);
    expect((await upload("favicon", "favicon.ico", "image/x-icon", ICO)).status).toBe(200);
    const { logoUrl, faviconUrl } = await read();
    expect(logoUrl).toMatch(/^\/media\/[a-z0-9-]+\.png$/);
    expect(faviconUrl).toMatch(/^\/media\/[a-z0-9-]+\.ico$/);
    const home = await html("/", { "Accept-Language": "en" });
    expect(home).toContain(`src="${logoUrl}"`);
    expect(home).toContain(`<link rel="icon" href="${faviconUrl}"/>`);
    const file = await call(logoUrl!);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("removes the logo and the favicon (the pages fall back on the name and no icon link), audited", async () => {
    expect((await upload("logo", "logo.png", "image/png", PNG)).status).toBe(200);
    const form = new FormData();
    form.set("csrfToken", server.session.status.csrfToken!);
    form.append("intent", "logo");
    form.append("intent", "remove-logo");
    const removed = await call("/admin/settings", { method: "POST", headers: { Cookie: `${server.session.cookie}; lang=fr` }, body: form });
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain("Image supprimée.");
    const after = await read();
    expect(after.logoUrl).toBeNull();
    expect(after.faviconUrl).not.toBeNull();
    expect(await html("/", { "Accept-Language": "en" })).not.toMatch(/src="\/media\/[^"]+\.png"[^>]*alt="[^"]*logo/i);
    expect(await html("/admin/audit", { Cookie: server.session.cookie })).toContain('data-action="settings.logo_remove"');
  });

  it("keeps everything typed when the server refuses the form (no JavaScript): values, ticked days, times", async () => {
    const before = await read();
    const form = new URLSearchParams({
      csrfToken: server.session.status.csrfToken!, intent: "save", version: String(before.version), companyName: "Typed company",
      contactEmail: "still typed", salesEmail: "sales@example.com", phone: "+212 522 00 00 00", defaultLanguage: "en", enabledLanguages: "en",
      "hours.2.open": "on", "hours.2.opens": "10:15", "hours.2.closes": "09:00", "hours.7.open": "on", "hours.7.opens": "08:00", "hours.7.closes": "12:00",
    });
    const refused = await call("/admin/settings", { method: "POST", headers: { Cookie: `${server.session.cookie}; lang=en`, "Content-Type": "application/x-www-form-urlencoded" }, body: form });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('value="Typed company"');
    expect(page).toContain('value="still typed"');
    expect(page).toContain('value="10:15"');
    const box = (name: string) => new RegExp(`<input[^>]*name="${name.replace(/\./g, "\\.")}"[^>]*>`).exec(page)?.[0] ?? "";
    expect(box("hours.7.open")).toContain("checked");
    expect(box("hours.1.open")).not.toContain("checked");
    // Each problem next to its own input: Tuesday's closing time, the e-mail.
    expect(page).toContain('data-testid="settings-hours.2.closes-error">The closing time must be after the opening time.');
    expect(page).toContain("Enter a valid e-mail address.");
    expect(await read()).toEqual(before);
  });
});

describe("opening hours and time zone", () => {
  it("are one structured setting: the contact page and footer in both languages and the JSON-LD follow it", async () => {
    const before = await read();
    const hours = [{ day: 6, opens: "09:00", closes: "12:00" }, { day: 1, opens: "08:00", closes: "17:00" }, { day: 2, opens: "08:00", closes: "17:00" }, { day: 4, opens: "08:00", closes: "17:00" }];
    const saved = await api("PATCH", { openingHours: hours, timeZone: "Europe/Paris", version: before.version });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as Settings;
    expect(body.openingHours).toEqual([...hours].sort((a, b) => a.day - b.day));
    expect(body.timeZone).toBe("Europe/Paris");
    const en = await html("/contact", { "Accept-Language": "en" });
    expect(en).toContain("<li>Monday to Tuesday: 08:00–17:00</li><li>Thursday: 08:00–17:00</li><li>Saturday: 09:00–12:00</li><li>Closed on other days.</li>");
    const fr = await html("/fr/contact");
    expect(fr).toContain("<li>Du lundi au mardi\u00a0: 08:00–17:00</li><li>Le jeudi\u00a0: 08:00–17:00</li><li>Le samedi\u00a0: 09:00–12:00</li>");
    const business = JSON.parse(/<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"LocalBusiness".*?)<\/script>/.exec(fr)![1]!);
    expect(business.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday"], opens: "08:00", closes: "17:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Thursday"], opens: "08:00", closes: "17:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Saturday"], opens: "09:00", closes: "12:00" },
    ]);
    expect(await html("/", { "Accept-Language": "en" })).toContain('data-testid="footer-hours"><li>Monday to Tuesday: 08:00–17:00</li>');
  });

  it("refuses impossible times, a day twice, a closing before the opening and an unknown time zone, naming each", async () => {
    const before = await read();
    const refused = await api("PATCH", { openingHours: [{ day: 1, opens: "25:00", closes: "18:00" }, { day: 2, opens: "18:00", closes: "09:00" }, { day: 9, opens: "09:00", closes: "10:00" }], timeZone: "Mars/Olympus", version: before.version }, { lang: "fr" });
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({
      "openingHours.0.opens": "Saisissez une heure au format HH:MM (sur 24\u00a0h).",
      "openingHours.1.closes": "L’heure de fermeture doit suivre l’heure d’ouverture.",
      "openingHours.2.day": "Choisissez un jour de la semaine.",
      timeZone: "Saisissez un fuseau horaire connu de ce serveur, par exemple Africa/Casablanca.",
    });
    const twice = await api("PATCH", { openingHours: [{ day: 1, opens: "09:00", closes: "10:00" }, { day: 1, opens: "11:00", closes: "12:00" }], version: before.version });
    expect(((await twice.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ openingHours: "Each day can appear only once." });
    expect(await read()).toEqual(before);
  });
});
