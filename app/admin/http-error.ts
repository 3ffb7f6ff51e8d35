/**
 * SPEC §8: any non-OK answer throws an Error whose message is the status, a colon, then the body
 * text or the status text. The status is also kept as a number, for code that branches on it.
 */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw new HttpError(response.status, await response.text(), response.statusText);
}

/** The server's `{"error": {"message", "fields"}}` in an HttpError, when the body is one. */
export function apiErrorOf(error: unknown): { message?: string; fields?: Record<string, string> } {
  if (!(error instanceof HttpError)) return {};
  try {
    const parsed = JSON.parse(error.body) as { error?: { message?: unknown; fields?: unknown } };
    const message = typeof parsed.error?.message === "string" ? parsed.error.message : undefined;
    const fields =
      parsed.error?.fields && typeof parsed.error.fields === "object"
        ? (parsed.error.fields as Record<string, string>)
        : undefined;
    return { message, fields };
  } catch {
    return {};
  }
}
