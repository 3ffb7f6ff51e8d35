// Every cookie and local-storage entry the site sets, in one place: the modules that set them take
// their names and lifetimes from here, and the cookie policy page lists exactly these.

const DAY = 24 * 3600;

export interface StoredItem {
  /** The name in the browser. */
  name: string;
  /** Cookie, or the browser's local storage (never sent to the server). */
  kind: "cookie" | "localStorage";
  /** Seconds; null: until the browser closes (cookies) or until cleared (local storage). */
  maxAge: number | null;
  /** Who gets it: every visitor who uses the feature, or signed-in staff only. */
  audience: "visitors" | "staff";
}

export const storedItems = {
  session: { name: "vitrine_session", kind: "cookie", maxAge: null, audience: "staff" },
  language: { name: "lang", kind: "cookie", maxAge: 365 * DAY, audience: "visitors" },
  quote: { name: "quote", kind: "cookie", maxAge: 30 * DAY, audience: "visitors" },
  listView: { name: "list_view", kind: "cookie", maxAge: 365 * DAY, audience: "visitors" },
  languageMemory: { name: "lang", kind: "localStorage", maxAge: null, audience: "visitors" },
  favorites: { name: "favorites", kind: "localStorage", maxAge: null, audience: "visitors" },
  compare: { name: "compare", kind: "localStorage", maxAge: null, audience: "visitors" },
  partsListMapping: { name: "parts_list_mapping", kind: "localStorage", maxAge: null, audience: "visitors" },
} as const satisfies Record<string, StoredItem>;

export type StoredItemKey = keyof typeof storedItems;

/** Over HTTPS the session cookie takes the `__Host-` prefix (ASVS 3.4.4). */
export const secureSessionCookieName = `__Host-${storedItems.session.name}`;

/** A lifetime in the largest whole unit: { unit: "years", count: 1 }. */
export function lifetime(maxAge: number | null): { unit: "browserSession" | "untilCleared" | "years" | "days"; count: number } {
  if (maxAge === null) return { unit: "browserSession", count: 0 };
  if (maxAge % (365 * DAY) === 0) return { unit: "years", count: maxAge / (365 * DAY) };
  return { unit: "days", count: Math.round(maxAge / DAY) };
}
