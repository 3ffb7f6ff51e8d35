import { isIP } from "node:net";
import path from "node:path";
import compression from "compression";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { backupServiceContext, databaseContext, mailerContext, pageHandlesContext, sessionPolicyContext, storageContext } from "~/http/context";
import { createSmtpMailer } from "~/mail/mailer.server";
import { sessionPolicyFromSeconds } from "~/auth/session-policy.server";
import { requestInfoContext } from "~/http/request-info.server";
import { logger } from "~/observability/logger.server";
import { requestLogContext } from "~/http/request-log.server";
import { createOriginPolicy, isOneHost } from "~/http/request-origin.server";
import { limitRequestBodies } from "./body-limit";
import { refuseControlCharacters } from "./control-characters";
import { refuseCrossSiteChanges } from "./cross-site";
import { type DrainState, healthRoutes } from "./health";
import { serveMedia } from "./media";
import { metricsEndpoint } from "./metrics-endpoint";
import { conditionalGet } from "./conditional-get";
import { drainListenersOnce } from "./drain-listeners";
import { createPageCache } from "./page-cache";
import { routeHandles } from "./route-handles";
import { reactRouterHandler } from "./react-router-handler";
import { requestLog, requestLogFields } from "./request-log";
import { isHttps, securityHeaders } from "./security-headers";
import type { Services } from "./startup";

export interface AppOptions {
  services: Services;
  build: () => Promise<ServerBuild>;
  /** Vite's dev middleware; in production the built client files are served instead. */
  devMiddleware?: express.RequestHandler;
  clientDir?: string;
  /** Set on SIGTERM: `/readyz` answers 503 while the process drains. */
  drain?: DrainState;
}

// An unprefixed page (and its React Router data, `.data`) is English or a redirect to French
// depending on these request headers; files (the sitemap, robots.txt, the English feed, spec
// sheets, icons) are the same for everyone.
const languageNeutral = /^\/(fr|api|assets|media|healthz|readyz|metrics)(\/|$)/;
const file = /\.(?!data$)[a-z0-9]+$/i;
function varyOnLanguage(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (!languageNeutral.test(req.path) && !file.test(req.path)) res.vary("Cookie").vary("Accept-Language");
  next();
}

/**
 * The client's address: X-Forwarded-For's from the loopback proxy (Express's "trust proxy"), when
 * it is an IP address; anything else a proxy or client put there is not stored or counted.
 */
export function clientAddress(req: express.Request): string {
  const claimed = req.ip ?? "";
  return isIP(claimed) ? claimed : (req.socket.remoteAddress ?? "");
}

export function createApp({ services, build, devMiddleware, clientDir, drain = { draining: false } }: AppOptions): express.Express {
  const { db } = services.database;
  const { env } = services;
  // One mailer per process, from the parsed environment; requests get it through the context.
  const mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.NOTIFY_EMAIL) : null;
  const sessionPolicy = sessionPolicyFromSeconds({
    idle: env.SESSION_IDLE_SECONDS,
    absolute: env.SESSION_ABSOLUTE_SECONDS,
    closeGrace: env.SESSION_CLOSE_GRACE_SECONDS,
  });
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  // First, so every response is logged and counted, a cached page included.
  app.use(requestLog());
  app.use(securityHeaders({ dev: Boolean(devMiddleware), publicUrl: env.PUBLIC_URL }));
  app.use(varyOnLanguage);
  // A Host header that is not one host ("attacker.example, 127.0.0.1") is the client's mistake: 400
  // before anything builds a URL from it, and no stack trace. The loopback proxy's
  // X-Forwarded-Host, which Express reads into req.hostname, is held to the same rule.
  app.use((req, res, next) => {
    if (isOneHost(req.headers.host) && isOneHost(req.hostname)) return next();
    res.status(400).set("Cache-Control", "no-store").type("text/plain").send("Bad Request");
  });
  // Probes and scrapers before the origin check and the page cache: a load balancer may name the
  // machine by its address, /readyz fails from the first drained request, and none of the three is
  // ever a cached page (the cache only stores what reaches the app below).
  app.use(healthRoutes(services, drain));
  app.get("/metrics", metricsEndpoint({ token: env.METRICS_TOKEN }));
  // The checked origin first: the page cache keys by it and never answers a forged Host.
  const origins = createOriginPolicy({ publicUrl: env.PUBLIC_URL, allowedHosts: env.ALLOWED_HOSTS, listenHost: env.HOST });
  app.use((req, res, next) => {
    const { origin, foreign } = origins.originOf({ host: req.headers.host, secure: isHttps(req, env.PUBLIC_URL), localPort: req.socket.localPort });
    res.locals.siteOrigin = origin;
    // The page cache keeps nothing answered to a forged Host (server/page-cache.ts reads it).
    if (foreign) res.locals.noPageCache = true;
    next();
  });
  // A cached page is answered before anything else runs (it is stored compressed already). Which
  // pages it may keep, and by which parameters, their routes say (app/http/page-query.ts).
  // The app reads them too (pageHandlesContext: the newsletter's redirect back).
  let pageHandles: ((pathname: string) => readonly unknown[]) | undefined;
  let routesRead: Promise<void> | undefined;
  const readRoutes = () => build().then((built) => void (pageHandles = routeHandles(built.routes)));
  const routesKnown: express.RequestHandler = (_req, _res, next) => {
    // In development the routes change under the dev server: read for each page request.
    if (devMiddleware) return void readRoutes().then(() => next(), next);
    if (pageHandles) return next();
    (routesRead ??= readRoutes()).then(() => next(), next);
  };
  const pageCache = devMiddleware ? undefined : createPageCache({ pageHandles: (pathname) => pageHandles?.(pathname) ?? [] });
  if (pageCache) app.use(routesKnown, pageCache.serve);
  // What the conditional GET below coded itself is not coded again.
  app.use(compression({ filter: (req, res) => !res.locals.encoded && compression.filter(req, res) }));
  app.use(drainListenersOnce());
  app.use(refuseCrossSiteChanges({ publicUrl: env.PUBLIC_URL }));
  app.use(limitRequestBodies());
  app.use(refuseControlCharacters());

  if (devMiddleware) {
    app.use(devMiddleware);
  } else if (clientDir) {
    // Fingerprinted build output never changes under the same name.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }
  app.get("/media/:key", serveMedia(db, services.storage));
  // ETag and 304 for every public answer a cache may keep (the page cache's renders pass through it too).
  app.use(conditionalGet());

  app.all(
    "/{*path}",
    ...(devMiddleware ? [routesKnown] : []),
    reactRouterHandler({
      build,
      // A page the cache may keep is rendered to its end even when its client hangs up.
      pageCache,
      mode: devMiddleware ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(databaseContext, db);
        context.set(pageHandlesContext, (pathname) => pageHandles?.(pathname) ?? []);
        context.set(storageContext, services.storage);
        context.set(backupServiceContext, services.backups);
        context.set(mailerContext, mailer);
        context.set(requestInfoContext, {
          ip: clientAddress(req),
          secure: isHttps(req, env.PUBLIC_URL),
          nonce: String(res.locals.cspNonce ?? ""),
          origin: String(res.locals.siteOrigin),
          publicUrl: env.PUBLIC_URL,
        });
        context.set(sessionPolicyContext, sessionPolicy);
        context.set(requestLogContext, requestLogFields(res));
        return context;
      },
    }),
  );

  app.use((error: Error & { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    // A client's mistake found by Express itself (a path that does not decode): its status, no stack
    // (the request's log line carries the status).
    const status = typeof error.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) logger.error({ err: error, reqId: requestLogFields(res)?.id }, "unhandled error");
    if (!res.headersSent) res.status(status).type("text/plain").send(status === 500 ? "Internal Server Error" : "Bad Request");
  });
  return app;
}
