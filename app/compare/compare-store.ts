import { storedItems } from "~/security/cookie-register";

/** The products picked for comparison, kept on this device (local storage, like favourites). */
export interface CompareItem {
  id: number;
  partNumber: string;
}

export const COMPARE_KEY = storedItems.compare.name;
/** More columns than this do not fit a page, printed or on screen. */
export const MAX_COMPARE = 4;

function isItem(value: unknown): value is CompareItem {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return Number.isSafeInteger(v.id) && (v.id as number) > 0 && typeof v.partNumber === "string";
}

/** Reads the stored list; anything unreadable is discarded. */
export function readCompare(storage: Pick<Storage, "getItem" | "removeItem">): CompareItem[] {
  const raw = storage.getItem(COMPARE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every(isItem)) return parsed.slice(0, MAX_COMPARE);
  } catch {
    // fall through: discard
  }
  storage.removeItem(COMPARE_KEY);
  return [];
}

/** Adds at the end; ignored when already there or when the list is full. */
export function addCompare(list: CompareItem[], item: CompareItem): CompareItem[] {
  if (list.some((i) => i.id === item.id) || list.length >= MAX_COMPARE) return list;
  return [...list, item];
}

export const removeCompare = (list: CompareItem[], id: number) => list.filter((i) => i.id !== id);

/** `/compare?ids=1,2,3`: the page works from this URL alone. */
export const compareQuery = (list: CompareItem[]) => `?ids=${list.map((i) => i.id).join(",")}`;

/** The ids of a `?ids=` value: positive whole numbers, each once, at most MAX_COMPARE; the rest is ignored. */
export function parseCompareIds(raw: string | null): number[] {
  const ids: number[] = [];
  for (const part of (raw ?? "").split(",")) {
    if (!/^\d{1,9}$/.test(part.trim())) continue;
    const id = Number(part.trim());
    if (id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_COMPARE) break;
  }
  return ids;
}
