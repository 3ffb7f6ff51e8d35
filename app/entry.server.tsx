import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleDataRequestFunction, type HandleErrorFunction, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from "react-router";
import { requestInfoContext } from "./http/request-info.server";
import { scriptsAfterPaint } from "./http/scripts-after-paint.server";
import { isStaffPath } from "./http/staff-paths";
import { logger } from "./observability/logger.server";
import { requestLogContext } from "./http/request-log.server";

// React Router 7.18's default entry, plus the response's CSP nonce (set by the Express server):
// <ServerRouter nonce> hands it to <Scripts> and <Links>, and React puts it on its own scripts.
export const streamTimeout = 5_000;

// React Router's 405 for a POST to a route without an action names the route module
// ("routes/admin/audit-log") in the page's data: a stranger learns the code's layout from it. The
// 405 is answered bare instead, for pages (below) and data requests alike.
const methodNotAllowed = () => new Response("Method Not Allowed", { status: 405, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export const handleDataRequest: HandleDataRequestFunction = (response) => (response.status === 405 ? methodNotAllowed() : response);

// A refusal of the client's request (4xx: a method without action, a thrown 413, a route that does
// not match) is the client's mistake, not the server's: no stack trace in the log for it (the
// request's own log line already carries its status).
const clientMistake = /did not provide an `(action|loader)`|^No route matches URL/;

/**
 * Unexpected errors of loaders, actions and rendering: one error line with the stack and the
 * request id (expected refusals are Responses and never come here). A request the client
 * abandoned is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Error && clientMistake.test(error.message)) return;
  logger.error({ err: error, reqId: context.get(requestLogContext).id }, "request failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestInfoContext);
  if (responseStatusCode === 405) return methodNotAllowed();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />,
      {
        nonce: nonce || undefined,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          // Public pages load their scripts after the first paint (decision 045).
          if (isStaffPath(new URL(request.url).pathname)) {
            pipe(body);
          } else {
            const afterPaint = scriptsAfterPaint();
            afterPaint.on("error", (error) => body.destroy(error));
            afterPaint.pipe(body);
            pipe(afterPaint);
          }
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router; these come later.
          if (shellRendered) logger.error({ err: error, reqId: loadContext.get(requestLogContext).id }, "render failed");
        },
      },
    );
  });
}
