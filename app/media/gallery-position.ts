// Where a new image or document goes in a product's list: after the last one. The one rule for
// the bulk apply and the relink of a library file (decision 061).

/** The position after the last of `items` (0 for an empty list); gaps left by removals stay. */
export function nextPosition(items: ReadonlyArray<{ position: number }>): number {
  let last = -1;
  for (const item of items) if (item.position > last) last = item.position;
  return last + 1;
}
