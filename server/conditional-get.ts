import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { isStaffPath } from "~/http/staff-paths";

/**
 * Conditional GET, in one place (issue 31): every answer to a GET that a shared cache may keep
 * (200, no `no-store` or `private`, no cookie set, no ETag of its own) is held until it is whole,
 * given a strong ETag (a hash of its body, the page's CSP nonce left out), and answered 304 when
 * the request's If-None-Match names it (Express's `req.fresh`, the `fresh` package). That covers
 * pages on their first, uncached answer, the feeds, the sitemap, robots.txt and the public JSON
 * calls. The page cache (server/page-cache.ts) gives its hits the same tag from the same
 * functions, so a page's tag does not change when it comes from the cache.
 *
 * A held answer is compressed here (the tag names the coding, as the page cache's do), and the
 * compression middleware leaves it alone (`res.locals.encoded`). Staff pages and calls, files
 * (served with their own ETag) and answers over MAX_HELD_BYTES stream through unchanged.
 */

// Larger answers (a sitemap of a very large catalogue) are streamed without a tag.
const MAX_HELD_BYTES = 4 * 1024 * 1024;
// Below this, compression costs more than it saves (the compression middleware's threshold).
const COMPRESS_FROM_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|javascript|[a-z.+-]+\+(json|xml)))/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = "br" | "gzip" | "identity";

/** The coding an Accept-Encoding header prefers among brotli, gzip and none. */
export function chooseEncoding(accept: string | undefined): Encoding {
  if (!accept) return "identity";
  const offered = new Map<string, number>();
  for (const part of accept.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    offered.set(name, q ? Number.parseFloat(q.slice(2)) || 0 : 1);
  }
  const quality = (name: string) => offered.get(name) ?? offered.get("*") ?? 0;
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return "identity";
}

/** A page's HTML without this response's CSP nonce (its attributes, and its copy in the hydration data). */
export function withoutNonce(html: string, nonce: string): string {
  return nonce ? html.replaceAll(` nonce="${nonce}"`, "").replaceAll(nonce, "") : html;
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

/** The tag of a body (sha256, base64url, 27 characters), before any coding. */
export function bodyTag(body: Buffer): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 27);
}

/** The ETag header of that body sent in `encoding`: each coding of it has its own strong tag. */
export function etagFor(tag: string, encoding: Encoding): string {
  return encoding === "identity" ? `"${tag}"` : `"${tag}-${encoding}"`;
}

/** Sets the ETag and answers 304 when the request names it: true when the answer is sent. */
export function answerIfNotModified(req: Request, res: Response, etag: string, end: (chunk?: unknown) => unknown = (chunk) => res.end(chunk)): boolean {
  res.setHeader("ETag", etag);
  if (!req.fresh) return false;
  res.statusCode = 304;
  for (const name of ["Content-Type", "Content-Length", "Content-Encoding", "Transfer-Encoding"]) res.removeHeader(name);
  end();
  return true;
}

/** Whether a shared cache may keep this answer: then it gets a tag. */
function taggable(res: Response): boolean {
  return (
    res.statusCode === 200 &&
    !res.getHeader("etag") &&
    !res.getHeader("content-encoding") &&
    !res.getHeader("set-cookie") &&
    !/\b(no-store|private)\b/i.test(String(res.getHeader("cache-control") ?? ""))
  );
}

type Write = (chunk: unknown, ...rest: unknown[]) => boolean;
type End = (...args: unknown[]) => Response;

/** After the compression middleware, before the page cache's capture and the app. */
export function conditionalGet() {
  return function conditional(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" || isStaffPath(req.path) || /^\/api\/admin(\/|$)/.test(req.path)) return next();
    const write = res.write.bind(res) as Write;
    const end = res.end.bind(res) as End;
    // undefined: not decided yet (decided at the first write, when the headers are set).
    let held: Buffer[] | null | undefined;
    let size = 0;
    const hold = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      held!.push(buffer);
    };
    const release = () => {
      const body = Buffer.concat(held!);
      held = null;
      return body;
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (held === undefined) held = taggable(res) ? [] : null;
      if (held === null) return write(chunk, ...rest);
      hold(chunk, rest[0]);
      // Too large to hold: what is held goes out, the rest streams, untagged.
      if (size > MAX_HELD_BYTES) return write(release());
      return true;
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (held === undefined) held = taggable(res) ? [] : null;
      if (held === null) return end(chunk, ...rest);
      hold(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
      void send(req, res, release(), end).catch((error: unknown) => res.destroy(error as Error));
      return res;
    }) as Response["end"];
    next();
  };
}

async function send(req: Request, res: Response, held: Buffer, end: End) {
  let body = held;
  // Coded here (or a 304): the compression middleware must not code it again (server/app.ts).
  res.locals.encoded = true;
  const type = String(res.getHeader("content-type") ?? "");
  const html = type.startsWith("text/html");
  const nonce = String(res.locals.cspNonce ?? "");
  if (html && nonce) {
    // A page's first answer is sent as its page-cache hits are: without this render's nonce, its
    // inline scripts allowed by their hashes. A 304 to either pairs the browser's stored body with
    // the new answer's policy, so both must be the same body under the same tag.
    const { body: stripped, hashes } = hashInlineScripts(body.toString("utf8"), nonce);
    body = Buffer.from(stripped, "utf8");
    const csp = String(res.getHeader("Content-Security-Policy") ?? "");
    if (csp) res.setHeader("Content-Security-Policy", csp.replace(` 'nonce-${nonce}'`, hashes.map((hash) => ` ${hash}`).join("")));
  }
  const tag = bodyTag(body);
  const compressible = COMPRESSIBLE.test(type);
  if (compressible) res.vary("Accept-Encoding");
  const encoding = compressible && body.length >= COMPRESS_FROM_BYTES ? chooseEncoding(req.headers["accept-encoding"]) : "identity";
  if (answerIfNotModified(req, res, etagFor(tag, encoding), () => end())) return;
  const payload =
    encoding === "br"
      ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : encoding === "gzip"
        ? await gzip(body)
        : body;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", payload.length);
  end(payload);
}
