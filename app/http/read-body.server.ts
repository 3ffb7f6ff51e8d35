import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";

export type BodyProblem = "invalid_json" | "too_large" | "unsupported_type";
export type BodyResult = { ok: true; value: unknown } | { ok: false; problem: BodyProblem };

// PostgreSQL text cannot hold a NUL byte: it is dropped from every value a body brings.
const noNul = (text: string) => text.replaceAll("\u0000", "");
const withoutNul = (_key: string, value: unknown) => (typeof value === "string" ? noNul(value) : value);

/** Larger than any form this site takes as JSON or URL-encoded fields. */
export const MAX_FORM_BYTES = 2 * 1024 * 1024;

// A body over the limit is still read (and dropped) up to this much, so that the client, still
// sending, gets the 413 instead of a reset connection; beyond it the connection is cut.
export const DRAIN_BYTES = 16 * 1024 * 1024;

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

/** The media type a request says its body has, lower case, without parameters. */
export const bodyType = (request: Request) => (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();

const isJson = (type: string) => type === "application/json" || type.endsWith("+json");
const isForm = (type: string) => type === "application/x-www-form-urlencoded" || type === "multipart/form-data";

/** Form fields (with their files) from a body's bytes; undefined when they cannot be read as a form. */
export async function parseForm(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData | undefined> {
  if (!isForm(contentType.split(";")[0]!.trim().toLowerCase())) return undefined;
  try {
    // From the bytes, not a decoded string: a multipart body may hold binary parts.
    const form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
    const clean = new FormData();
    for (const [name, field] of form) clean.append(noNul(name), typeof field === "string" ? noNul(field) : field);
    return clean;
  } catch {
    return undefined;
  }
}

/** A body's bytes as plain values: JSON as it is; form fields as text (the last of repeated ones, files left out). */
export async function parseJsonOrForm(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<BodyResult> {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (bytes.byteLength === 0) return { ok: true, value: {} };
  if (isJson(type)) {
    try {
      return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes), withoutNul) };
    } catch {
      return { ok: false, problem: "invalid_json" };
    }
  }
  const form = await parseForm(bytes, contentType);
  if (!form) return { ok: false, problem: "unsupported_type" };
  const value: Record<string, string> = {};
  for (const [name, field] of form) if (typeof field === "string") value[name] = field;
  return { ok: true, value };
}

/**
 * A JSON, URL-encoded or multipart body as plain values, never reading more than `maxBytes`.
 * An empty body is `{}`, so that the schema names the missing fields.
 */
export async function readJsonOrForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<BodyResult> {
  const bytes = await readLimited(request, maxBytes);
  if (!bytes) return { ok: false, problem: "too_large" };
  return parseJsonOrForm(bytes, request.headers.get("Content-Type") ?? "");
}

/** One text field of a form body, leaving the request readable for the action. */
export async function readFormField(request: Request, name: string): Promise<string | undefined> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return undefined;
  // A large upload is not read twice: its field is read from the head of a multipart body (a
  // form puts it before its files); a large URL-encoded body sends it as a header instead.
  if (Number(request.headers.get("Content-Length")) > MAX_FORM_BYTES) return /^multipart\/form-data/i.test(type) ? multipartHeadField(request, type, name) : undefined;
  const result = await readJsonOrForm(request.clone());
  if (!result.ok) return undefined;
  const value = (result.value as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * The field `name` of a multipart body when it comes before any file part, read from a copy of the
 * body's first parts only (busboy, stopped as soon as the field or a file is reached): the body
 * itself stays whole for the action, which streams its files.
 */
function multipartHeadField(request: Request, type: string, name: string): Promise<string | undefined> {
  const body = request.clone().body;
  if (!body) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { "content-type": type }, limits: { fields: 20, fieldSize: 4096 } });
    } catch {
      resolve(undefined);
      return;
    }
    const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
    const done = (value: string | undefined) => {
      source.unpipe(parser);
      source.destroy();
      resolve(value);
    };
    parser.on("field", (field, value) => {
      if (field === name) done(value);
    });
    parser.on("file", (_field, stream) => {
      stream.resume();
      done(undefined);
    });
    parser.on("error", () => done(undefined));
    parser.on("close", () => done(undefined));
    source.on("error", () => done(undefined));
    source.pipe(parser);
  });
}
