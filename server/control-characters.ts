import type { NextFunction, Request, Response } from "express";
import { bundledTranslator } from "~/http/request-translator.server";
import { safeRedirect } from "~/http/safe-redirect";

// C0 controls and DEL: a NUL byte cannot reach PostgreSQL (it fails the query), and no name,
// search or filter of this site holds any of them.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f]/g;

function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return undefined;
  }
}

/**
 * Control characters in the URL never reach a loader: the JSON API (`/api/...`) and React
 * Router's data requests (`*.data`) answer 400 `invalid_input` naming the parameters; a page
 * (GET) is sent to the same URL with them removed; any other request gets the 400. Malformed
 * percent-encoding counts as one of them.
 */
export function refuseControlCharacters() {
  return (req: Request, res: Response, next: NextFunction) => {
    const raw = req.originalUrl;
    const mark = raw.indexOf("?");
    const path = mark === -1 ? raw : raw.slice(0, mark);
    const query = mark === -1 ? "" : raw.slice(mark + 1);
    const decodedPath = decode(path);
    const bad: string[] = [];
    if (decodedPath === undefined || CONTROL.test(decodedPath)) bad.push("path");
    const cleaned = new URLSearchParams();
    for (const pair of query.split("&")) {
      if (!pair) continue;
      const eq = pair.indexOf("=");
      const name = decode(eq === -1 ? pair : pair.slice(0, eq));
      const value = decode(eq === -1 ? "" : pair.slice(eq + 1));
      if (name === undefined || value === undefined || CONTROL.test(name) || CONTROL.test(value)) {
        bad.push((name ?? "").replace(CONTROLS, "") || "query");
      }
      if (name !== undefined && value !== undefined) cleaned.append(name.replace(CONTROLS, ""), value.replace(CONTROLS, ""));
    }
    if (!bad.length) return next();

    const api = /^\/api(\/|$)/.test(path) || path.endsWith(".data");
    if (!api && bad[0] !== "path" && (req.method === "GET" || req.method === "HEAD")) {
      const search = cleaned.size ? `?${cleaned}` : "";
      return res.redirect(302, safeRedirect(`${path}${search}`));
    }
    const { t } = bundledTranslator({ cookie: req.get("Cookie"), acceptLanguage: req.get("Accept-Language") });
    const message = t("security.controlCharacters");
    res
      .status(400)
      .set("Cache-Control", "no-store")
      .json({ error: { code: "invalid_input", message, fields: Object.fromEntries(bad.map((name) => [name, message])) } });
  };
}
