import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { onContentChanged } from "~/cache/content-cache.server";
import { localeFromAcceptLanguage } from "~/i18n/language.server";
import { isLocale } from "~/i18n/locales";
import { answerIfNotModified, bodyTag, chooseEncoding, etagFor, withoutNonce } from "./conditional-get";

/**
 * Anonymous public pages, kept in memory until the next content change (DESIGN "Performance
 * budgets", issue 11). Only a plain visitor's GET is served from here: a request carrying any
 * cookie but `lang` (a session, a quote list) is rendered as usual, and so is any page under
 * /admin, /api, /kanban or /textedit, and any response marked `Cache-Control: private` or
 * `no-store`.
 *
 * An entry is stored once, already compressed (brotli, gzip and plain), with its ETag; a hit is
 * a lookup and one write. Its inline scripts are allowed by their hashes in the Content-Security-
 * Policy, computed when it is stored, so a hit needs no nonce and no re-rendering. The key is the
 * canonical URL (the query parameters pages read, in a fixed order) plus the host and the
 * visitor's language: made-up query strings share one entry and cannot fill memory, which is
 * bounded in bytes.
 */

interface CachedPage {
  storedAt: number;
  headers: [string, string][];
  /** script-src sources of the page's inline scripts ('sha256-...'). */
  scriptHashes: string;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  bytes: number;
}

export interface PageCacheOptions {
  maxBytes?: number;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
// Bounds staleness where no write is heard: the footer's year.
const MAX_AGE_MS = 5 * 60 * 1000;
const MAX_PAGE_BYTES = 512 * 1024;
// The newsletter's confirm and unsubscribe pages carry a personal token, the quote page's thank-you
// the sender's quote reference (?sent=Q-2026-0042): never cached.
const PRIVATE_PATHS = /^\/(admin|api|kanban|textedit|fr\/textedit|media|healthz|assets|newsletter|fr\/newsletter|quote|fr\/quote)(\/|$)/;
// Files (robots.txt, favicon.ico) and React Router's .data requests are not pages.
const FILE_LIKE = /\.[a-z0-9]+$/i;
// Headers of the page itself; the security headers are set afresh for every response.
const KEPT_HEADERS = new Set(["content-type", "vary", "cache-control", "content-language", "link"]);
// Every query parameter a public page reads (the product list's filters and view, the quote and
// product pages' confirmations, the language switcher's `lang`, the blog's topic, compare's ids);
// any other one is ignored. A page that reads a new one must be added here, or its variants share
// one cached copy.
const KNOWN_PARAMS = new Set(["q", "category", "subcategory", "application", "manufacturer", "lifecycle", "sort", "page", "lang", "added", "sent", "view", "tag", "ids", "diff", "newsletter"]);
const SPEC_PARAM = /^spec\.[a-z0-9_]{1,64}(\.(min|max))?$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function onlyLanguageCookie(cookie: string | undefined): boolean {
  if (!cookie) return true;
  return cookie
    .split(";")
    .map((part) => part.trim())
    .every((pair) => !pair || pair.startsWith("lang="));
}

/** The known parameters, sorted by name (values in their order): the same page, the same key. */
export function canonicalQuery(search: URLSearchParams): string {
  const kept = [...search].filter(([name]) => KNOWN_PARAMS.has(name) || SPEC_PARAM.test(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

/** The inline scripts' CSP sources, and the body without this render's nonce attributes. */
export function hashInlineScripts(html: string, nonce: string): { body: string; hashes: string[] } {
  // The nonce also travels in the hydration data (the root loader's): no trace of it is kept.
  const body = withoutNonce(html, nonce);
  const hashes = new Set<string>();
  for (const match of body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1]!) || !match[2]) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return { body, hashes: [...hashes] };
}

export function createPageCache({ maxBytes = DEFAULT_MAX_BYTES }: PageCacheOptions = {}) {
  const pages = new Map<string, CachedPage>();
  // Keys being rendered now, resolved once the page is stored (or found not storable).
  const inflight = new Map<string, Promise<void>>();
  let bytes = 0;
  // A write while a page renders must not let the stale page in: each capture carries the
  // generation it started in.
  let generation = 0;
  const clear = () => {
    generation += 1;
    pages.clear();
    bytes = 0;
  };
  onContentChanged(clear);

  function drop(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  }

  function keyOf(req: Request, res: Response): string | null {
    if (res.locals.noPageCache) return null;
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    if (PRIVATE_PATHS.test(req.path) || FILE_LIKE.test(req.path)) return null;
    if (!onlyLanguageCookie(req.headers.cookie)) return null;
    const query = req.originalUrl.includes("?") ? canonicalQuery(new URL(req.originalUrl, "http://x").searchParams) : "";
    // The unprefixed pages redirect French readers: their language is part of the key.
    const chosen = /(?:^|;\s*)lang=([^;]*)/.exec(req.headers.cookie ?? "")?.[1]?.trim();
    const language = (isLocale(chosen) ? chosen : localeFromAcceptLanguage(req.headers["accept-language"] ?? null)) ?? "";
    // The checked origin (PUBLIC_URL, or an allowed host), never a forged Host header.
    return `${res.locals.siteOrigin ?? ""}${req.path}?${query}\n${language}`;
  }

  /**
   * Before compression: answers a hit at once. On a miss, one request renders the page while the
   * others asking for it wait for that page to be stored (a crowd on a cold or just-emptied cache
   * would otherwise render it once each).
   */
  function serve(req: Request, res: Response, next: NextFunction) {
    const key = keyOf(req, res);
    if (key === null) return next();
    const hit = pages.get(key);
    if (hit && Date.now() - hit.storedAt > MAX_AGE_MS) drop(key);
    else if (hit) return sendHit(req, res, hit);
    const rendering = inflight.get(key);
    if (rendering) {
      void rendering.then(() => {
        const stored = pages.get(key);
        if (stored) sendHit(req, res, stored);
        else miss(key, res, next);
      });
      return;
    }
    let settle!: () => void;
    inflight.set(key, new Promise<void>((resolve) => (settle = resolve)));
    res.locals.pageCacheSettle = () => {
      inflight.delete(key);
      settle();
    };
    res.once("close", () => {
      if (!res.locals.pageCacheStoring) res.locals.pageCacheSettle();
    });
    miss(key, res, next);
  }

  function miss(key: string, res: Response, next: NextFunction) {
    res.locals.pageCacheKey = key;
    res.setHeader("X-Page-Cache", "miss");
    next();
  }

  function sendHit(req: Request, res: Response, page: CachedPage) {
    const encoding = chooseEncoding(req.headers["accept-encoding"] as string | undefined);
    const etag = etagFor(page.etag, encoding);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    const nonce = String(res.locals.cspNonce ?? "");
    const csp = String(res.getHeader("Content-Security-Policy") ?? "");
    if (csp) res.setHeader("Content-Security-Policy", csp.replace(` 'nonce-${nonce}'`, page.scriptHashes));
    res.setHeader("X-Page-Cache", "hit");
    res.statusCode = 200;
    if (answerIfNotModified(req, res, etag)) return;
    const body = page[encoding];
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** After compression: keeps the plain page a miss renders, and stores it compressed. */
  function capture(req: Request, res: Response, next: NextFunction) {
    const key = res.locals.pageCacheKey as string | undefined;
    if (key === undefined) return next();
    const startedIn = generation;
    const nonce = String(res.locals.cspNonce ?? "");
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || size > MAX_PAGE_BYTES) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      const cacheable =
        req.method === "GET" &&
        res.statusCode === 200 &&
        size <= MAX_PAGE_BYTES &&
        startedIn === generation &&
        !/\b(private|no-store)\b/i.test(cacheControl) &&
        !res.getHeader("set-cookie") &&
        // A page that must reach the app each time (a search that found nothing is counted).
        !String(res.getHeader("cache-control") ?? "").includes("no-store") &&
        String(res.getHeader("content-type") ?? "").startsWith("text/html");
      if (cacheable) {
        const headers = Object.entries(res.getHeaders())
          .filter(([name]) => KEPT_HEADERS.has(name))
          .map(([name, value]): [string, string] => [name, Array.isArray(value) ? value.join(", ") : String(value)]);
        const vary = headers.find(([name]) => name === "vary");
        if (!vary) headers.push(["vary", "Accept-Encoding"]);
        else if (!/accept-encoding/i.test(vary[1])) vary[1] += ", Accept-Encoding";
        const settle = res.locals.pageCacheSettle as (() => void) | undefined;
        res.locals.pageCacheStoring = Boolean(settle);
        void store(key, startedIn, Buffer.concat(chunks).toString("utf8"), nonce, headers).finally(() => settle?.());
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
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
      storedAt: Date.now(),
      headers,
      scriptHashes: hashes.map((hash) => ` ${hash}`).join(""),
      etag: bodyTag(identity),
      identity,
      gzip: gz,
      br,
      bytes: identity.length + gz.length + br.length + key.length,
    };
    drop(key);
    pages.set(key, page);
    bytes += page.bytes;
    // The oldest entries go first when the bytes are over the bound.
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  return { serve, capture, size: () => pages.size, bytes: () => bytes, clear };
}
