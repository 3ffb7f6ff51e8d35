import { readJsonOrForm } from "~/http/read-body.server";

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
 * The fields of a JSON object, URL-encoded or multipart body, read with a size cap, for the
 * public forms: what `readJsonOrForm` reads, with each problem as its status (an unknown type is
 * 415 here). Repeated form fields keep their last value; files are ignored.
 */
export async function readFields(request: Request, maxBytes = MAX_FORM_BYTES): Promise<Record<string, unknown>> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  const known = type === "application/json" || type.endsWith("+json") || type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
  if (!known) throw new BodyError("unsupported_media_type", 415);
  const body = await readJsonOrForm(request, maxBytes);
  if (!body.ok) throw body.problem === "too_large" ? new BodyError("payload_too_large", 413) : new BodyError("invalid_body", 400);
  if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) throw new BodyError("invalid_body", 400);
  return body.value as Record<string, unknown>;
}
