/** Why a request body could not be read: each maps to one status and one message. */
export class BodyError extends Error {
  constructor(
    readonly code: "payload_too_large" | "unsupported_media_type" | "invalid_body",
    readonly status: 400 | 413 | 415,
  ) {
    super(code);
  }
}

/** Public form posts are small; anything bigger is refused before it is parsed. */
export const MAX_FORM_BYTES = 256 * 1024;

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw new BodyError("payload_too_large", 413);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // A chunked body has no Content-Length: count as it arrives.
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyError("payload_too_large", 413);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The fields of a JSON object, URL-encoded or multipart body, read with a size cap. Repeated form
 * fields keep their last value; files are ignored.
 */
export async function readFields(request: Request, maxBytes = MAX_FORM_BYTES): Promise<Record<string, unknown>> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  const isJson = type === "application/json" || type.endsWith("+json");
  const isForm = type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
  if (!isJson && !isForm) throw new BodyError("unsupported_media_type", 415);
  const bytes = await readCapped(request, maxBytes);

  if (isJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch {
      throw new BodyError("invalid_body", 400);
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new BodyError("invalid_body", 400);
    return parsed as Record<string, unknown>;
  }

  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type")! } }).formData();
  } catch {
    throw new BodyError("invalid_body", 400);
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  return fields;
}
