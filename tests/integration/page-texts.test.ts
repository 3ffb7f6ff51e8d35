import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// Decision 041 on the built server: every page's hydration data carries the shared messages only;
// the long texts of single pages come with those pages, in both languages.
const server = serverForFile();
const { call } = server;

// One key of each group of page texts, and the pages that show it.
const TEXTS: [key: string, pages: string[]][] = [
  ["about.storyTitle", ["/about"]],
  ["services.deliveryTitle", ["/services"]],
  ["aerospacePage.segmentsTitle", ["/aerospace"]],
  ["cataloguesPage.listTitle", ["/aerospace", "/catalogues"]],
  ["industries.listTitle", ["/applications"]],
  ["faq.title", ["/contact"]],
  ["legal.privacy.sections.controller.title", ["/privacy"]],
  ["legal.terms.sections.purpose.title", ["/terms"]],
  ["legal.cookies.tableTitle", ["/cookies"]],
  ["adminContact.emailTitle", ["/admin-contact"]],
];
const PAGES = ["/", "/products", "/products?category=timers", "/about", "/services", "/aerospace", "/catalogues", "/applications", "/contact", "/privacy", "/terms", "/cookies", "/admin-contact"];

/** The hydration data React Router writes into the page (its context script and stream). */
function hydrationData(html: string): string {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .filter((script) => script.includes("__reactRouterContext"))
    .join("\n");
}

describe("page texts", () => {
  for (const locale of ["en", "fr"] as const) {
    it(`travel only with the pages that show them (${locale})`, async () => {
      const { items } = (await (await call("/api/products?limit=1")).json()) as { items: { id: number }[] };
      for (const path of [...PAGES, `/products/${items[0]!.id}`]) {
        const url = locale === "en" ? path : path === "/" ? "/fr" : `/fr${path}`;
        const response = await call(url);
        expect(response.status, url).toBe(200);
        const data = hydrationData(await response.text());
        expect(data, url).toContain("nav.products");
        for (const [key, pages] of TEXTS) {
          const shows = pages.includes(path);
          expect(data.includes(key), `${url} ${shows ? "needs" : "must not carry"} ${key}`).toBe(shows);
        }
        // Server-only texts (mails) never reach a browser.
        expect(data, url).not.toContain("mail.ack");
      }
    });
  }

  it("a page's data request brings its texts, for client-side navigation", async () => {
    const response = await call("/fr/privacy.data");
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("legal.privacy.sections.controller.title");
    expect(body).not.toContain("about.storyTitle");
  });
});
