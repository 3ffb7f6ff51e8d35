import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// Issue 14 on the built server: what a first visit to each public page type loads before and
// besides its HTML. The budget of DESIGN: 140 KB of JavaScript (gzip) on every public page (held
// again since the family drawings became image files, decision 068).
const server = serverForFile();
const { call } = server;

const BUDGET_KB = 140;

async function publicPages(): Promise<string[]> {
  const { items } = (await (await call("/api/products?limit=1")).json()) as { items: { id: number }[] };
  const [category] = (await (await call("/api/categories")).json()) as { slug: string }[];
  const paths = ["/", "/products", `/products?category=${category!.slug}`, `/products/${items[0]!.id}`, "/contact"];
  return paths.flatMap((path) => [path, path === "/" ? "/fr" : `/fr${path}`]);
}

/** The scripts a first visit loads: the preloaded modules and those the inline module imports. */
function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g)) urls.add(match[1]!);
  return [...urls];
}

describe("first load of the public pages", () => {
  it(`loads at most ${BUDGET_KB} KB of JavaScript (gzip), without zod or a second copy of the stylesheet`, async () => {
    const pages = await publicPages();
    expect(pages).toHaveLength(10);
    for (const path of pages) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      // The stylesheet is in the document, once.
      const sheet = /<style id="stylesheet">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
      expect(sheet.length, path).toBeGreaterThan(10_000);

      let total = 0;
      for (const url of scriptUrls(html)) {
        const script = await (await call(url)).text();
        // Neither a second copy of the sheet nor the validation library rides along.
        expect(script, `${path} ${url}`).not.toContain(sheet.slice(0, 200));
        expect(script, `${path} ${url}`).not.toMatch(/ZodError|\$ZodType/);
        total += gzipSync(script, { level: 9 }).length;
      }
      expect(total / 1024, path).toBeLessThanOrEqual(BUDGET_KB);
    }
  });
});

describe("the families' drawings", () => {
  it("are SVG files a page draws through a mask (not JavaScript); a family without one gets an empty picture, not a 404", async () => {
    const relay = await call("/topics/relays-control.svg");
    expect(relay.status).toBe(200);
    expect(relay.headers.get("content-type")).toContain("image/svg+xml");
    expect(relay.headers.get("cache-control")).toContain("max-age");
    const drawn = await relay.text();
    expect(drawn).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><rect /);
    for (const path of ["/topics/a-family-staff-added.svg", "/topics/..%2F..%2Fetc.svg", "/topics/relays-control"]) {
      const empty = await call(path);
      expect(empty.status, path).toBe(200);
      expect(await empty.text(), path).toMatch(/^<svg [^>]*><\/svg>$/);
    }
    // The product page names the drawing by its family; its JavaScript holds no drawing.
    const { items } = (await (await call("/api/products?limit=1")).json()) as { items: { id: number }[] };
    const html = await (await call(`/products/${items[0]!.id}`)).text();
    for (const url of scriptUrls(html)) expect(await (await call(url)).text(), url).not.toContain("M7 18v3M12 18v3");
  });
});
