import type { AuthStatus } from "~/auth/auth-status";

// SPEC §7: the anti-forgery token comes from the auth-status call and is kept until expiresAt.
let cached: { token: string; expiresAt: number } | undefined;

export function cacheCsrfToken(status: AuthStatus): void {
  cached =
    status.authenticated && status.csrfToken && status.expiresAt
      ? { token: status.csrfToken, expiresAt: status.expiresAt }
      : undefined;
}

export function cachedCsrfToken(now = Date.now()): string | undefined {
  return cached && now < cached.expiresAt ? cached.token : undefined;
}

export function clearCsrfToken(): void {
  cached = undefined;
}
