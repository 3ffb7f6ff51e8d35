import { describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// Caching headers of the built server (issue 31): Vary only where the answer varies, and an ETag
// with 304 on feeds, the sitemap, the public JSON calls and pages, their first answer included.
const server = serverForFile();
const get = (path: string, headers: Record<string, string> = {}, method = "GET") => server.call(path, { method, headers });
// fetch adds `Cache-Control: no-cache` to a request with If-None-Match unless told otherwise, and a
// no-cache request is always answered in full (Express's `fresh`); a browser revalidates with max-age=0.
const revalidate = (etag: string) => ({ "If-None-Match": etag, "Cache-Control": "max-age=0" });

async function productId(): Promise<number> {
  const body = (await (await get("/api/products?limit=1")).json()) as { items: Array<{ id: number }> };
  return body.items[0]!.id;
}

describe("Vary", () => {
  it("is not sent on the sitemap, robots.txt, the feeds and spec sheets, which never vary; unprefixed pages still vary", async () => {
    const id = await productId();
    for (const path of ["/sitemap.xml", "/robots.txt", "/blog/feed.xml", "/fr/blog/feed.xml", `/products/${id}/sheet.pdf`, `/fr/products/${id}/sheet.pdf`]) {
      for (const method of ["HEAD", "GET"]) {
        const response = await get(path, {}, method);
        expect(response.status, `${method} ${path}`).toBe(200);
        expect(response.headers.get("vary") ?? "", `${method} ${path}`).not.toMatch(/Cookie|Accept-Language/i);
        await response.arrayBuffer();
      }
    }
    const page = await get("/about", { Cookie: "lang=en" });
    expect(page.headers.get("vary")).toMatch(/Cookie.*Accept-Language/);
    await page.arrayBuffer();
  });
});

describe("conditional GET", () => {
  it("gives the feeds, the sitemap, robots.txt and the public JSON calls an ETag, and answers 304 when it is sent back", async () => {
    const id = await productId();
    for (const path of ["/blog/feed.xml", "/fr/blog/feed.xml", "/sitemap.xml", "/robots.txt", "/api/products", "/api/products?category=timers&limit=5", `/api/products/${id}`, "/api/categories"]) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const first = await get(path, { "Accept-Encoding": encoding });
        expect(first.status, path).toBe(200);
        const body = await first.text();
        const etag = first.headers.get("etag");
        expect(etag, `${path} ${encoding}`).toMatch(/^"[A-Za-z0-9_-]{27}(-br|-gzip)?"$/);
        const again = await get(path, { "Accept-Encoding": encoding, ...revalidate(etag!) });
        expect(again.status, `${path} ${encoding}`).toBe(304);
        expect(again.headers.get("etag")).toBe(etag);
        expect(await again.text()).toBe("");
        // Another tag, or none: the whole answer again, the same.
        const other = await get(path, { "Accept-Encoding": encoding, ...revalidate('"something-else"') });
        expect(other.status, path).toBe(200);
        expect(await other.text()).toBe(body);
      }
    }
  });

  it("tags each coding apart, so a compressed copy never validates a plain one", async () => {
    const tags = new Set<string>();
    for (const encoding of ["br", "gzip", "identity"]) {
      const response = await get("/sitemap.xml", { "Accept-Encoding": encoding });
      expect(response.headers.get("content-encoding") ?? "identity").toBe(encoding);
      tags.add(response.headers.get("etag")!);
      await response.arrayBuffer();
    }
    expect(tags.size).toBe(3);
    const br = [...tags].find((tag) => tag.endsWith('-br"'))!;
    expect((await get("/sitemap.xml", { "Accept-Encoding": "gzip", ...revalidate(br) })).status).toBe(200);
  });

  it("gives a page's first, uncached answer the ETag its cached copy is served with, and answers 304 to it", async () => {
    for (const path of ["/aerospace", "/fr/services"]) {
      const first = await get(path, { "Accept-Encoding": "br" });
      expect(first.headers.get("x-page-cache"), path).toBe("miss");
      const etag = first.headers.get("etag");
      expect(etag, path).toMatch(/^"[A-Za-z0-9_-]{27}-br"$/);
      await first.arrayBuffer();
      let hit: Response | undefined;
      for (let attempt = 0; attempt < 50 && !hit; attempt++) {
        const response = await get(path, { "Accept-Encoding": "br" });
        if (response.headers.get("x-page-cache") === "hit") hit = response;
        else await new Promise((resolve) => setTimeout(resolve, 100));
        await response.arrayBuffer();
      }
      expect(hit?.headers.get("etag"), path).toBe(etag);
      expect((await get(path, { "Accept-Encoding": "br", ...revalidate(etag!) })).status, path).toBe(304);
    }
    // A page the cache does not keep (a visitor with a quote list) is tagged too, and validated.
    const listed = await get("/fr/about", { Cookie: "quote=%5B%5D", "Accept-Encoding": "gzip" });
    expect(listed.headers.get("x-page-cache")).toBeNull();
    const etag = listed.headers.get("etag")!;
    expect(etag).toMatch(/-gzip"$/);
    await listed.arrayBuffer();
    const again = await get("/fr/about", { Cookie: "quote=%5B%5D", "Accept-Encoding": "gzip", ...revalidate(etag) });
    expect(again.status).toBe(304);
  });

  it("never tags an answer marked no-store, nor the staff area", async () => {
    // A search that finds nothing is counted each time: no-store, and no 304 that would skip it.
    const miss = await get("/products?q=zzqxwv-nothing", { "Accept-Encoding": "gzip" });
    expect(miss.headers.get("cache-control")).toContain("no-store");
    expect(miss.headers.get("etag")).toBeNull();
    await miss.arrayBuffer();
    const login = await get("/admin/login");
    expect(login.headers.get("etag")).toBeNull();
    await login.arrayBuffer();
    const status = await get("/api/admin/auth-status");
    expect(status.headers.get("etag")).toBeNull();
    await status.arrayBuffer();
  });
});
