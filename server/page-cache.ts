import type { NextFunction, Request, Response } from "express";
import { onContentChanged } from "~/cache/content-cache.server";

/**
 * Anonymous public pages, kept in memory until the next admin write (DESIGN "Performance
 * budgets"). Only a plain visitor's GET is served from here: a request carrying any cookie but
 * `lang` (a session, a quote list) is rendered as usual, and so is any page under /admin, /api,
 * /kanban or /textedit. The CSP nonce of a cached page is replaced by a fresh one on every hit.
 */

interface CachedPage {
  storedAt: number;
  status: number;
  headers: [string, string][];
  body: string;
}

const MAX_PAGES = 2_000;
// Bounds staleness where no write is heard: the footer's year, other processes' writes.
const MAX_AGE_MS = 5 * 60 * 1000;
const MAX_PAGE_BYTES = 512 * 1024;
const NONCE_MARK = "\u0000nonce\u0000";
const PRIVATE_PATHS = /^\/(admin|api|kanban|textedit|fr\/textedit|media|healthz|assets)(\/|$)/;
// Headers of the page itself; the security headers are set afresh for every response.
const KEPT_HEADERS = new Set(["content-type", "vary", "cache-control", "content-language", "link"]);

function onlyLanguageCookie(cookie: string | undefined): string | null {
  if (!cookie) return "";
  const pairs = cookie.split(";").map((part) => part.trim()).filter(Boolean);
  if (pairs.some((pair) => !pair.startsWith("lang="))) return null;
  return pairs.join(";");
}

export function createPageCache() {
  const pages = new Map<string, CachedPage>();
  // A write while a page renders must not let the stale page in: each capture carries the
  // generation it started in.
  let generation = 0;
  onContentChanged(() => {
    generation += 1;
    pages.clear();
  });

  function keyOf(req: Request): string | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    if (PRIVATE_PATHS.test(req.path)) return null;
    const cookies = onlyLanguageCookie(req.headers.cookie);
    if (cookies === null) return null;
    // The unprefixed pages redirect French browsers: the language headers are part of the key.
    return `${req.originalUrl}\n${cookies}\n${req.headers["accept-language"] ?? ""}`;
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    const key = keyOf(req);
    if (key === null) return next();
    const nonce = String(res.locals.cspNonce ?? "");
    const hit = pages.get(key);
    if (hit && Date.now() - hit.storedAt > MAX_AGE_MS) pages.delete(key);
    else if (hit) {
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      res.status(hit.status).send(nonce ? hit.body.replaceAll(NONCE_MARK, nonce) : hit.body);
      return;
    }
    res.setHeader("X-Page-Cache", "miss");
    capture(req, res, key, nonce, generation);
    next();
  }

  function capture(req: Request, res: Response, key: string, nonce: string, startedIn: number) {
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
      const cacheable =
        req.method === "GET" &&
        res.statusCode === 200 &&
        size <= MAX_PAGE_BYTES &&
        startedIn === generation &&
        !res.getHeader("set-cookie") &&
        // A page that must reach the app each time (a search that found nothing is counted).
        !String(res.getHeader("cache-control") ?? "").includes("no-store") &&
        String(res.getHeader("content-type") ?? "").startsWith("text/html");
      if (cacheable) {
        const body = Buffer.concat(chunks).toString("utf8");
        if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
        pages.set(key, {
          storedAt: Date.now(),
          status: 200,
          headers: Object.entries(res.getHeaders())
            .filter(([name]) => KEPT_HEADERS.has(name))
            .map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value)]),
          body: nonce ? body.replaceAll(nonce, NONCE_MARK) : body,
        });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
  }

  return { middleware, size: () => pages.size };
}
