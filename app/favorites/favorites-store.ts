import { storedItems } from "~/security/cookie-register";
import type { Localized } from "~/i18n/locales";

/** SPEC §3: a favourite is a product id plus the product data needed to show it offline. */
export interface Favorite {
  id: number;
  partNumber: string;
  name: Localized;
  manufacturer: string;
  categorySlug: string;
  lifecycle: string;
  image: string | null;
}

export const FAVORITES_KEY = storedItems.favorites.name;

function isFavorite(value: unknown): value is Favorite {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return Number.isSafeInteger(v.id) && typeof v.partNumber === "string" && !!v.name && typeof v.name === "object";
}

/**
 * Reads the stored list. Unreadable content is discarded (SPEC §4): one malformed entry (an edit
 * by hand, an older version's shape) costs that entry only, and the list is written back clean.
 */
export function readFavorites(storage: Pick<Storage, "getItem" | "setItem" | "removeItem">): Favorite[] {
  const raw = storage.getItem(FAVORITES_KEY);
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed)) {
    storage.removeItem(FAVORITES_KEY);
    return [];
  }
  const valid = parsed.filter(isFavorite).filter((item, i, all) => all.findIndex((other) => other.id === item.id) === i);
  if (valid.length !== parsed.length) storage.setItem(FAVORITES_KEY, JSON.stringify(valid));
  return valid;
}

/** Add (ignored when the id is already there), remove and clear: pure list operations. */
export const addFavorite = (list: Favorite[], item: Favorite) => (list.some((f) => f.id === item.id) ? list : [...list, item]);
export const removeFavorite = (list: Favorite[], id: number) => list.filter((f) => f.id !== id);
export const hasFavorite = (list: Favorite[], id: number) => list.some((f) => f.id === id);
