import { useEffect } from "react";
import { useLocation } from "react-router";

// SPEC §2/§9: repeated, because content that arrives late (images, lazy parts) can move the page.
export const SCROLL_RESET_DELAYS = [0, 50, 100, 250] as const;

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timers = SCROLL_RESET_DELAYS.map((delay) => window.setTimeout(() => window.scrollTo(0, 0), delay));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [pathname]);
  return null;
}
