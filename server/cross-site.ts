import type { NextFunction, Request, Response } from "express";
import { bundledTranslator } from "~/http/request-translator.server";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses changes sent from another site (a forged form or script): the browser says where a
 * request comes from in Origin, and in Sec-Fetch-Site. Requests without either (curl, servers)
 * pass; their answer still depends on the session cookie and the anti-forgery token.
 */
export function refuseCrossSiteChanges({ publicUrl }: { publicUrl?: string }) {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method)) return next();
    const origin = req.get("Origin");
    const ownOrigin = `${req.protocol}://${req.host}`;
    const crossSite =
      origin !== undefined
        ? origin !== ownOrigin && origin !== publicOrigin
        : req.get("Sec-Fetch-Site") === "cross-site";
    if (!crossSite) return next();
    const { t } = bundledTranslator({ cookie: req.get("Cookie"), acceptLanguage: req.get("Accept-Language") });
    res
      .status(403)
      .set("Cache-Control", "no-store")
      .json({ error: { code: "cross_site", message: t("auth.errors.crossSite") } });
  };
}
