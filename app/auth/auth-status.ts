/** SPEC §3 "Admin auth status", the answer of GET /api/admin/auth-status. */
export interface AuthStatus {
  authenticated: boolean;
  /** The anti-forgery token of this session, sent back as X-CSRF-Token on changes. */
  csrfToken: string | null;
  /** When the session will end unless used again, in ms since the epoch. */
  expiresAt: number | null;
}

export const signedOutStatus: AuthStatus = { authenticated: false, csrfToken: null, expiresAt: null };

export function toAuthStatus(session: { csrfToken: string; expiresAt: Date } | null): AuthStatus {
  return session
    ? { authenticated: true, csrfToken: session.csrfToken, expiresAt: session.expiresAt.getTime() }
    : signedOutStatus;
}
