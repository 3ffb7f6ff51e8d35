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

/** "12:5,40:1" (the cookie's value as read, already decoded) -> lines; anything unreadable is dropped. */
export function parseQuoteList(value: string | undefined): QuoteLine[] {
  if (!value) return [];
  const lines = new Map<number, number>();
  for (const part of value.split(",")) {
    const [id, quantity] = part.split(":").map((n) => Number.parseInt(n, 10));
    if (id !== undefined && validId(id) && !lines.has(id)) lines.set(id, clampQuantity(quantity));
    if (lines.size >= MAX_QUOTE_LINES) break;
  }
  return [...lines].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * A part to source (issue 32): what a buyer typed in a search that found nothing, asked for as it
 * is. Not one of our products: the quote request carries it with no product id.
 */
export interface PartLine {
  part: string;
  quantity: number;
}

export const MAX_PART_LINES = 10;
export const MAX_PART_LENGTH = 100;
// In the cookie a part is "t" and its text percent-encoded, so commas and colons stay inside it.
const PART_PREFIX = "t";

/** A part's text as stored: one line, trimmed, at most MAX_PART_LENGTH characters ("" when nothing is left). */
export function cleanPart(value: unknown): string {
  return typeof value === "string"
    ? value
        // eslint-disable-next-line no-control-regex -- control characters never belong in a part's name
        .replace(/[\u0000-\u001f\u007f]/g, " ")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, MAX_PART_LENGTH)
    : "";
}

/**
 * The parts to source of the cookie's value as read ("t<text>:qty" entries, each text still
 * percent-encoded so that its commas and colons stay inside it); anything unreadable is dropped.
 */
export function parsePartLines(value: string | undefined): PartLine[] {
  if (!value) return [];
  const parts = new Map<string, number>();
  for (const entry of value.split(",")) {
    if (!entry.startsWith(PART_PREFIX)) continue;
    const [encoded = "", quantity] = entry.slice(PART_PREFIX.length).split(":");
    let part = "";
    try {
      part = cleanPart(decodeURIComponent(encoded));
    } catch {
      continue;
    }
    if (part && !parts.has(part)) parts.set(part, clampQuantity(quantity));
    if (parts.size >= MAX_PART_LINES) break;
  }
  return [...parts].map(([part, quantity]) => ({ part, quantity }));
}

/**
 * The parts list kept on the server (decision 055): its draft's id, and its number of lines so
 * that every page's header counts them without reading the draft.
 */
export interface DraftRef {
  id: string;
  lines: number;
}

// In the cookie: "d<id>.<lines>".
const DRAFT_ENTRY = /^d([A-Za-z0-9_-]{1,64})\.(\d{1,4})$/;

/** The parts-list draft the cookie's value names, if any (the draft store checks the id). */
export function parseDraftRef(value: string | undefined): DraftRef | null {
  for (const entry of value?.split(",") ?? []) {
    const found = DRAFT_ENTRY.exec(entry);
    if (found) return { id: found[1]!, lines: Number(found[2]) };
  }
  return null;
}

export function serializeQuoteList(lines: QuoteLine[], parts: PartLine[] = [], draft: DraftRef | null = null): string {
  return [
    ...(draft && DRAFT_ENTRY.test(`d${draft.id}.${draft.lines}`) ? [`d${draft.id}.${draft.lines}`] : []),
    ...lines.slice(0, MAX_QUOTE_LINES).map((l) => `${l.productId}:${l.quantity}`),
    ...parts.slice(0, MAX_PART_LINES).map((p) => `${PART_PREFIX}${encodeURIComponent(p.part)}:${p.quantity}`),
  ].join(",");
}

/** `line` added to `list`: to the quantity of the line it is the same as, else at the end while there is room. */
function addLine<T extends { quantity: number }>(list: T[], line: T, same: (other: T) => boolean, max: number): T[] {
  if (list.some(same)) return list.map((other) => (same(other) ? { ...other, quantity: clampQuantity(other.quantity + line.quantity) } : other));
  return list.length >= max ? list : [...list, { ...line, quantity: clampQuantity(line.quantity) }];
}

/** Adds a part to source (or adds to its quantity when it is already listed). */
export function addPartLine(parts: PartLine[], value: unknown, quantity: number): PartLine[] {
  const part = cleanPart(value);
  return part ? addLine(parts, { part, quantity }, (p) => p.part === part, MAX_PART_LINES) : parts;
}

/** Adds a product (or adds to its quantity when it is already listed). */
export function addQuoteLine(lines: QuoteLine[], productId: number, quantity: number): QuoteLine[] {
  return validId(productId) ? addLine(lines, { productId, quantity }, (l) => l.productId === productId, MAX_QUOTE_LINES) : lines;
}
