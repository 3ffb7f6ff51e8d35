import { beforeAll, describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// Decision 067 over HTTP, as a browser without JavaScript sees it: /ar/products searches like
// /products, and a stored text with no Arabic yet is shown in English, marked as English. Arabic
// is switched on in the settings first (the demo has it on; a site may not).
const server = serverForFile({ admin: { username: "arabic-admin", password: "a long enough password" }, signInFrom: "198.51.100.67" });
beforeAll(async () => {
  const current = (await (await server.call("/api/admin/settings", { headers: { Cookie: server.session.cookie } })).json()) as { version: number };
  const saved = await server.call("/api/admin/settings", { method: "PATCH", session: server.session, json: { enabledLanguages: ["en", "fr", "ar"], version: current.version } });
  expect(saved.status).toBe(200);
});
const page = async (pathname: string) => {
  const response = await server.call(pathname);
  expect(response.status, pathname).toBe(200);
  return response.text();
};
const partNumbers = (html: string) =>
  // The part number is isolated left to right (<bdi dir="ltr">, decision 066) inside its element.
  [...html.matchAll(/data-testid="part-number"[^>]*>(?:<bdi[^>]*>)?([^<]+)</g)].map((m) => m[1]!.replaceAll("&amp;", "&").trim()).sort();

describe("/ar/products", () => {
  it("finds the same products for 24VDC as /products", async () => {
    // page=10: the list up to its tenth page (the "more" link's page), so every match of the demo.
    const en = partNumbers(await page("/products?q=24VDC&page=10"));
    expect(en.length).toBeGreaterThan(24);
    expect(partNumbers(await page("/ar/products?q=24VDC&page=10"))).toEqual(en);
    expect(partNumbers(await page(`/ar/products?q=${encodeURIComponent("٢٤VDC")}&page=10`))).toEqual(en);
  });

  it("finds a product by its Arabic name, typed with diacritics and Arabic-Indic digits", async () => {
    const html = await page(`/ar/products?q=${encodeURIComponent("مُرَحِّل حاله صلبه ٢٥ A")}`);
    expect(partNumbers(html)).toContain("D2425");
    expect(html).toContain("مرحل حالة صلبة للتركيب على اللوحة");
  });
});

describe("a text with no Arabic yet", () => {
  it("is shown in English marked lang=en dir=ltr, the Arabic ones unmarked", async () => {
    const list = await page(`/ar/products?q=D2425`);
    const id = /href="\/ar\/products\/(\d+)"/.exec(list)?.[1];
    expect(id).toBeDefined();
    const html = await page(`/ar/products/${id}`);
    // The name has Arabic: no marking on the title.
    expect(html).toMatch(/<h1[^>]*>مرحل حالة صلبة للتركيب على اللوحة/);
    expect(html).not.toMatch(/<h1[^>]*lang="en"/);
    // The description has Arabic too: unmarked, and the Latin run inside it isolated left to right.
    expect(html).toContain('<p class="mt-4 text-slate-700">مرحل حالة صلبة <bdi dir="ltr">SSR</bdi> قياسي في الصناعة');
    // The details have none yet: the English ones, marked.
    expect(html).toMatch(/<p class="max-w-3xl whitespace-pre-line leading-relaxed text-slate-700" lang="en" dir="ltr">The D2425 [^<]+<\/p>/);
    // In English the same details are not marked.
    const en = await page(`/products/${id}`);
    expect(en).toMatch(/<p class="max-w-3xl whitespace-pre-line leading-relaxed text-slate-700">The D2425 [^<]+<\/p>/);
  });

});
