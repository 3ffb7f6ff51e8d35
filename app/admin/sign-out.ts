import { type AuthStatus, signedOutStatus } from "~/auth/auth-status";
import { apiRequest } from "./api-request";
import { setAuthStatus } from "./auth-status-store";
import { clearCsrfToken } from "./csrf-token";
import { HttpError } from "./http-error";
import { toast } from "./toast-store";

export const LOGIN_PATH = "/admin/login";
/** SPEC §9: to the sign-in page 200 ms after sign-out, a forced page load 300 ms later if needed. */
export const SIGN_OUT_REDIRECT_MS = 200;
export const SIGN_OUT_FORCED_LOAD_MS = 300;
export const LOGOUT_URL = "/api/admin/logout";

/** Forgets everything the admin knew: the anti-forgery token and the status. */
export function forgetSession(): void {
  clearCsrfToken();
  setAuthStatus(signedOutStatus);
}

/**
 * SPEC §4 logout: the call, then on success the caches go, the status becomes signed out, a
 * toast says so and the sign-in page follows. A 401 means the server had already ended the
 * session, which is a success too. Resolves with whether the session is over.
 */
export async function signOut({
  t,
  navigate,
  automatic = false,
}: {
  t: (key: string) => string;
  navigate: (path: string) => void;
  automatic?: boolean;
}): Promise<boolean> {
  try {
    await apiRequest("POST", LOGOUT_URL, undefined, { csrf: true });
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 401)) {
      const message = error instanceof Error ? error.message : "";
      toast({ variant: "destructive", title: t("auth.logoutFailed"), description: message || t("auth.logoutFailedFallback") });
      return false;
    }
  }
  forgetSession();
  toast({ title: t("auth.logoutSuccess"), description: automatic ? t("auth.sessionExpired") : undefined });
  setTimeout(() => {
    navigate(LOGIN_PATH);
    setTimeout(() => {
      if (window.location.pathname !== LOGIN_PATH) window.location.assign(LOGIN_PATH);
    }, SIGN_OUT_FORCED_LOAD_MS);
  }, SIGN_OUT_REDIRECT_MS);
  return true;
}

/**
 * When the page is closed: a request that survives the page (a beacon). It cannot carry headers,
 * so the token goes in its form body, which the logout call accepts for this reason only.
 */
export function sendCloseBeacon(status: AuthStatus | undefined): void {
  if (!status?.authenticated || !status.csrfToken) return;
  navigator.sendBeacon(LOGOUT_URL, new URLSearchParams({ csrfToken: status.csrfToken, intent: "close" }));
}
