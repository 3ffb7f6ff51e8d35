import { isIP } from "node:net";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { databaseContext, mailerContext, sessionPolicyContext, storageContext } from "~/http/context";
import { createSmtpMailer } from "~/mail/mailer.server";
import { sessionPolicyFromSeconds } from "~/auth/session-policy.server";
import { requestInfoContext } from "~/http/request-info.server";
import { createOriginPolicy } from "~/http/request-origin.server";
import { limitRequestBodies } from "./body-limit";
import { refuseControlCharacters } from "./control-characters";
import { refuseCrossSiteChanges } from "./cross-site";
import { serveMedia } from "./media";
import { createPageCache } from "./page-cache";
import { isHttps, securityHeaders } from "./security-headers";
import type { Services } from "./startup";

export interface AppOptions {
  services: Services;
  build: () => Promise<ServerBuild>;
  /** Vite's dev middleware; in production the built client files are served instead. */
  devMiddleware?: express.RequestHandler;
  clientDir?: string;
}

// An unprefixed page is English or a redirect to French depending on these request headers.
const languageNeutral = /^\/(fr|api|assets|media|healthz)(\/|$)/;
function varyOnLanguage(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (!languageNeutral.test(req.path)) res.vary("Cookie").vary("Accept-Language");
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

export function createApp({ services, build, devMiddleware, clientDir }: AppOptions): express.Express {
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
  app.use(securityHeaders({ dev: Boolean(devMiddleware), publicUrl: env.PUBLIC_URL }));
  app.use(varyOnLanguage);
  // The checked origin first: the page cache keys by it and never answers a forged Host.
  const origins = createOriginPolicy({ publicUrl: env.PUBLIC_URL, allowedHosts: env.ALLOWED_HOSTS, listenHost: env.HOST });
  app.use((req, res, next) => {
    const { origin, foreign } = origins.originOf({ host: req.headers.host, secure: isHttps(req, env.PUBLIC_URL), localPort: req.socket.localPort });
    res.locals.siteOrigin = origin;
    // The page cache keeps nothing answered to a forged Host (server/page-cache.ts reads it).
    if (foreign) res.locals.noPageCache = true;
    next();
  });
  // A cached page is answered before anything else runs (it is stored compressed already).
  const pageCache = devMiddleware ? undefined : createPageCache();
  if (pageCache) app.use(pageCache.serve);
  app.use(compression());
  app.use(refuseCrossSiteChanges({ publicUrl: env.PUBLIC_URL }));
  app.use(limitRequestBodies());
  app.use(refuseControlCharacters());

  app.get("/healthz", async (_req, res) => {
    const up = await services.database.ping();
    res.status(up ? 200 : 503).json({ status: up ? "ok" : "unavailable" });
  });

  if (devMiddleware) {
    app.use(devMiddleware);
  } else if (clientDir) {
    // Fingerprinted build output never changes under the same name.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }
  app.get("/media/:key", serveMedia(db, services.storage));
  if (pageCache) app.use(pageCache.capture);

  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: devMiddleware ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(databaseContext, db);
        context.set(storageContext, services.storage);
        context.set(mailerContext, mailer);
        context.set(requestInfoContext, {
          ip: clientAddress(req),
          secure: isHttps(req, env.PUBLIC_URL),
          nonce: String(res.locals.cspNonce ?? ""),
          origin: String(res.locals.siteOrigin),
          publicUrl: env.PUBLIC_URL,
        });
        context.set(sessionPolicyContext, sessionPolicy);
        return context;
      },
    }),
  );

  app.use((error: Error & { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    // A client's mistake found by Express itself (a path that does not decode): its status, no stack.
    const status = typeof error.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) console.error(error);
    if (!res.headersSent) res.status(status).type("text/plain").send(status === 500 ? "Internal Server Error" : "Bad Request");
  });
  return app;
}
