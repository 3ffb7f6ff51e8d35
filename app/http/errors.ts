// The one error model of every request (DESIGN "HTTP API"): a refusal is a RequestError with one
// code per meaning; the request kit (kit.server.ts) renders it as the JSON error body
// {"error": {"code", "message", "fields"?}} or as a page's data(). No server-only code here, so
// forms may share the field problems' shape.

import { type DomainError, type DomainErrorCode, type FieldIssue, type FieldProblems, type MessageRef, problemsOf } from "~/errors";

/** Each code and its status: one code per meaning. */
export const ERROR_STATUS = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  /** A reply by e-mail that the mail server refused or did not take (recorded all the same). */
  reply_failed: 502,
  /** The file store (S3) does not answer: try again later. */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export { type FieldIssue, type FieldProblems, type MessageRef, problemsOf };

export interface RequestErrorDetails {
  fields?: FieldProblems;
  /** A conflict: the stored version, and what the request sent (both versions travel together). */
  current?: unknown;
  yours?: unknown;
  retryAfterSeconds?: number;
  /** 405: the methods the call accepts. */
  allow?: string;
  /** Said before the message ("This name could not be saved."). */
  lead?: MessageRef;
}

export class RequestError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly reason: MessageRef,
    readonly details: RequestErrorDetails = {},
  ) {
    super(`${code}: ${reason.key}`);
    this.status = ERROR_STATUS[code];
  }
}

const ref = (key: string, vars?: MessageRef["vars"]): MessageRef => (vars ? { key, vars } : { key });

/** 400 about fields; the message is the first field's, unless `reason` says otherwise. */
export function invalidInput(fields: FieldProblems, reason?: MessageRef): RequestError {
  const first = Object.values(fields)[0];
  return new RequestError("invalid_input", reason ?? first ?? ref("auth.errors.invalidInput"), { fields });
}

export const notFound = (key: string, vars?: MessageRef["vars"]) => new RequestError("not_found", ref(key, vars));

/** 409: the stored version (`current`) and the one sent (`yours`), so the caller can choose. */
export const conflict = (key: string, both: { current: unknown; yours: unknown; fields?: FieldProblems; vars?: MessageRef["vars"] }) =>
  new RequestError("conflict", ref(key, both.vars), { current: both.current, yours: both.yours, fields: both.fields });

export const forbidden = (key = "auth.errors.forbidden") => new RequestError("forbidden", ref(key));

export const rateLimited = (key: string, retryAfterSeconds: number) =>
  new RequestError("rate_limited", ref(key, { seconds: retryAfterSeconds }), { retryAfterSeconds });

/** A refusal of the given status with field problems (400 invalid, 404, 409 conflict): domain results map here. */
export function fieldError(status: 400 | 404 | 409, issues: readonly FieldIssue[], notFoundKey: string): RequestError {
  if (status === 404) return notFound(notFoundKey);
  const fields = problemsOf(issues);
  if (status === 409) {
    const first = Object.values(fields)[0] ?? ref("auth.errors.invalidInput");
    return new RequestError("conflict", first, { fields });
  }
  return invalidInput(fields);
}

/** The status of each kind of refusal a domain command knows. */
const DOMAIN_CODES: Record<DomainErrorCode, ErrorCode> = {
  invalid: "invalid_input",
  not_found: "not_found",
  conflict: "conflict",
  limited: "rate_limited",
  unavailable: "unavailable",
};

/** A domain command's refusal as the request's: the one place a DomainError meets HTTP. */
export function fromDomainError(error: DomainError): RequestError {
  return new RequestError(DOMAIN_CODES[error.code], error.reason, error.details);
}
