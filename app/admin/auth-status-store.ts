import { useSyncExternalStore } from "react";
import type { AuthStatus } from "~/auth/auth-status";
import { cacheCsrfToken, cachedCsrfToken } from "./csrf-token";
import { throwIfNotOk } from "./http-error";

export const AUTH_STATUS_URL = "/api/admin/auth-status";
/** SPEC §9: the status is fresh for 60 s and polled at that interval; 3 retries on failure. */
export const AUTH_STATUS_POLL_MS = 60_000;
export const AUTH_STATUS_RETRIES = 3;

// One store for the whole admin (module state, like a query cache), so the status survives
// navigation between the sign-in page and the admin area.
let current: AuthStatus | undefined;
let inFlight: Promise<AuthStatus> | undefined;
const listeners = new Set<() => void>();

export function setAuthStatus(status: AuthStatus): void {
  current = status;
  cacheCsrfToken(status);
  for (const listener of listeners) listener();
}

export function currentAuthStatus(): AuthStatus | undefined {
  return current;
}

// Retries wait 1 s, 2 s, 4 s (doubling, at most 30 s), as a query library would.
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

async function fetchAuthStatus(): Promise<AuthStatus> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(AUTH_STATUS_URL, { credentials: "include", cache: "no-store" });
      await throwIfNotOk(response);
      return (await response.json()) as AuthStatus;
    } catch (error) {
      if (attempt >= AUTH_STATUS_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
    }
  }
}

/** Fetches the status (one request at a time) and stores it. */
export function refreshAuthStatus(): Promise<AuthStatus> {
  inFlight ??= fetchAuthStatus()
    .then((status) => {
      setAuthStatus(status);
      return status;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** The anti-forgery token: the cached one while its session lasts, else a fresh status's. */
export async function getCsrfToken(): Promise<string | null> {
  return cachedCsrfToken() ?? (await refreshAuthStatus()).csrfToken;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last known status; undefined until the first answer. */
export function useAuthStatus(): AuthStatus | undefined {
  return useSyncExternalStore(subscribe, currentAuthStatus, () => undefined);
}
