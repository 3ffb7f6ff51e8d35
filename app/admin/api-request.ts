import { getCsrfToken } from "./auth-status-store";
import { throwIfNotOk } from "./http-error";

/**
 * A call to the admin API with credentials; JSON body when `data` is given. With `csrf`, the
 * anti-forgery token goes in the X-CSRF-Token header. Any non-OK answer throws (SPEC §8).
 */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  { csrf = false }: { csrf?: boolean } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (data !== undefined) headers["Content-Type"] = "application/json";
  if (csrf) {
    const token = await getCsrfToken();
    if (token) headers["X-CSRF-Token"] = token;
  }
  const response = await fetch(url, {
    method,
    headers,
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}
