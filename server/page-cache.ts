import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { onContentChanged } from "~/cache/content-cache.server";
import { cookiesIn } from "~/security/cookies.server";
import { pagePolicy } from "~/http/page-query";
import { LANG_COOKIE, localeFromAcceptLanguage } from "~/i18n/language.server";
import { isLocale } from "~/i18n/locales";
import { answerIfNotModified, bodyTag, chooseEncoding, etagFor, hashInlineScripts } from "./conditional-get";

/**
 * Anonymous public pages, kept in memory until the next content change (DESIGN "Performance
 * budgets", issue 11). Only a plain visitor's GET of a page whose route declares it may be cached
 * (`cachedPage(...)` in its `handle`, app/http/page-query.ts) is served from here: every other
 * route (the staff area, the API, a page with a personal token or a quote reference) is rendered
 * as usual, and so is a request carrying any cookie but `lang` (a session, a quote list) and any
 * response marked `Cache-Control: private` or `no-store`.
 *
 * An entry is stored once, already compressed (brotli, gzip and plain), with its ETag; a hit is
 * a lookup and one write. Its inline scripts are allowed by their hashes in the Content-Security-
 * Policy, computed when it is stored, so a hit needs no nonce and no re-rendering. The key is the
 * canonical URL (the query parameters the page's routes read, in a fixed order) plus the host and the
 * visitor's language: made-up query strings share one entry and cannot fill memory, which is
 * bounded in bytes. The store is an `LRUCache` (lru-cache) sized by each entry's bytes, whose
 * entries expire after MAX_AGE_MS; the least recently served page goes first.
 */

interface CachedPage {
  headers: [string, string][];
  /** script-src sources of the page's inline scripts ('sha256-...'). */
  scriptHashes: string;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  bytes: number;
}

/** A render the page cache may keep (server/react-router-handler.ts drives it). */
export interface PageRender {
  /** Given the page's body once its status and headers are set on the response: the body to send. */
  keep(body: ReadableStream<Uint8Array> | null): ReadableStream<Uint8Array> | null;
  /** The render is over (sent, failed or abandoned by its client). */
  end(): void;
}

export type PageCache = ReturnType<typeof createPageCache>;

export interface PageCacheOptions {
  maxBytes?: number;
  /** The `handle`s of the routes a path matches, root first (server/route-handles.ts). */
  pageHandles: (pathname: string) => readonly unknown[];
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
// Bounds staleness where no write is heard: the footer's year.
const MAX_AGE_MS = 5 * 60 * 1000;
const MAX_PAGE_BYTES = 512 * 1024;
// Files (robots.txt, favicon.ico) and React Router's .data requests are not pages.
const FILE_LIKE = /\.[a-z0-9]+$/i;
// Headers of the page itself; the security headers are set afresh for every response.
const KEPT_HEADERS = new Set(["content-type", "vary", "cache-control", "content-language", "link"]);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The request carries no cookie but the language (which is part of the key). */
function onlyLanguageCookie(cookies: Record<string, string | undefined>): boolean {
  return Object.keys(cookies).every((name) => name === LANG_COOKIE);
}

/** The parameters the page reads (`reads`, from its routes), sorted by name (values in their order): the same page, the same key. */
export function canonicalQuery(search: URLSearchParams, reads: (name: string) => boolean): string {
  const kept = [...search].filter(([name]) => reads(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

export { hashInlineScripts };

export function createPageCache({ maxBytes = DEFAULT_MAX_BYTES, pageHandles }: PageCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.bytes,
    ttl: MAX_AGE_MS,
  });
  // Keys being rendered now, resolved once the page is stored (or found not storable).
  const inflight = new Map<string, Promise<void>>();
  // A write while a page renders must not let the stale page in: each capture carries the
  // generation it started in.
  let generation = 0;
  const clear = () => {
    generation += 1;
    pages.clear();
  };
  onContentChanged(clear);

  function keyOf(req: Request, res: Response): string | null {
    if (res.locals.noPageCache) return null;
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    if (FILE_LIKE.test(req.path)) return null;
    const page = pagePolicy(pageHandles(req.path));
    if (!page.cached) return null;
    const cookies = cookiesIn(req.headers.cookie);
    if (!onlyLanguageCookie(cookies)) return null;
    const query = req.originalUrl.includes("?") ? canonicalQuery(new URL(req.originalUrl, "http://x").searchParams, page.reads) : "";
    // The unprefixed pages redirect French readers: their language is part of the key.
    const chosen = cookies[LANG_COOKIE];
    const language = (isLocale(chosen) ? chosen : localeFromAcceptLanguage(req.headers["accept-language"] ?? null)) ?? "";
    // The checked origin (PUBLIC_URL, or an allowed host), never a forged Host header.
    return `${res.locals.siteOrigin ?? ""}${req.path}?${query}\n${language}`;
  }

  /**
   * Before compression: answers a hit at once. On a miss, one request renders the page while the
   * others asking for it wait for that page to be stored (a crowd on a cold or just-emptied cache
   * would otherwise render it once each). That render outlives its client (render() below): a
   * crowd whose first client hangs up still costs one render.
   */
  function serve(req: Request, res: Response, next: NextFunction) {
    const key = keyOf(req, res);
    if (key === null) return next();
    const hit = pages.get(key);
    if (hit) return sendHit(req, res, hit, "hit");
    const rendering = inflight.get(key);
    if (rendering) {
      void rendering.then(() => {
        const stored = pages.get(key);
        if (stored) sendHit(req, res, stored, "coalesced");
        else miss(key, res, next);
      });
      return;
    }
    let settle!: () => void;
    inflight.set(key, new Promise<void>((resolve) => (settle = resolve)));
    let settled = false;
    res.locals.pageCacheSettle = () => {
      if (settled) return;
      settled = true;
      inflight.delete(key);
      settle();
    };
    // Answered before any render began (a refused request): the waiters go on.
    res.once("close", () => {
      if (!res.locals.pageCacheRendering) res.locals.pageCacheSettle();
    });
    miss(key, res, next);
  }

  function miss(key: string, res: Response, next: NextFunction) {
    res.locals.pageCacheKey = key;
    res.locals.pageCacheGeneration = generation;
    res.locals.pageCacheResult = "miss";
    res.setHeader("X-Page-Cache", "miss");
    next();
  }

  function sendHit(req: Request, res: Response, page: CachedPage, result: "hit" | "coalesced") {
    const encoding = chooseEncoding(req.headers["accept-encoding"] as string | undefined);
    const etag = etagFor(page.etag, encoding);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    const nonce = String(res.locals.cspNonce ?? "");
    const csp = String(res.getHeader("Content-Security-Policy") ?? "");
    if (csp) res.setHeader("Content-Security-Policy", csp.replace(` 'nonce-${nonce}'`, page.scriptHashes));
    res.setHeader("X-Page-Cache", "hit");
    // The request log tells a plain hit from a request that waited for another one's render.
    res.locals.pageCacheResult = result;
    res.statusCode = 200;
    if (answerIfNotModified(req, res, etag)) return;
    const body = page[encoding];
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * The render of a page the cache may keep (a miss), or undefined. The caller renders the page
   * without tying it to its client (no abort when the client hangs up), sets the status and
   * headers on `res`, passes the body through keep() and sends what it returns, and calls end()
   * once it is done, whatever happened: the page is read to its end into the cache even when its
   * client has gone, and the requests waiting for it are answered from the cache.
   */
  function render(req: Request, res: Response): PageRender | undefined {
    const key = res.locals.pageCacheKey as string | undefined;
    if (key === undefined) return undefined;
    const startedIn = res.locals.pageCacheGeneration as number;
    const nonce = String(res.locals.cspNonce ?? "");
    const settle = () => (res.locals.pageCacheSettle as (() => void) | undefined)?.();
    res.locals.pageCacheRendering = true;
    let storing = false;
    return {
      keep(body) {
        const cacheControl = String(res.getHeader("cache-control") ?? "");
        const cacheable =
          body !== null &&
          req.method === "GET" &&
          res.statusCode === 200 &&
          startedIn === generation &&
          // A page that must reach the app each time (a search that found nothing is counted).
          !/\b(private|no-store)\b/i.test(cacheControl) &&
          !res.getHeader("set-cookie") &&
          String(res.getHeader("content-type") ?? "").startsWith("text/html");
        if (!cacheable) return body;
        const headers = Object.entries(res.getHeaders())
          .filter(([name]) => KEPT_HEADERS.has(name))
          .map(([name, value]): [string, string] => [name, Array.isArray(value) ? value.join(", ") : String(value)]);
        const vary = headers.find(([name]) => name === "vary");
        if (!vary) headers.push(["vary", "Accept-Encoding"]);
        else if (!/accept-encoding/i.test(vary[1])) vary[1] += ", Accept-Encoding";
        storing = true;
        // One copy for the client (cancelled if it leaves), one read to its end for the cache.
        const [forClient, forCache] = body.tee();
        void readWhole(forCache)
          .then((html) => (html === null ? undefined : store(key, startedIn, html, nonce, headers)))
          .catch(() => undefined)
          .finally(settle);
        return forClient;
      },
      end() {
        if (!storing) settle();
      },
    };
  }

  /** The page's text, or null when it is over MAX_PAGE_BYTES (not kept) or fails. */
  async function readWhole(body: ReadableStream<Uint8Array>): Promise<string | null> {
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return Buffer.concat(chunks).toString("utf8");
      size += value.byteLength;
      if (size > MAX_PAGE_BYTES) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  }

  async function store(key: string, startedIn: number, html: string, nonce: string, headers: [string, string][]) {
    const { body, hashes } = hashInlineScripts(html, nonce);
    const identity = Buffer.from(body, "utf8");
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzip(identity, { level: 9 }),
    ]);
    if (startedIn !== generation) return;
    const page: CachedPage = {
      headers,
      scriptHashes: hashes.map((hash) => ` ${hash}`).join(""),
      etag: bodyTag(identity),
      identity,
      gzip: gz,
      br,
      bytes: identity.length + gz.length + br.length + key.length,
    };
    // Over the bound in bytes, the least recently served pages go first.
    pages.set(key, page);
  }

  return { serve, render, size: () => pages.size, bytes: () => pages.calculatedSize, clear };
}
