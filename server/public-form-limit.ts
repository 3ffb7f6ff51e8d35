import type { NextFunction, Request, Response } from "express";
import { bundledTranslator } from "~/http/request-translator.server";
import { rateLimiter } from "~/security/rate-limits.server";
import { isStaffPath } from "./security-headers";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The public-form tier: every public POST (contact, quote, ...) counts per client address. Staff
 * requests have their own tiers (sign-in, admin writes), checked with the session.
 */
export function limitPublicForms() {
  const limiter = rateLimiter("publicForm");
  return (req: Request, res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method) || isStaffPath(req.path)) return next();
    const decision = limiter.consume(`ip:${req.ip ?? ""}`);
    if (decision.allowed) return next();
    const { t } = bundledTranslator({ cookie: req.get("Cookie"), acceptLanguage: req.get("Accept-Language") });
    res
      .status(429)
      .set("Retry-After", String(decision.retryAfterSeconds))
      .set("Cache-Control", "no-store")
      .json({ error: { code: "rate_limited", message: t("auth.errors.tooManyForms", { seconds: decision.retryAfterSeconds }) } });
  };
}
