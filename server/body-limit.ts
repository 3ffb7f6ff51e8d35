import type { NextFunction, Request, Response } from "express";
import { DRAIN_BYTES, MAX_FORM_BYTES } from "~/http/read-body.server";
import { locales } from "~/i18n/locales";
import { bundledTranslator } from "~/http/request-translator.server";
import { CSV_LIMITS } from "~/catalogue/product-csv/product-csv-import.server";
import { MAX_UPLOAD_BYTES } from "~/http/read-upload.server";
import { hasSessionCookie } from "./security-headers";

// The product CSV is spooled to disk, not held in memory: it has its own, larger cap.
const CSV_IMPORT = /^\/(api\/admin\/products\/import|admin\/products\/csv)(\.data)?\/?$/;
const CSV_BODY_BYTES = CSV_LIMITS.maxBytes + 64 * 1024;

// A parts-list file posted to /quote?upload (/fr/quote?upload; `.data` when sent with JavaScript):
// the page itself refuses one over 2 MB with its message in the page's language, nothing stored,
// so the edge lets it through up to what a route reads and drops (DRAIN_BYTES) instead of
// answering with the JSON 413 a browser would show raw.
const QUOTE_PAGE = new RegExp(`^/(?:(?:${locales.join("|")})/)?quote(\\.data)?/?$`);
const isPartsListUpload = (req: Request) => req.method === "POST" && QUOTE_PAGE.test(req.path) && /[?&]upload(?:[=&]|$)/.test(req.originalUrl);

/**
 * 413 before a byte of the body is read, for every route and content type, when the declared
 * Content-Length is over the cap: MAX_FORM_BYTES for a request without a staff session cookie or
 * an API key (the public forms and the sign-in), MAX_UPLOAD_BYTES with one (the ERP's 4 MiB sync) (uploads; the route still checks
 * the session before it reads), and the CSV import's own cap on its two routes. A body without Content-Length (chunked) is counted by the
 * route's capped reader (`readLimited`), which stops keeping bytes at the same caps. A parts-list
 * upload on the quote page is let through up to DRAIN_BYTES: the page answers it (isPartsListUpload).
 */
export function limitRequestBodies() {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = Number(req.get("Content-Length") ?? 0);
    // A staff session cookie or an API key (valid or not: the routes check them).
    const staff = hasSessionCookie(req) || /^Bearer\s/i.test(req.get("Authorization") ?? "");
    const cap = isPartsListUpload(req) ? DRAIN_BYTES : !staff ? MAX_FORM_BYTES : CSV_IMPORT.test(req.path) ? CSV_BODY_BYTES : MAX_UPLOAD_BYTES;
    if (!(declared > cap)) return next();
    const { t } = bundledTranslator({ cookie: req.get("Cookie"), acceptLanguage: req.get("Accept-Language") });
    // The body is not read: the connection cannot carry another request.
    res
      .status(413)
      .set({ "Cache-Control": "no-store", Connection: "close" })
      .json({ error: { code: "payload_too_large", message: t("auth.errors.tooLarge") } });
  };
}
