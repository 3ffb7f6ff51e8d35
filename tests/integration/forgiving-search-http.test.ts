import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// Issue 32 over HTTP, as a browser without JavaScript sees it: the list page's "did you mean" and
// "Ask us for ...", the suggestions' JSON, and a part to source carried into the quote request.
const server = serverForFile();
const get = (pathname: string, headers: Record<string, string> = {}) => server.call(pathname, { headers });
const post = (pathname: string, form: Record<string, string>, cookie = "") =>
  fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, "X-Forwarded-For": "10.9.9.32" },
    body: new URLSearchParams(form),
  });
const decode = (html: string) => html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

describe("a search that finds nothing", () => {
  it("offers the near part number as did you mean, in both languages, and never lists it", async () => {
    for (const [path, label] of [
      ["/products?q=RXM4AB1BD", "Did you mean:"],
      ["/fr/products?q=RXM4AB1BD", "Vous vouliez dire\u00a0:"],
    ] as const) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = decode(await response.text());
      expect(html).toContain('data-testid="no-products"');
      expect(html).toContain(label);
      expect(html).toMatch(/href="(\/fr)?\/products\?q=RXM4AB2BD"/);
      expect(html).not.toContain('data-testid="product-grid"');
    }
    const json = (await (await get("/api/search?q=RXM4AB1BD&locale=fr")).json()) as { products: unknown[]; didYouMean: string[] };
    expect(json.products).toEqual([]);
    expect(json.didYouMean).toContain("RXM4AB2BD");
  });

  it("offers Ask us for what was typed, as a plain form", async () => {
    const en = decode(await (await get("/products?q=ZX-9%20special%20%C2%AB%20part%20%C2%BB")).text());
    expect(en).toContain("Ask us for ZX-9 special « part »");
    expect(en).toMatch(/<form[^>]*data-testid="ask-for-part"[^>]*action="\/quote" method="post"/);
    const fr = decode(await (await get("/fr/products?q=ZX-9")).text());
    expect(fr).toContain("Demandez-nous «\u00a0ZX-9\u00a0»");
    expect(fr).toMatch(/action="\/fr\/quote"/);
  });

  it("puts the text in the quote list as a part to source, carried by the quote request", async () => {
    const added = await post("/fr/quote", { intent: "addPart", part: "ZX-9, 24VDC", redirectTo: "/fr/quote" });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/fr/quote");
    const cookie = added.headers.get("set-cookie")!.split(";")[0]!;
    const withProduct = (await post("/fr/quote", { intent: "add", productId: "3", quantity: "2", redirectTo: "/fr/quote" }, cookie)).headers.get("set-cookie")!.split(";")[0]!;
    const page = decode(await (await get("/fr/quote", { Cookie: withProduct })).text());
    expect(page).toContain('data-testid="quote-part"');
    expect(page).toContain("Pièce à sourcer\u00a0:");
    expect(page).toContain('{"productId":null,"partNumber":"ZX-9, 24VDC","quantity":1}');
    expect(page).toMatch(/\{"productId":3,"partNumber":"[^"]+","quantity":2\}/);
    const sent = await post(
      "/fr/quote",
      {
        kind: "quote",
        locale: "fr",
        name: "Youssef Bennani",
        email: "y.bennani@example.ma",
        country: "morocco",
        message: "Prix et délai SVP.",
        privacyConsent: "on",
        items: JSON.stringify([{ productId: null, partNumber: "ZX-9, 24VDC", quantity: 1 }]),
      },
      withProduct,
    );
    expect(sent.status).toBe(302);
    // The list is emptied; the cookie keeps only the draft that names the sent request, for the
    // thank-you page (decision 055).
    expect(sent.headers.get("set-cookie")).toMatch(/^quote=d[A-Za-z0-9_-]{24}\.0;/);
    const removed = await post("/quote", { intent: "removePart", part: "ZX-9, 24VDC", redirectTo: "/quote" }, cookie);
    expect(removed.headers.get("set-cookie")).toMatch(/^quote=; Max-Age=0/);
  });

  it("no input gives a server error", async () => {
    for (const q of ["%25", "RXM4AB1BD".repeat(30), "-TR", "%00", "é".repeat(120), "DC24V"]) {
      expect((await get(`/products?q=${encodeURIComponent(q)}`)).status, q).toBeLessThan(500);
      expect((await get(`/api/search?q=${encodeURIComponent(q)}`)).status, q).toBeLessThan(500);
    }
    expect((await post("/quote", { intent: "addPart", part: "x".repeat(5000) })).status).toBeLessThan(500);
    expect((await post("/quote", { intent: "addPart" })).status).toBeLessThan(500);
  });
});
