import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { cookiesIn } from "~/security/cookies.server";
import { secureSessionCookieName, storedItems } from "~/security/cookie-register";

export interface SecurityHeaderOptions {
  /** Vite's dev server injects styles and talks over a WebSocket. */
  dev: boolean;
  /** PUBLIC_URL: an https origin means the site is served over HTTPS even if the proxy says not. */
  publicUrl?: string;
}

/** Over HTTPS, directly or behind the trusted (loopback) proxy's X-Forwarded-Proto, or by PUBLIC_URL. */
export function isHttps(req: Request, publicUrl: string | undefined): boolean {
  return req.secure || Boolean(publicUrl?.startsWith("https:"));
}

/**
 * The Content-Security-Policy of one response. Scripts run only from this origin or with this
 * response's nonce (React Router's inline hydration scripts); nothing may frame the site.
 * Inline style attributes stay allowed: they cannot run code, and components set them.
 * A new third-party source (a map, a video) is added here, in one place.
 */
export function contentSecurityPolicy(nonce: string, { dev, https }: { dev: boolean; https: boolean }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Staff pages (and their `.data` requests), the text editor in both languages, and the admin API. */
export const isStaffPath = (path: string) => /^\/(admin|kanban|textedit|fr\/textedit)(\/|\.data|$)|^\/api\/admin(\/|$)/.test(path);

/** The request carries a staff session cookie (valid or not: the routes check it). */
export function hasSessionCookie(req: Request): boolean {
  const cookies = cookiesIn(req.get("Cookie"));
  return cookies[storedItems.session.name] !== undefined || cookies[secureSessionCookieName] !== undefined;
}

/** On every response: CSP with a fresh nonce (kept in res.locals.cspNonce), HSTS over HTTPS, ... */
export function securityHeaders({ dev, publicUrl }: SecurityHeaderOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    const https = isHttps(req, publicUrl);
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, { dev, https }));
    if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    // Staff pages and calls carry personal data and tokens, and any page a signed-in browser
    // gets may show staff content: never stored by a browser or proxy.
    if (isStaffPath(req.path) || hasSessionCookie(req)) res.setHeader("Cache-Control", "no-store");
    next();
  };
}
