import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { databaseContext, mailerContext, storageContext } from "~/context";
import { createSmtpMailer } from "~/mail/mailer.server";
import { sessionPolicyContext, sessionPolicyFromSeconds } from "~/auth/session-policy.server";
import { isDatabaseUp } from "~/db/client.server";
import { requestInfoContext } from "~/http/request-info.server";
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
  app.use(compression());
  app.use(securityHeaders({ dev: Boolean(devMiddleware), publicUrl: env.PUBLIC_URL }));
  app.use(varyOnLanguage);
  app.use(refuseCrossSiteChanges({ publicUrl: env.PUBLIC_URL }));

  app.get("/healthz", async (_req, res) => {
    const up = await isDatabaseUp(db);
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
  if (!devMiddleware) app.use(createPageCache().middleware);

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
          ip: req.ip ?? "",
          secure: isHttps(req, env.PUBLIC_URL),
          nonce: String(res.locals.cspNonce ?? ""),
          publicUrl: env.PUBLIC_URL,
        });
        context.set(sessionPolicyContext, sessionPolicy);
        return context;
      },
    }),
  );

  app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    console.error(error);
    if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
  });
  return app;
}
