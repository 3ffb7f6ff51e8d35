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

export const FAVORITES_KEY = "favorites";

function isFavorite(value: unknown): value is Favorite {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return Number.isSafeInteger(v.id) && typeof v.partNumber === "string" && !!v.name && typeof v.name === "object";
}

/** Reads the stored list; unreadable content is discarded (SPEC §4). */
export function readFavorites(storage: Pick<Storage, "getItem" | "removeItem">): Favorite[] {
  const raw = storage.getItem(FAVORITES_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) {
      const valid = parsed.filter(isFavorite);
      if (valid.length === parsed.length) return valid;
    }
  } catch {
    // fall through: discard
  }
  storage.removeItem(FAVORITES_KEY);
  return [];
}

/** Add (ignored when the id is already there), remove and clear: pure list operations. */
export const addFavorite = (list: Favorite[], item: Favorite) => (list.some((f) => f.id === item.id) ? list : [...list, item]);
export const removeFavorite = (list: Favorite[], id: number) => list.filter((f) => f.id !== id);
export const hasFavorite = (list: Favorite[], id: number) => list.some((f) => f.id === id);
