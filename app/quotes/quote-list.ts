/**
 * The quote list: products and quantities a buyer gathers before sending one request. It lives in
 * a cookie, so adding to it and sending it work without JavaScript.
 */
export interface QuoteLine {
  productId: number;
  quantity: number;
}

export const MAX_QUOTE_LINES = 50;
export const MAX_QUANTITY = 1_000_000;

const validId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2147483647;

export function clampQuantity(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(n) ? Math.min(Math.max(Math.trunc(n), 1), MAX_QUANTITY) : 1;
}

/** "12:5,40:1" -> lines; anything unreadable is dropped. */
export function parseQuoteList(value: string | undefined): QuoteLine[] {
  if (!value) return [];
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // A malformed escape: read what can be read.
  }
  const lines = new Map<number, number>();
  for (const part of text.split(",")) {
    const [id, quantity] = part.split(":").map((n) => Number.parseInt(n, 10));
    if (id !== undefined && validId(id) && !lines.has(id)) lines.set(id, clampQuantity(quantity));
    if (lines.size >= MAX_QUOTE_LINES) break;
  }
  return [...lines].map(([productId, quantity]) => ({ productId, quantity }));
}

export function serializeQuoteList(lines: QuoteLine[]): string {
  return lines.slice(0, MAX_QUOTE_LINES).map((l) => `${l.productId}:${l.quantity}`).join(",");
}

/** Adds a product (or adds to its quantity when it is already listed). */
export function addQuoteLine(lines: QuoteLine[], productId: number, quantity: number): QuoteLine[] {
  if (!validId(productId)) return lines;
  const existing = lines.find((l) => l.productId === productId);
  if (existing) return lines.map((l) => (l.productId === productId ? { ...l, quantity: clampQuantity(l.quantity + quantity) } : l));
  return lines.length >= MAX_QUOTE_LINES ? lines : [...lines, { productId, quantity: clampQuantity(quantity) }];
}
