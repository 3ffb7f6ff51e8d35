import type { AuthStatus } from "~/auth/auth-status";

/** A signed-in administrator, as a browser holds it: the session cookie and the status. */
export interface HttpSession {
  cookie: string;
  status: AuthStatus;
}

/** The `name=value` of a Set-Cookie header, for the next request's Cookie header. */
export const cookiePair = (setCookie: string | null) => (setCookie ?? "").split(";")[0]!;

export function adminHttp(baseUrl: () => string) {
  const call = (path: string, init: RequestInit & { ip?: string } = {}) => {
    const headers = new Headers(init.headers);
    // The server trusts X-Forwarded-For from loopback: each test is its own client address.
    if (init.ip) headers.set("X-Forwarded-For", init.ip);
    return fetch(`${baseUrl()}${path}`, { ...init, headers, redirect: "manual" });
  };

  const login = (body: unknown, init: RequestInit & { ip?: string } = {}) =>
    call("/api/admin/login", {
      method: "POST",
      ...init,
      headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string>) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  async function signIn(username: string, password: string, ip: string): Promise<HttpSession> {
    const response = await login({ username, password }, { ip });
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
    return { cookie: cookiePair(response.headers.get("set-cookie")), status: (await response.json()) as AuthStatus };
  }

  const status = async (cookie: string) =>
    (await (await call("/api/admin/auth-status", { headers: { Cookie: cookie } })).json()) as AuthStatus;

  return { call, login, signIn, status };
}
