import { readLimited } from "~/http/read-body.server";

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

/**
 * The fields of a JSON object, URL-encoded or multipart body, read with a size cap. Repeated form
 * fields keep their last value; files are ignored.
 */
export async function readFields(request: Request, maxBytes = MAX_FORM_BYTES): Promise<Record<string, unknown>> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  const isJson = type === "application/json" || type.endsWith("+json");
  const isForm = type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
  if (!isJson && !isForm) throw new BodyError("unsupported_media_type", 415);
  const bytes = await readLimited(request, maxBytes);
  if (!bytes) throw new BodyError("payload_too_large", 413);

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
