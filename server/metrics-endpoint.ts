import { timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import { bundledTranslator } from "~/http/request-translator.server";
import { isTrustedProxy } from "~/http/request-info.server";
import { registry } from "~/observability/metrics.server";

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `/metrics` (Prometheus text): answered to a scraper on this machine (loopback, and not a
 * request relayed by the local proxy for someone else), or to `Authorization: Bearer
 * $METRICS_TOKEN`. Otherwise 401 without credentials, 403 with wrong ones.
 */
export function metricsEndpoint({ token }: { token?: string }) {
  return async (req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    const local = isTrustedProxy(req.socket.remoteAddress) && isTrustedProxy(req.ip);
    const authorization = req.get("Authorization");
    const bearer = /^Bearer (.+)$/.exec(authorization ?? "")?.[1];
    const allowed = local || (token !== undefined && bearer !== undefined && sameToken(bearer, token));
    if (!allowed) {
      const { t } = bundledTranslator({ cookie: req.get("Cookie"), acceptLanguage: req.get("Accept-Language") });
      if (!authorization) {
        res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').json({ error: { code: "unauthenticated", message: t("operations.metrics.unauthenticated") } });
      } else {
        res.status(403).json({ error: { code: "forbidden", message: t("operations.metrics.forbidden") } });
      }
      return;
    }
    res.type(registry.contentType).send(await registry.metrics());
  };
}
