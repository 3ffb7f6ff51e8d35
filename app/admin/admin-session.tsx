import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { AUTH_STATUS_POLL_MS, currentAuthStatus, refreshAuthStatus, useAuthStatus } from "./auth-status-store";
import { LOGIN_PATH, forgetSession, sendCloseBeacon, signOut } from "./sign-out";
import { toast } from "./toast-store";

/** SPEC §9: the session's expiry is checked at once and every 30 s. */
export const EXPIRY_CHECK_MS = 30_000;

interface AdminSessionValue {
  signOut: () => Promise<void>;
}

const AdminSessionContext = createContext<AdminSessionValue>({ signOut: async () => {} });

export const useAdminSession = () => useContext(AdminSessionContext);

// A failed poll keeps the last known status (the next poll or focus tries again).
const refreshQuietly = () => void refreshAuthStatus().catch(() => {});

/**
 * The client side of SPEC §4 "Admin session", around every staff page: keeps the status fresh
 * (on mount, on each page, every 60 s, on focus), signs out when the session expires, sends the
 * page-close request, and leaves for the sign-in page when the session is over.
 */
export function AdminSessionProvider({ children }: { children: React.ReactNode }) {
  const status = useAuthStatus();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const signingOut = useRef(false);
  const wasAuthenticated = useRef(false);

  const runSignOut = useCallback(
    async (automatic: boolean) => {
      if (signingOut.current) return;
      signingOut.current = true;
      const done = await signOut({ t, navigate, automatic });
      if (!done) signingOut.current = false;
    },
    [t, navigate],
  );

  useEffect(() => {
    if (pathname === LOGIN_PATH) signingOut.current = false;
    refreshQuietly();
  }, [pathname]);

  useEffect(() => {
    const poll = setInterval(refreshQuietly, AUTH_STATUS_POLL_MS);
    const onVisible = () => document.visibilityState === "visible" && refreshQuietly();
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) sendCloseBeacon(currentAuthStatus());
    };
    window.addEventListener("focus", refreshQuietly);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      clearInterval(poll);
      window.removeEventListener("focus", refreshQuietly);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, []);

  const checkExpiry = useEffectEvent(() => {
    const expiresAt = currentAuthStatus()?.expiresAt;
    if (currentAuthStatus()?.authenticated && expiresAt != null && Date.now() > expiresAt) void runSignOut(true);
  });
  const expiresAt = status?.expiresAt;
  useEffect(() => {
    if (expiresAt == null) return;
    checkExpiry();
    const timer = setInterval(checkExpiry, EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);

  const onStatus = useEffectEvent(() => {
    if (!status) return;
    // The server ended the session (signed out elsewhere, password changed, expired).
    if (wasAuthenticated.current && !status.authenticated && !signingOut.current) {
      forgetSession();
      toast({ title: t("auth.sessionEnded") });
    }
    wasAuthenticated.current = status.authenticated;
    if (!status.authenticated && pathname !== LOGIN_PATH && !signingOut.current) navigate(LOGIN_PATH);
  });
  useEffect(() => onStatus(), [status, pathname]);

  const value = useMemo(() => ({ signOut: () => runSignOut(false) }), [runSignOut]);
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}
