import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { forwardedRequestId } from "~/http/request-info.server";
import { logger } from "~/observability/logger.server";
import { httpRequestDuration, pageCacheBytes, pageCacheRequests, rateLimitRefusals } from "~/observability/metrics.server";
import type { RequestLogFields } from "~/http/request-log.server";

/** The access log's fields of this request (React Router's root middleware fills in the route). */
export function requestLogFields(res: Response): RequestLogFields {
  return res.locals.requestLog as RequestLogFields;
}

const EXPRESS_ROUTES = /^\/(healthz|readyz|metrics|assets|media)(\/|$)/;
const PROBES = new Set(["/healthz", "/readyz"]);
const EXPRESS_ROUTE_NAMES: Record<string, string> = { assets: "/assets/*", media: "/media/:key" };

/** The name of a request Express answered itself (React Router never saw it). */
function expressRoute(path: string, cache: string | undefined): string {
  if (cache === "hit" || cache === "coalesced") return "(page cache)";
  const name = EXPRESS_ROUTES.exec(path)?.[1];
  return name ? (EXPRESS_ROUTE_NAMES[name] ?? `/${name}`) : "(static)";
}

/**
 * One JSON line per request: id, method, route pattern, path (no query string), status,
 * duration, page-cache result, bytes sent and, for a product list, the catalogue strategies it used. Nothing of the headers or bodies is logged (no
 * cookie, token, password or message can leak). Also feeds the request metrics. Mount it first,
 * before compression, so that the bytes counted are the bytes sent.
 */
export function requestLog() {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const id = forwardedRequestId(req.socket.remoteAddress, req.headers["x-request-id"]) ?? randomUUID();
    const fields: RequestLogFields = { id };
    res.locals.requestLog = fields;
    res.setHeader("X-Request-Id", id);

    let bytes = 0;
    const count = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === "string") bytes += Buffer.byteLength(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      count(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== "function") count(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response["end"];

    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // An answer cut short (the client went away) is 499, as nginx logs it. A client may close
      // as soon as it has every byte it was promised, before the server's end: that one is whole.
      const whole = res.writableFinished || (res.headersSent && Number(res.getHeader("content-length")) === bytes);
      const status = whole ? res.statusCode : 499;
      // miss: this request rendered the page; hit: from the cache; coalesced: it waited for
      // another request's render of the same page and was answered from the cache.
      const result = res.locals.pageCacheResult as string | undefined;
      const cache = result === "hit" || result === "miss" || result === "coalesced" ? result : undefined;
      const route = fields.route ?? expressRoute(req.path, cache);
      httpRequestDuration.observe({ route, method: req.method, status: String(status) }, seconds);
      if (status === 429) rateLimitRefusals.inc({ route });
      if (cache) {
        pageCacheRequests.inc({ result: cache });
        pageCacheBytes.inc({ result: cache }, bytes);
      }
      const line = {
        reqId: id,
        method: req.method,
        route,
        path: req.path,
        status,
        durationMs: Math.round(seconds * 1e6) / 1e3,
        cache,
        bytes,
        strategies: fields.strategies,
      };
      // A probe's 503 reports a state (draining, the database down), already told in its own lines:
      // a warning, so that every deployment's drain is not an error.
      if (status >= 500 && !(PROBES.has(route) && status === 503)) logger.error(line, "request");
      else if (status >= 500) logger.warn(line, "request");
      else logger.info(line, "request");
    };
    res.once("finish", done);
    res.once("close", done);
    next();
  };
}
