import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedPage, pagePolicy, readsQuery } from "../../app/http/page-query";
import { canonicalQuery, createPageCache, hashInlineScripts } from "../../server/page-cache";
import { sendResponse } from "../../server/react-router-handler";
import { securityHeaders } from "../../server/security-headers";

// The page cache in front of a stand-in page: its key, its bound in bytes, its opt-out.
const MAX_BYTES = 40_000;
// The stand-in routes: a layout reading `lang`; /quote and /secret declare nothing (never kept),
// every other path is a page the cache may keep, keyed by the list's parameters.
const layout = readsQuery("lang");
const listPage = cachedPage("category", "sort", "q", /^spec\.[a-z0-9_]+(\.(min|max))?$/);
const pageHandles = (pathname: string) => (/^\/(fr\/)?(quote|secret)(\/|$)/.test(pathname) ? [layout, undefined] : [layout, listPage]);
const cache = createPageCache({ maxBytes: MAX_BYTES, pageHandles });
let base = "";
let close: () => void;
let renders = 0;

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ dev: false }));
  app.use(cache.serve);
  app.use(compression());
  // The stand-in page answers a Fetch Response, sent as React Router's are (through the cache).
  app.get("/{*path}", async (req, res) => {
    const render = cache.render(req, res);
    renders += 1;
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    if (req.query.private) headers.set("Cache-Control", "private");
    // About 6 KB of text that does not compress well, so that a few pages fill the bound.
    const filler = Array.from({ length: 300 }, (_, i) => ((i * 7919 + req.path.length) % 100_003).toString(36)).join(" ");
    const html = `<html><body><h1>${req.path}</h1><p>${filler}</p><script nonce="${res.locals.cspNonce}">window.page=1</script></body></html>`;
    try {
      await sendResponse(res, new Response(html, { headers }), render);
    } finally {
      render?.end();
    }
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close?.());

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe("page cache", () => {
  it("keys on the parameters the page's routes read only, in a fixed order", () => {
    const { reads } = pagePolicy(pageHandles("/products"));
    expect(canonicalQuery(new URLSearchParams("utm_source=x&sort=name-asc&category=timers&fbclid=1&lang=fr"), reads)).toBe("category=timers&lang=fr&sort=name-asc");
    expect(canonicalQuery(new URLSearchParams("spec.voltage.min=12&q=relay&junk=2"), reads)).toBe("q=relay&spec.voltage.min=12");
  });

  it("keeps a page only when the deepest route says so", () => {
    expect(pagePolicy([layout, listPage]).cached).toBe(true);
    expect(pagePolicy([layout, undefined]).cached).toBe(false);
    expect(pagePolicy([listPage, layout]).cached).toBe(false);
    expect(pagePolicy([]).cached).toBe(false);
  });

  it("allows inline scripts by hash and drops this render's nonce", () => {
    const { body, hashes } = hashInlineScripts('<script nonce="abc">a()</script><script src="/x.js" nonce="abc"></script>', "abc");
    expect(body).toBe('<script>a()</script><script src="/x.js"></script>');
    expect(hashes).toEqual(["'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='"]);
  });

  it("shares one entry among 100 made-up query strings", async () => {
    await (await fetch(`${base}/products?category=a`)).text();
    await until(() => cache.size() === 1);
    const before = renders;
    for (let i = 0; i < 100; i++) {
      const response = await fetch(`${base}/products?utm_${i}=${"x".repeat(200)}&category=a`);
      expect(response.headers.get("x-page-cache")).toBe("hit");
      await response.arrayBuffer();
    }
    expect(renders).toBe(before);
    expect(cache.size()).toBe(1);
  });

  it("stays within its bound in bytes, and stores no page marked private", async () => {
    for (let i = 0; i < 30; i++) await (await fetch(`${base}/page-${i}`)).text();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cache.bytes()).toBeLessThanOrEqual(MAX_BYTES);
    expect(cache.size()).toBeGreaterThan(1);
    expect(cache.size()).toBeLessThan(30);

    cache.clear();
    await (await fetch(`${base}/secret?private=1`)).text();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.size()).toBe(0);
  });

  it("stores no page of a route that declares nothing (the quote page's thank-you carries the sender's quote reference)", async () => {
    cache.clear();
    for (const path of ["/quote?sent=Q-2026-0042", "/fr/quote?sent=Q-2026-0043", "/quote"]) await (await fetch(`${base}${path}`)).text();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.size()).toBe(0);
  });
});
