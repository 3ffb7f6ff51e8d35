/**
 * The results of a pure function kept by key, each computed once. When `max` are kept, all are
 * dropped and kept afresh: the bound matters only when the inputs keep changing (texts replaced
 * by content changes), not in the steady state. Server and browser alike.
 */
export function computedOnce<K, V>(max: number): (key: K, compute: () => V) => V {
  const kept = new Map<K, V>();
  return (key, compute) => {
    if (kept.has(key)) return kept.get(key) as V;
    const value = compute();
    if (kept.size >= max) kept.clear();
    kept.set(key, value);
    return value;
  };
}
