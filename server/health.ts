import express from "express";
import { checkReadiness } from "~/observability/readiness.server";
import type { Services } from "./startup";

/** Whether the process has been asked to stop: readiness fails first, then it drains. */
export interface DrainState {
  draining: boolean;
}

/**
 * `/healthz`: the process and its database answer (restart it when not). `/readyz`: send it traffic (the
 * database answers, every migration ran, the file storage is reachable, and it is not draining).
 */
export function healthRoutes(services: Services, drain: DrainState): express.Router {
  const router = express.Router();
  // While draining, keep-alive clients are told to reconnect (to another process).
  router.use((_req, res, next) => {
    if (drain.draining) res.setHeader("Connection", "close");
    next();
  });
  router.get("/healthz", async (_req, res) => {
    // The database answers (on its own thread with PGlite: a long import does not make it fail).
    const up = await services.database.ping();
    res.set("Cache-Control", "no-store").status(up ? 200 : 503).json({ status: up ? "ok" : "unavailable" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (drain.draining) {
      res.status(503).json({ status: "draining" });
      return;
    }
    const report = await checkReadiness(services.database.db, services.storage);
    res.status(report.ready ? 200 : 503).json({ status: report.ready ? "ready" : "unavailable", checks: report.checks });
  });
  return router;
}
