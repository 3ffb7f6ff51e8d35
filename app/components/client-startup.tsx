import { useEffect } from "react";
import { isLocale } from "~/i18n/locales";
import { rememberLanguage } from "./language-switcher";

// SPEC §4: at start the app drops taxonomy lists an older version cached in local storage.
const STALE_KEYS = ["categories", "featuredCategories", "featured-categories", "subcategories", "applications"];

/** Once per page load: clear stale caches; restore the cookie from a choice kept on the device. */
export function ClientStartup() {
  useEffect(() => {
    // Marks the page as interactive (browser tests wait for it before they click).
    document.documentElement.dataset.hydrated = "true";
    try {
      for (const key of STALE_KEYS) window.localStorage.removeItem(key);
      const stored = window.localStorage.getItem("lang");
      if (isLocale(stored) && !/(?:^|;\s*)lang=/.test(document.cookie)) rememberLanguage(stored);
    } catch {
      // Storage can be disabled; nothing to do then.
    }
  }, []);
  return null;
}
