import { apiError } from "./api-error.server";
import { bundledTranslator } from "./request-translator.server";

export type BodyProblem = "invalid_json" | "too_large" | "unsupported_type";
export type BodyResult = { ok: true; value: unknown } | { ok: false; problem: BodyProblem };

// PostgreSQL text cannot hold a NUL byte: it is dropped from every value a body brings.
const noNul = (text: string) => text.replaceAll("\u0000", "");
const withoutNul = (_key: string, value: unknown) => (typeof value === "string" ? noNul(value) : value);

/** Larger than any form this site takes as JSON or URL-encoded fields. */
export const MAX_FORM_BYTES = 2 * 1024 * 1024;

// A body over the limit is still read (and dropped) up to this much, so that the client, still
// sending, gets the 413 instead of a reset connection; beyond it the connection is cut.
const DRAIN_BYTES = 16 * 1024 * 1024;

/** The body's bytes, or undefined when it is larger than `maxBytes` (then read and dropped). */
export async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > DRAIN_BYTES) {
      await reader.cancel();
      return undefined;
    }
    if (size <= maxBytes) chunks.push(value);
  }
  if (size > maxBytes) return undefined;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A JSON, URL-encoded or multipart body as plain values, never reading more than `maxBytes`.
 * An empty body is `{}`, so that the schema names the missing fields.
 */
export async function readJsonOrForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<BodyResult> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  const bytes = await readLimited(request, maxBytes);
  if (!bytes) return { ok: false, problem: "too_large" };
  if (bytes.byteLength === 0) return { ok: true, value: {} };
  if (type === "application/json" || type.endsWith("+json")) {
    try {
      return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes), withoutNul) };
    } catch {
      return { ok: false, problem: "invalid_json" };
    }
  }
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
    try {
      // From the bytes, not a decoded string: a multipart body may hold binary parts.
      const form = await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type")! } }).formData();
      const value: Record<string, string> = {};
      for (const [name, field] of form) if (typeof field === "string") value[noNul(name)] = noNul(field);
      return { ok: true, value };
    } catch {
      return { ok: false, problem: "unsupported_type" };
    }
  }
  return { ok: false, problem: "unsupported_type" };
}

/** One text field of a form body, leaving the request readable for the action. */
export async function readFormField(request: Request, name: string): Promise<string | undefined> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return undefined;
  // Large uploads are not read twice: they send their fields (the anti-forgery token) as headers.
  if (Number(request.headers.get("Content-Length")) > MAX_FORM_BYTES) return undefined;
  const result = await readJsonOrForm(request.clone());
  if (!result.ok) return undefined;
  const value = (result.value as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * A URL-encoded or multipart body as FormData (files included) for the page actions, never
 * reading more than `maxBytes`: past it the action stops with 413, another type with 415, both as
 * DESIGN's JSON error in the request's language. An empty body is an empty form.
 */
export async function readFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  const refuse = (status: 413 | 415) => {
    const { t } = bundledTranslator({ cookie: request.headers.get("Cookie") ?? "", acceptLanguage: request.headers.get("Accept-Language") ?? "" });
    return status === 413
      ? apiError(413, "payload_too_large", t("auth.errors.tooLarge"), { headers: { Connection: "close" } })
      : apiError(415, "unsupported_media_type", t("auth.errors.unsupportedType"));
  };
  const bytes = await readLimited(request, maxBytes);
  if (!bytes) throw refuse(413);
  if (bytes.byteLength === 0) return new FormData();
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) throw refuse(415);
  try {
    const form = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
    const clean = new FormData();
    for (const [name, field] of form) clean.append(noNul(name), typeof field === "string" ? noNul(field) : field);
    return clean;
  } catch {
    throw refuse(415);
  }
}
