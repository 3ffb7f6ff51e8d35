import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";

type HandleErrorFunctionArgs = Parameters<HandleErrorFunction>[1];
import { requestInfoContext } from "./http/request-info.server";
import { logger } from "./observability/logger.server";
import { requestLogContext } from "./observability/request-log.server";

// React Router 7.18's default entry, plus the response's CSP nonce (set by the Express server):
// <ServerRouter nonce> hands it to <Scripts> and <Links>, and React puts it on its own scripts.
export const streamTimeout = 5_000;

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
          pipe(body);
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

/**
 * Unexpected errors of loaders, actions and rendering: one error line with the stack and the
 * request id (expected refusals are Responses and never come here). A request the client
 * abandoned is not an error.
 */
export function handleError(error: unknown, { request, context }: HandleErrorFunctionArgs) {
  if (request.signal.aborted) return;
  logger.error({ err: error, reqId: context.get(requestLogContext).id }, "request failed");
}
