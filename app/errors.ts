// What a domain command says when it cannot do what was asked, with no HTTP in it: the request
// kit (app/http/kit.server.ts) maps a DomainError to its status and renders it in the request's
// language. Domain folders import this, never app/http (tests/unit/architecture.test.ts).

/** A message key and the values it needs ("admin.catalogue.errors.tooLong", {max: 64}). */
export interface MessageRef {
  key: string;
  vars?: Record<string, string | number>;
}

/** One problem per field, by dotted path ("name.en", "specs.2.value"); "form" is the whole body. */
export type FieldProblems = Record<string, MessageRef>;

/** One problem of one field as domain commands report it (a list: several fields may be wrong). */
export interface FieldIssue extends MessageRef {
  field: string;
}

/** The first problem of each field. */
export function problemsOf(issues: readonly FieldIssue[]): FieldProblems {
  const fields: FieldProblems = {};
  for (const { field, key, vars } of issues) fields[field || "form"] ??= vars ? { key, vars } : { key };
  return fields;
}

/**
 * The kinds of refusal a command knows: the input cannot be read or is refused (`invalid`, with
 * the fields), the record is gone (`not_found`), someone else's change or a unique value stands in
 * the way (`conflict`, with both versions when there are two), too many attempts (`limited`, with
 * when to try again), a service we depend on does not answer (`unavailable`).
 */
export type DomainErrorCode = "invalid" | "not_found" | "conflict" | "limited" | "unavailable";

export interface DomainErrorDetails {
  fields?: FieldProblems;
  /** A conflict: the stored version, and what was sent. */
  current?: unknown;
  yours?: unknown;
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly reason: MessageRef,
    readonly details: DomainErrorDetails = {},
  ) {
    super(`${code}: ${reason.key}`);
  }
}

/** A request body as a command that answers refusals itself takes it: the values, or why they could not be read. */
export type PostedBody = { values: Record<string, unknown> } | { problem: "payload_too_large" | "unsupported_media_type" | "invalid_input" };
