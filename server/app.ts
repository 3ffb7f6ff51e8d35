import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { clientAddressContext, databaseContext } from "~/context";
import { isDatabaseUp } from "~/db/client.server";
import { serveMedia } from "./media";
import type { Services } from "./startup";

export interface AppOptions {
  services: Services;
  build: () => Promise<ServerBuild>;
  /** Vite's dev middleware; in production the built client files are served instead. */
  devMiddleware?: express.RequestHandler;
  clientDir?: string;
}

function securityHeaders(_req: express.Request, res: express.Response, next: express.NextFunction) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  next();
}

// An unprefixed page is English or a redirect to French depending on these request headers.
const languageNeutral = /^\/(fr|api|assets|media|healthz)(\/|$)/;
function varyOnLanguage(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (!languageNeutral.test(req.path)) res.vary("Cookie").vary("Accept-Language");
  next();
}

export function createApp({ services, build, devMiddleware, clientDir }: AppOptions): express.Express {
  const { db } = services.database;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(compression());
  app.use(securityHeaders);
  app.use(varyOnLanguage);

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

  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: devMiddleware ? "development" : "production",
      getLoadContext(req) {
        const context = new RouterContextProvider();
        context.set(databaseContext, db);
        context.set(clientAddressContext, req.ip ?? "");
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
