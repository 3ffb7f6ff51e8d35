import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { PageCache, PageRender } from "./page-cache";

export interface ReactRouterHandlerOptions {
  build: () => Promise<ServerBuild>;
  mode: "development" | "production";
  getLoadContext: (req: Request, res: Response) => RouterContextProvider;
  pageCache?: PageCache;
}

/**
 * React Router on Express: @react-router/express's adapter (7.18), with one difference. A page
 * the page cache may keep is rendered whatever its client does: its request is not aborted when
 * the client hangs up, and its body is read to its end into the cache (page-cache.ts render()),
 * so that the requests waiting for it are answered from the cache instead of each rendering the
 * page again (issue 31). Every other request is aborted when its client goes, as before.
 */
export function reactRouterHandler({ build, mode, getLoadContext, pageCache }: ReactRouterHandlerOptions) {
  const handle = createRequestHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    const render = pageCache?.render(req, res);
    try {
      const request = toRequest(req, res, { outlivesClient: render !== undefined });
      const response = await handle(request, getLoadContext(req, res));
      await sendResponse(res, response, render);
    } catch (error) {
      next(error);
    } finally {
      render?.end();
    }
  };
}

function toHeaders(incoming: Request["headers"]): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(incoming)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  return headers;
}

/** The Fetch request React Router reads, as @react-router/express builds it (host, port, body). */
function toRequest(req: Request, res: Response, { outlivesClient }: { outlivesClient: boolean }): globalThis.Request {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((text) => Number.parseInt(text ?? "", 10)).find((value) => Number.isSafeInteger(value));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: toHeaders(req.headers) };
  if (!outlivesClient) {
    let controller: AbortController | null = new AbortController();
    init.signal = controller.signal;
    res.on("finish", () => (controller = null));
    res.on("close", () => controller?.abort());
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req) as unknown as BodyInit;
    init.duplex = "half";
  }
  return new globalThis.Request(url.href, init);
}

/** Status, headers and body onto the Express response; the body through the page cache first. */
export async function sendResponse(res: Response, response: globalThis.Response, render?: PageRender): Promise<void> {
  if (!res.headersSent) {
    res.statusMessage = response.statusText;
    res.status(response.status);
    for (const [name, value] of response.headers.entries()) res.append(name, value);
  }
  const body = render ? render.keep(response.body) : response.body;
  if (isResponseClosed(res)) {
    await body?.cancel().catch(() => undefined);
    return;
  }
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(body, res);
  } catch (error) {
    if (isResponseClosed(res)) return;
    throw error;
  }
}

function isResponseClosed(res: Response): boolean {
  return res.destroyed || res.writableEnded;
}
