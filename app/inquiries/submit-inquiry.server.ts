import type { Database } from "~/db/client.server";
import type { PostedBody } from "~/errors";
import { logger } from "~/observability/logger.server";
import { type Locale, isLocale } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { translate } from "~/i18n/translate";
import type { Mailer } from "~/mail/mailer.server";
import { screenPublicForm } from "~/security/public-form.server";
import type { RateLimit } from "~/security/rate-limits.server";
import { createInquiry } from "./create-inquiry.server";
import { type InquiryValues, toInquiryValues, validateInquiry } from "./schema";

export type RefusalCode =
  | "rate_limited"
  | "spam_detected"
  | "payload_too_large"
  | "unsupported_media_type"
  | "invalid_input"
  | "store_failed";

/** Public form posts are small; anything bigger is refused before it is parsed. */
export const MAX_INQUIRY_BYTES = 256 * 1024;

/** How a posted inquiry ended, with everything in the sender's language. */
export type InquiryOutcome =
  | { status: "created"; locale: Locale; id: number; kind: "contact" | "quote"; reference: string | null }
  | { status: "invalid"; locale: Locale; httpStatus: 400; message: string; fields: Record<string, string>; values: InquiryValues }
  | {
      status: "refused";
      locale: Locale;
      httpStatus: 400 | 413 | 415 | 429 | 500;
      code: RefusalCode;
      message: string;
      retryAfterSeconds?: number;
      values: InquiryValues;
    };

export interface SubmitOptions {
  db: Database;
  clientAddress: string;
  /** The language when the body does not name one (the page's, or the browser's). */
  locale: Locale;
  limiter?: RateLimit;
  mailer?: Mailer | null;
  /** The site's origin, for the quote request's page link in the acknowledgement. */
  origin?: string;
}

const refusalStatus: Record<RefusalCode, 400 | 413 | 415 | 429 | 500> = {
  rate_limited: 429,
  spam_detected: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  invalid_input: 400,
  store_failed: 500,
};

/**
 * A contact message or quote request posted by a browser form or an API client: read (`read`,
 * the route's capped body reader, which says why it could not read one), rate-limited per
 * address, checked for the trap field, validated, then stored by createInquiry. Bad input never
 * throws: it comes back as an outcome with a clear message.
 */
export async function submitInquiry(read: () => Promise<PostedBody>, options: SubmitOptions): Promise<InquiryOutcome> {
  const { db, clientAddress, limiter } = options;
  const posted = await read();
  const raw = "values" in posted ? posted.values : {};
  const bodyError: RefusalCode | undefined = "problem" in posted ? posted.problem : undefined;
  const locale = isLocale(raw.locale) ? raw.locale : options.locale;
  const messages = await getMessages(db, locale);
  const t = (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars);
  const values = toInquiryValues(raw);
  const refuse = (code: RefusalCode, extra: { retryAfterSeconds?: number; vars?: Record<string, number> } = {}): InquiryOutcome => ({
    status: "refused",
    locale,
    httpStatus: refusalStatus[code],
    code,
    message: t(`inquiry.refused.${code}`, extra.vars),
    retryAfterSeconds: extra.retryAfterSeconds,
    values,
  });

  // Counted before anything else is looked at, so that malformed floods are limited too.
  const screening = await screenPublicForm(db, "inquiry", clientAddress, raw, limiter);
  if (screening.outcome === "limited") return refuse("rate_limited", { retryAfterSeconds: screening.retryAfterSeconds, vars: { minutes: screening.minutes } });
  if (bodyError) return refuse(bodyError);
  if (screening.outcome === "trap") return refuse("spam_detected");

  const validation = validateInquiry(values);
  if (!validation.success) {
    const fields = Object.fromEntries(
      Object.entries(validation.errors).map(([field, error]) => [field, t(error.key, error.vars)]),
    );
    return { status: "invalid", locale, httpStatus: 400, message: t("inquiry.errors.summary"), fields, values };
  }

  try {
    const { inquiry } = await createInquiry(db, validation.data, locale, options.mailer, options.origin);
    return { status: "created", locale, id: inquiry.id, kind: inquiry.kind, reference: inquiry.reference };
  } catch (error) {
    logger.error({ event: "inquiry.store_failed", err: error }, "An inquiry could not be stored.");
    return refuse("store_failed");
  }
}

