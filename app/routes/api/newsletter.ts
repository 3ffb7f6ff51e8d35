import { redirect } from "react-router";
import { logger } from "~/observability/logger.server";
import { RequestError } from "~/http/errors";
import { type Call, json, type RequestArgs } from "~/http/kit.server";
import { safeRedirect } from "~/http/safe-redirect";
import { preferredLocale } from "~/i18n/language.server";
import { getMessages } from "~/i18n/messages.server";
import { translate } from "~/i18n/translate";
import { requestSubscription } from "~/newsletter/opt-in.server";
import { newsletterSchema } from "~/newsletter/subscribe.server";
import { siteOrigin } from "~/http/site-origin.server";
import { screenPublicForm } from "~/security/public-form.server";

type Result = "pending" | "invalid" | "limited" | "error";
const statusOf: Record<Result, number> = { pending: 202, invalid: 400, limited: 429, error: 500 };
const codeOf: Record<Exclude<Result, "pending">, string> = { invalid: "invalid_input", limited: "rate_limited", error: "error" };

/** Only a path on this site (never an open redirect), with only the parameters its page's routes read, and no earlier result. */
function safeReturnPath(call: Call, value: unknown): string | null {
  const path = safeRedirect(value, "");
  if (!path) return null;
  const url = new URL(path, "http://site.invalid");
  return `${url.pathname}${call.pageQueryOf(url.pathname, url.search, ["newsletter"])}`;
}

/**
 * POST /api/newsletter {email}: JSON for scripts; a form posted without JavaScript carries
 * `redirectTo` and is sent back there with ?newsletter=<result>, which the footer reads. The
 * address is subscribed only once the link mailed to it is confirmed (202 `pending`); a filled
 * trap field gets the same answer and nothing is stored or sent.
 */
async function post(call: Call): Promise<Response> {
  const { db, request } = call;
  let fields: Record<string, unknown> = {};
  let result: Result;
  let retryAfter: number | undefined;
  let tooLarge = false;
  // The body's `locale` when it names one of ours (the schema's lenient field), else the browser's.
  const language = () => newsletterSchema.shape.locale.parse(fields.locale) ?? preferredLocale(request);
  try {
    let unreadable: RequestError | undefined;
    try {
      fields = await call.body(16 * 1024);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      unreadable = error;
      tooLarge = error.status === 413;
    }
    // The order every public form follows (security/public-form.server.ts): counted, trap, schema.
    const screening = await screenPublicForm(db, "newsletter", call.ip, fields);
    const parsed = newsletterSchema.safeParse(fields);
    if (screening.outcome === "limited") {
      result = "limited";
      retryAfter = screening.retryAfterSeconds;
    } else if (unreadable) {
      result = "invalid";
    } else if (screening.outcome === "trap") {
      // Filled by robots only: the same answer as a sign-up, and nothing done.
      result = "pending";
    } else if (!parsed.success) {
      result = "invalid";
    } else {
      await requestSubscription(db, parsed.data.email, language(), { mailer: call.mailer, origin: siteOrigin(call.context) });
      result = "pending";
    }
  } catch (error) {
    logger.error({ event: "newsletter.failed", err: error }, "A newsletter sign-up failed.");
    result = "error";
  }

  const headers: Record<string, string> = retryAfter ? { "Retry-After": String(retryAfter) } : {};
  // An oversized body was left unread: the connection cannot carry another request.
  if (tooLarge) headers.Connection = "close";
  const back = safeReturnPath(call, fields.redirectTo);
  if (back) {
    const separator = back.includes("?") ? "&" : "?";
    return redirect(`${back}${separator}newsletter=${result}#newsletter`, { status: 303, headers });
  }
  const message = translate(await getMessages(db, language()), `newsletter.${result}`);
  const body = result === "pending" ? { pending: true, message } : { error: { code: codeOf[result], message } };
  return Response.json(body, { status: statusOf[result], headers: { ...headers, "Cache-Control": "no-store" } });
}

export const action = (args: RequestArgs) => json(args, { access: "public" }, { POST: post });
export const loader = (args: RequestArgs) => json(args, { access: "public" }, { POST: post });
