// The request kit: the one way a page action or a JSON call handles a request.
//
//   guard (session and role: 401/403 before 405 or any body work)
//   -> method (405 with Allow) -> body (read once, capped, one status table)
//   -> validation (the command's zod schema; issues become field messages in the request's language)
//   -> actor -> the domain call -> one error type (RequestError) rendered as JSON or as page data.
//
// A route adapter (the route itself, or a sibling `*.server.ts`) calls `json()` or `page()`;
// domain folders never see the request. See docs/architecture.md "A route with the request kit".
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { type AdminActor, adminActor, apiKeyActor } from "~/audit/admin-actor.server";
import type { AdminRole } from "~/auth/roles";
import type { AdminSession } from "~/auth/sessions.server";
import { backupServiceContext, databaseContext, mailerContext, pageHandlesContext, sessionPolicyContext, storageContext } from "~/http/context";
import { pagePolicy, pageQuery } from "~/http/page-query";
import type { Database } from "~/db/client.server";
import { type FieldKeys, fieldMessages, zodFieldProblems } from "~/i18n/field-messages";
import type { Locale } from "~/i18n/locales";
import { StorageUnavailableError } from "~/media/storage.server";
import type { Translator } from "~/i18n/translate";
import { errorMessage, logger } from "~/observability/logger.server";
import { apiError } from "./api-error.server";
import { DomainError, type PostedBody } from "~/errors";
import { type FieldProblems, type MessageRef, RequestError, fromDomainError, invalidInput, notFound } from "./errors";
import { MAX_FORM_BYTES, type BodyProblem, parseForm, parseJsonOrForm, readLimited } from "./read-body.server";
import { requestInfoContext } from "./request-info.server";
import { requestLogContext } from "./request-log.server";
import { staffLanguageSwitch } from "./staff-language-switch.server";
import { requestTranslator } from "./request-translator.server";
import { requireAdmin } from "./require-admin.server";
import { bearerToken, requireApiKey } from "./require-api-key.server";
import type { ApiKeyPrincipal } from "~/api-keys/api-keys.server";
import type { ApiScope } from "~/api-keys/scopes";

export interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params?: Record<string, string | undefined>;
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call: anyone, or a signed-in member of staff with at least this role. */
export type Access = "public" | AdminRole;

export interface KitOptions {
  access: Access;
  /** Also take the anti-forgery token from a form field in a JSON call (the page-close beacon). */
  acceptFormToken?: boolean;
  /**
   * A staff page's loader that honours `?lang=xx` (the staff area's layouts and sign-in page):
   * the choice is kept in the cookie and the clean URL shown, before the guard.
   */
  languageSwitch?: boolean;
  /**
   * The scope an API key needs for each method (issue 34, decision 058): the one declaration of
   * what outside systems may call. A JSON call with `Authorization: Bearer <key>` is let in by
   * the key's scopes instead of a session (no anti-forgery token); a method not listed here, and
   * every page, is never reachable by key.
   */
  scopes?: Partial<Record<Method, ApiScope>>;
}

/** The one status table of body problems. */
const BODY_PROBLEMS: Record<BodyProblem, RequestError> = {
  invalid_json: new RequestError("invalid_input", { key: "auth.errors.invalidJson" }),
  too_large: new RequestError("payload_too_large", { key: "auth.errors.tooLarge" }),
  unsupported_type: new RequestError("unsupported_media_type", { key: "auth.errors.unsupportedType" }),
};

export interface InputOptions {
  keys?: FieldKeys;
  /** The cap on the body; MAX_FORM_BYTES unless the command says less. */
  maxBytes?: number;
  /** The message of the 400 (the first field's otherwise). */
  reason?: MessageRef;
  /** Turn the body's plain values into what the schema reads (a form's "name.en" fields, a PATCH's merge). */
  prepare?: (body: Record<string, unknown>) => unknown | Promise<unknown>;
}

const DEFAULT_KEYS: FieldKeys = { invalid: "auth.errors.invalidInput" };

/** What a handler gets: the request's database, language, actor, and its body once validated. */
export class Call {
  constructor(
    readonly request: Request,
    readonly context: Readonly<RouterContextProvider>,
    readonly params: Record<string, string | undefined>,
    readonly db: Database,
    readonly translator: Translator,
    readonly session: AdminSession | undefined,
    /** The API key the call was made with (then there is no session). */
    readonly apiKey?: ApiKeyPrincipal,
  ) {}

  get t() {
    return this.translator.t;
  }
  get locale(): Locale {
    return this.translator.locale;
  }
  get ip() {
    return this.context.get(requestInfoContext).ip;
  }
  /** Whether the request came over HTTPS (cookies' Secure attribute). */
  get secure() {
    return this.context.get(requestInfoContext).secure;
  }
  /** The request log line's fields, for a route to add what it learnt (the catalogue's strategies). */
  get log() {
    return this.context.get(requestLogContext);
  }
  get sessionPolicy() {
    return this.context.get(sessionPolicyContext);
  }
  get backups() {
    return this.context.get(backupServiceContext);
  }
  get storage() {
    return this.context.get(storageContext);
  }
  get mailer() {
    return this.context.get(mailerContext);
  }
  /** `search` with only the parameters the routes of `pathname` read (app/http/page-query.ts), none of `drop`. */
  pageQueryOf(pathname: string, search: string, drop: readonly string[] = []): string {
    return pageQuery(search, pagePolicy(this.context.get(pageHandlesContext)(pathname)).reads, drop);
  }
  /** The signed-in member of staff as the audit log names them. */
  get actor(): AdminActor {
    if (this.apiKey) return apiKeyActor(this.apiKey, this.ip);
    if (!this.session) throw new Error("A public call has no actor.");
    return adminActor(this.session, this.ip);
  }

  /**
   * A second scope a call by API key needs for part of its body (the upsert by part number with
   * `availability` wants `availability:write` beside `products:write`); staff sessions pass.
   */
  requireScope(scope: ApiScope): void {
    if (this.apiKey && !this.apiKey.scopes.includes(scope)) throw new RequestError("forbidden", { key: "auth.errors.apiKeyScope", vars: { scope } });
  }

  #bytes: Promise<Uint8Array<ArrayBuffer>> | undefined;
  /** The body's bytes, read once, never more than `maxBytes` (413 beyond). */
  #read(maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
    this.#bytes ??= readCapped(this.request, maxBytes);
    return this.#bytes;
  }

  /** The body's plain values (a JSON object, or form fields as text), read once with the cap. */
  async body(maxBytes = MAX_FORM_BYTES): Promise<Record<string, unknown>> {
    return bodyValues(await this.#read(maxBytes), this.request.headers.get("Content-Type") ?? "");
  }

  /** A form post's fields with repeated names and files (a page's form), read once with the cap. */
  async formData(maxBytes = MAX_FORM_BYTES): Promise<FormData> {
    const bytes = await this.#read(maxBytes);
    if (!bytes.byteLength) return new FormData();
    const form = await parseForm(bytes, this.request.headers.get("Content-Type") ?? "");
    if (!form) throw BODY_PROBLEMS.unsupported_type;
    return form;
  }

  /** The body checked by `schema`; otherwise a 400 RequestError naming each field's problem. */
  async input<S extends z.ZodType>(schema: S, options: InputOptions = {}): Promise<z.output<S>> {
    const body = await this.body(options.maxBytes);
    return validate(schema, options.prepare ? await options.prepare(body) : body, options.keys, options.reason);
  }

  /**
   * The JSON API's enumerated query parameters: a value outside its list (repeated or
   * comma-separated values each count) is a 400 naming the allowed values. Pages stay lenient.
   */
  enums(allowed: Record<string, readonly string[]>): void {
    const params = new URL(this.request.url).searchParams;
    const fields: FieldProblems = {};
    for (const [name, list] of Object.entries(allowed)) {
      for (const value of params.getAll(name).flatMap((v) => v.split(",")).map((v) => v.trim())) {
        if (value && !list.includes(value)) fields[name] ??= { key: "http.errors.unknownValue", vars: { name, value, allowed: list.join(", ") } };
      }
    }
    if (Object.keys(fields).length) throw invalidInput(fields);
  }

  /** A query string checked by `schema` (400 naming the allowed values when it refuses). */
  query<S extends z.ZodType>(schema: S, keys: FieldKeys = DEFAULT_KEYS): z.output<S> {
    return validate(schema, Object.fromEntries(new URL(this.request.url).searchParams), keys);
  }
}

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await readLimited(request, maxBytes);
  if (!bytes) throw BODY_PROBLEMS.too_large;
  return bytes;
}

async function bodyValues(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<Record<string, unknown>> {
  const body = await parseJsonOrForm(bytes, contentType);
  if (!body.ok) throw BODY_PROBLEMS[body.problem];
  const value = body.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw BODY_PROBLEMS.invalid_json;
  return value as Record<string, unknown>;
}

/**
 * A body read as a result rather than a throw, for a command that answers a refusal itself (the
 * public forms): its values, or the refusal's code.
 */
export async function bodyOrProblem(read: Promise<Record<string, unknown>>): Promise<PostedBody> {
  try {
    return { values: await read };
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    return { problem: error.code === "payload_too_large" || error.code === "unsupported_media_type" ? error.code : "invalid_input" };
  }
}

/** A request's body as plain values, outside a Call (a test, a script): the same cap and status table. */
export async function readBody(request: Request, maxBytes = MAX_FORM_BYTES): Promise<Record<string, unknown>> {
  return bodyValues(await readCapped(request, maxBytes), request.headers.get("Content-Type") ?? "");
}

/** `value` checked by `schema`; otherwise a 400 RequestError naming each field's problem. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, keys: FieldKeys = DEFAULT_KEYS, reason?: MessageRef): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalidInput(zodFieldProblems(parsed.error, keys), reason);
}

async function open(args: RequestArgs, options: KitOptions, { api = false } = {}): Promise<Call> {
  const { request, context } = args;
  const token = api && options.access !== "public" ? bearerToken(request) : undefined;
  if (token !== undefined) {
    const method = (request.method === "HEAD" ? "GET" : request.method) as Method;
    const key = await requireApiKey(request, context, token, options.scopes?.[method]);
    const db = context.get(databaseContext);
    return new Call(request, context, args.params ?? {}, db, await requestTranslator(request, db), undefined, key);
  }
  if (options.languageSwitch) {
    const switched = staffLanguageSwitch(request, context.get(requestInfoContext).secure);
    if (switched) throw switched;
  }
  // The guard comes first: a stranger learns nothing (not even the methods) before signing in.
  const session = options.access === "public" ? undefined : await requireAdmin(request, context, { role: options.access, acceptFormToken: options.acceptFormToken });
  const db = context.get(databaseContext);
  return new Call(request, context, args.params ?? {}, db, await requestTranslator(request, db), session);
}

/** A refusal in the request's language: what both renderings say. */
export interface RenderedError {
  status: number;
  code: RequestError["code"];
  message: string;
  fields?: Record<string, string>;
  current?: unknown;
  yours?: unknown;
  headers: Record<string, string>;
}

export function renderError(error: RequestError, t: Translator["t"]): RenderedError {
  const { details } = error;
  const lead = details.lead ? `${t(details.lead.key, details.lead.vars)} ` : "";
  const headers: Record<string, string> = {};
  if (details.retryAfterSeconds) headers["Retry-After"] = String(details.retryAfterSeconds);
  if (details.allow) headers.Allow = details.allow;
  return {
    status: error.status,
    code: error.code,
    message: lead + t(error.reason.key, error.reason.vars),
    ...(details.fields ? { fields: fieldMessages(t, details.fields) } : {}),
    ...("current" in details ? { current: details.current, yours: details.yours } : {}),
    headers,
  };
}

/** The one JSON rendering of a refusal: {"error": {"code", "message", "fields"?, "current"?, "yours"?}}. */
export function jsonError(error: RequestError, t: Translator["t"]): Response {
  const { status, code, message, fields, headers, ...versions } = renderError(error, t);
  return apiError(status, code, message, { fields, headers, ...versions });
}

/**
 * A domain command's refusal becomes the request's (a file store that does not answer is a 503
 * for the caller, logged here with its cause, not a 500).
 */
export function asRequestError(error: unknown): unknown {
  if (!(error instanceof DomainError)) return error;
  if (error instanceof StorageUnavailableError) logger.error({ event: "storage.unavailable", error: errorMessage(error.cause) }, error.message);
  return fromDomainError(error);
}

type Handler = (call: Call) => Promise<Response> | Response;

/**
 * A JSON call: guard, then the handler of the request's method (405 naming the others), then any
 * RequestError as the JSON error body. Use it from both the loader and the action of an API route.
 */
export async function json(args: RequestArgs, options: KitOptions, handlers: Partial<Record<Method, Handler>>): Promise<Response> {
  const call = await open(args, options, { api: true });
  try {
    const method = args.request.method === "HEAD" ? "GET" : (args.request.method as Method);
    const handler = handlers[method];
    if (!handler) {
      const allow = Object.keys(handlers).join(", ");
      throw new RequestError("method_not_allowed", { key: "auth.errors.methodNotAllowed", vars: { method: allow } }, { allow });
    }
    return await handler(call);
  } catch (thrown) {
    const error = asRequestError(thrown);
    if (error instanceof RequestError) return jsonError(error, call.t);
    throw error;
  }
}

/**
 * A page action: guard, then the handler; a RequestError becomes `data()` with its status, shaped
 * by `onError` for the page's form. Without `onError` it is thrown (the route's error boundary).
 */
export async function page<T, E = never>(
  args: RequestArgs,
  options: KitOptions,
  handler: (call: Call) => Promise<T>,
  onError?: (rendered: RenderedError, error: RequestError, call: Call) => E | Promise<E>,
) {
  const call = await open(args, options);
  try {
    return await handler(call);
  } catch (thrown) {
    const error = asRequestError(thrown);
    if (!(error instanceof RequestError)) throw error;
    const rendered = renderError(error, call.t);
    const { status, headers, ...body } = rendered;
    if (!onError) throw data({ error: body }, { status, headers });
    return data(await onError(rendered, error, call), { status, headers });
  }
}

/** A page loader: guard, then the handler; a RequestError is thrown as `data()` for the error boundary. */
export async function pageLoader<T>(args: RequestArgs, options: KitOptions, handler: (call: Call) => Promise<T>): Promise<T> {
  // Without `onError`, page() throws every RequestError, so what it returns is the handler's.
  return (await page(args, options, handler)) as T;
}

/** A route's numeric id (the one rule for ids in URLs); anything else is `refusal` (a 404). */
export function routeId(raw: string | undefined, refusal: RequestError = notFound("auth.errors.notFound")): number {
  if (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0) return Number(raw);
  throw refusal;
}
