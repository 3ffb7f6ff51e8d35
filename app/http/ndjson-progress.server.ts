import { errorMessage, logger } from "~/observability/logger.server";
import { RequestError } from "./errors";
import { asRequestError, renderError } from "./kit.server";
import type { Translator } from "~/i18n/translate";

// The one NDJSON progress writer (the CSV import and the bulk media upload): with
// `Accept: application/x-ndjson` a long call answers at once and streams `{"progress": …}` lines
// while it works, then its outcome as `{"status", "body"}` (the status and body it would have
// answered as plain JSON). The client's reader is app/admin/progress-request.ts.

/** A call's outcome: the status and JSON body it answers. */
export interface Outcome {
  status: number;
  body: unknown;
}

export const wantsProgress = (request: Request) => (request.headers.get("Accept") ?? "").includes("application/x-ndjson");

export interface ProgressFailure {
  /** The log event of an unexpected failure. */
  event: string;
  code: string;
  /** The message key of the 500 answered then. */
  key: string;
}

/**
 * Runs `run` and answers plain JSON, or with progress lines when the request asks for NDJSON. A
 * RequestError (or a domain refusal) thrown once streaming has begun becomes its final line with
 * its status; anything else is logged and answered as `failure` (500), never a cut stream.
 */
export async function answerWithProgress<P>(
  request: Request,
  t: Translator["t"],
  run: (progress?: (value: P) => void) => Promise<Outcome>,
  failure: ProgressFailure,
): Promise<Response> {
  if (!wantsProgress(request)) {
    const { status, body } = await run();
    return Response.json(body, { status });
  }
  const encoder = new TextEncoder();
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const line = (value: unknown) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
        } catch {
          // The client went away: the work goes on to its end (all or nothing), unheard.
          open = false;
        }
      };
      try {
        line(await run((progress) => line({ progress })));
      } catch (thrown) {
        const error = asRequestError(thrown);
        if (error instanceof RequestError) {
          const { status, code, message, fields } = renderError(error, t);
          line({ status, body: { error: { code, message, ...(fields ? { fields } : {}) } } });
        } else {
          logger.error({ event: failure.event, error: errorMessage(thrown) }, "A call streaming its progress failed.");
          line({ status: 500, body: { error: { code: failure.code, message: t(failure.key) } } });
        }
      }
      if (open) controller.close();
    },
    cancel() {
      open = false;
    },
  });
  // no-transform: no proxy (nor compression) may hold the lines back to code them together.
  return new Response(stream, { headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store, no-transform" } });
}
