import { expect, test } from "./fixtures";

const PAGES = ["/", "/about", "/services", "/aerospace", "/applications", "/catalogues", "/contact", "/privacy", "/terms", "/cookies", "/admin-contact"];
// A message key left untranslated ("contact.hoursTitle") or a placeholder left unfilled ("{company}").
const RAW_KEY = /\b[a-z]+\.[a-zA-Z]+(\.[a-zA-Z]+)+\b/;
const PLACEHOLDER = /\{[a-zA-Z]+\}/;

for (const locale of ["en", "fr"] as const) {
  for (const path of PAGES) {
    const url = locale === "fr" ? (path === "/" ? "/fr" : `/fr${path}`) : path;
    test(`${url} shows its full content in ${locale === "en" ? "English" : "French"}`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.title()).not.toMatch(RAW_KEY);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(40);
      const text = await page.locator("main").innerText();
      expect(text).not.toMatch(RAW_KEY);
      expect(text).not.toMatch(PLACEHOLDER);
      expect(text.length).toBeGreaterThan(600);
    });
  }
}

test.describe("what each page holds", () => {
  test("contact: form, FAQ, map without third parties, details and the opening hours of the settings", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
    });
    await page.goto("/contact");
    await expect(page.getByTestId("contact-form")).toBeVisible();
    // The demo settings' hours (Monday to Friday 08:30-18:00, Saturday 09:00-13:00), the same in both languages.
    await expect(page.getByTestId("opening-hours").getByRole("listitem")).toHaveText(["Monday to Friday: 08:30–18:00", "Saturday: 09:00–13:00", "Closed on other days."]);
    await expect(page.getByTestId("footer-hours")).toContainText("Monday to Friday: 08:30–18:00");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const business = JSON.parse(blocks.find((block) => block.includes('"LocalBusiness"'))!);
    expect(business.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((d) => `https://schema.org/${d}`), opens: "08:30", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Saturday"], opens: "09:00", closes: "13:00" },
    ]);
    await expect(page.getByTestId("faq").locator("details")).toHaveCount(6);
    await page.getByText("What are your delivery times?").click();
    await expect(page.getByText(/2-3 business days in Morocco/).first()).toBeVisible();
    await expect(page.getByTestId("hq-map")).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the map in OpenStreetMap" })).toHaveAttribute("href", /openstreetmap\.org\/\?mlat=33\.5/);
    const info = page.getByTestId("contact-info");
    // The settings test changes the phone for a moment on the same server: any Moroccan number.
    await expect(info.getByRole("link", { name: /^\+212 522 \d\d \d\d \d\d$/ })).toHaveAttribute("href", /^tel:\+212522\d{6}$/);
    await expect(info.getByRole("link", { name: "contact@vitrine-industrie.ma" })).toBeVisible();
    await expect(info).toContainText("Sidi Maârouf");
    const select = page.getByLabel("Country");
    await expect(select.locator("option")).toHaveCount(17);
    await expect(page.getByLabel("Product interest").locator("option")).toHaveCount(6);
    expect(outside).toEqual([]);

    await page.goto("/fr/contact");
    await expect(page.getByTestId("opening-hours").getByRole("listitem")).toHaveText(["Du lundi au vendredi\u00a0: 08:30–18:00", "Le samedi\u00a0: 09:00–13:00", "Fermé les autres jours."]);
    await expect(page.getByRole("heading", { name: "Questions fréquentes" })).toBeVisible();
  });

  test("services: the five services and the SPEC delivery times", async ({ page }) => {
    await page.goto("/services");
    for (const name of ["Industrial integration", "IoT and connected equipment", "Training", "After-sales support", "Logistics"]) {
      await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    }
    const delivery = page.getByTestId("delivery-times");
    await expect(delivery).toContainText("Morocco");
    await expect(delivery).toContainText("2-3 business days");
    await expect(delivery).toContainText("Other Middle East and Africa countries");
    await expect(delivery).toContainText("5-10 business days");
    await page.goto("/fr/services");
    await expect(page.getByTestId("delivery-times")).toContainText("2 à 3 jours ouvrés");
    await expect(page.getByTestId("delivery-times")).toContainText("5 à 10 jours ouvrés");
  });

  test("aerospace: three segments, their catalogues and the certifications", async ({ page, request }) => {
    await page.goto("/aerospace");
    const segments = page.getByTestId("aerospace-segments");
    for (const name of ["General aviation", "Commercial aircraft", "Military"]) {
      await expect(segments.getByRole("heading", { name })).toBeVisible();
    }
    const downloads = page.getByRole("link", { name: /^Download Aerospace/ });
    await expect(downloads).toHaveCount(3);
    const href = await downloads.first().getAttribute("href");
    const pdf = await request.get(href!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await expect(page.getByTestId("certifications").locator("dt")).toHaveCount(5);
  });

  test("applications: every industry leads to the product list filtered by it", async ({ page }) => {
    await page.goto("/applications");
    const links = page.getByTestId("applications").getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(8);
    await expect(links.filter({ hasText: "Industrial Automation" }).first()).toHaveAttribute("href", "/products?application=industrial-automation");
    await page.goto("/fr/applications");
    await expect(page.getByTestId("applications").getByRole("link").first()).toHaveAttribute("href", /^\/fr\/products\?application=/);
  });

  test("catalogues: every PDF with title, size, language and a working download", async ({ page, request }) => {
    await page.goto("/catalogues");
    const cards = page.getByTestId("catalogue-card");
    await expect(cards).toHaveCount(8);
    await expect(cards.first()).toContainText("Language:");
    await expect(cards.first()).toContainText(/Size:\s*\d/);
    for (const link of await page.getByRole("link", { name: /^Download / }).all()) {
      const href = await link.getAttribute("href");
      expect(href).toMatch(/^\/media\/[a-z0-9-]+\.pdf$/);
      expect((await request.get(href!)).status()).toBe(200);
    }
    await page.goto("/fr/catalogues");
    await expect(page.getByTestId("catalogue-card").first()).toContainText("Langue");
  });

  test("cookies: exactly what the site sets (session, language 1 year, quote list 30 days, local storage), no analytics", async ({ page, context }) => {
    await page.goto("/cookies");
    const table = page.getByTestId("cookie-table");
    await expect(table.getByTestId("stored-session")).toContainText("vitrine_session");
    await expect(table.getByTestId("stored-session")).toContainText("Until you close the browser");
    await expect(table.getByTestId("stored-language")).toContainText("1 year");
    await expect(table.getByTestId("stored-quote")).toContainText("30 days");
    await expect(table.getByTestId("stored-favorites")).toContainText("Local storage");
    await expect(table.getByTestId("stored-compare")).toContainText("Local storage");
    await expect(table).not.toContainText(/analytics cookie/i);
    await page.goto("/fr/cookies");
    await expect(page.getByTestId("stored-language")).toContainText("1\u00a0an");
    await expect(page.getByTestId("stored-quote")).toContainText("30\u00a0jours");
    // The page's list is the truth: every cookie a visitor gets is on it.
    const listed = await page.getByTestId("cookie-table").locator("th[scope=row] code").allTextContents();
    for (const cookie of await context.cookies()) expect(listed).toContain(cookie.name);
  });

  test("privacy, terms and admin contact: the company's details from the settings", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByTestId("legal-sections")).toContainText("operated by Vitrine Industrie");
    await expect(page.getByTestId("legal-sections")).toContainText("contact@vitrine-industrie.ma");
    await page.goto("/terms");
    await expect(page.getByTestId("legal-sections")).toContainText("Moroccan law");
    await page.goto("/admin-contact");
    await expect(page.getByTestId("webmaster-email")).toHaveAttribute("href", /^mailto:webmaster@vitrine-industrie\.ma\?subject=/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("about and home: manufacturers from the catalogue, category tiles and reasons", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByTestId("manufacturers")).toContainText("Omron");
    await expect(page.getByTestId("about-figures").locator("dd")).toHaveCount(4);
    await page.goto("/");
    const tiles = page.getByTestId("featured-categories").getByRole("link");
    // The family's drawing, an image file drawn through a CSS mask.
    const drawing = tiles.first().locator('[style*="/topics/"]');
    await expect(drawing).toBeVisible();
    const url = /url\("?([^")]+)"?\)/.exec((await drawing.getAttribute("style")) ?? "")?.[1];
    const file = await page.request.get(url!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("image/svg+xml");
    await expect(page.getByRole("heading", { name: "Why engineers and buyers work with us" })).toBeVisible();
  });
});
