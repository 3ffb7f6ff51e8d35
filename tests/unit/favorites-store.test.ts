import { describe, expect, it } from "vitest";
import { FAVORITES_KEY, readFavorites } from "~/favorites/favorites-store";

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[FAVORITES_KEY, initial]]);
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const good = (id: number) => ({ id, partNumber: `P-${id}`, name: { en: `Part ${id}` }, manufacturer: "Acme", categorySlug: "relays", lifecycle: "active", image: null });

describe("favourites in local storage", () => {
  it("keep the readable entries when one is malformed, and write the list back without it", () => {
    const storage = memoryStorage(JSON.stringify([good(1), { id: "two", partNumber: 2 }, null, good(3), good(1)]));
    expect(readFavorites(storage).map((f) => f.id)).toEqual([1, 3]);
    expect(JSON.parse(storage.data.get(FAVORITES_KEY)!).map((f: { id: number }) => f.id)).toEqual([1, 3]);
  });

  it("discard content that is not a list at all", () => {
    for (const raw of ["{not json", '{"id":1}', "42"]) {
      const storage = memoryStorage(raw);
      expect(readFavorites(storage)).toEqual([]);
      expect(storage.data.has(FAVORITES_KEY)).toBe(false);
    }
  });

  it("leave a clean list untouched", () => {
    const raw = JSON.stringify([good(5)]);
    const storage = memoryStorage(raw);
    expect(readFavorites(storage)).toHaveLength(1);
    expect(storage.data.get(FAVORITES_KEY)).toBe(raw);
  });
});
