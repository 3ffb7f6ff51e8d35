/**
 * "rm22-tg.20 /x" -> "RM22TG20X": how part numbers are compared, whatever their punctuation. The
 * mirror of the generated columns products.part_number_normalized and
 * product_cross_references.part_number_normalized (app/db/schema.ts:
 * upper(regexp_replace(part_number, '[^A-Za-z0-9]', '', 'g'))), so that a query finds what they index.
 */
export function normalizePartNumber(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
}

/**
 * "MY2N-GS DC24" -> "MY2NGS24V", "IME12-04BPSZCOS" -> "1ME1204BPSZC0S": the part number as buyers
 * may type it, the mirror of the SQL function part_number_key (and so of the generated columns
 * products.part_number_key and product_cross_references.part_number_key). A DC voltage written
 * any way is one token ("24VDC", "DC24", "DC24V" -> "24V"); the letters O and I read as 0 and 1.
 */
export function partNumberKey(value: string): string {
  return normalizePartNumber(value)
    .replace(/([0-9]+)VDC/g, "$1V")
    .replace(/DC([0-9]+)V?/g, "$1V")
    .replace(/O/g, "0")
    .replace(/I/g, "1");
}

// What buyers add after a part number that ours may lack: a voltage ("-24VDC", " DC24V", " 230VAC"),
// a cable length (" 5M", "-2.5m", " 500MM") or a packaging code ("-TR", " T/R", " REEL").
const SUFFIX = /[\s\-_/.,]+(?:\d+(?:[.,]\d+)?\s?V(?:DC|AC|CC|CA)?|(?:DC|AC)\s?\d+(?:[.,]\d+)?V?|\d+(?:[.,]\d+)?\s?(?:M|MM|CM)|T\/?R|TAPE|REEL|BULK)$/i;
const MAX_SUFFIXES = 2;
const MIN_BASE = 4;

/**
 * The key of a part number typed with a suffix ours may lack, without it: "E2E-X5ME1 5M" ->
 * { base: "E2EX5ME1", suffix: "5M" }, "G2R-2 24VDC" -> { base: "G2R2", suffix: "24V" }. Null when
 * the text ends in no such suffix, or too little is left to name a part (fewer than 4 characters).
 */
export function partNumberBase(value: string): { base: string; suffix: string } | null {
  let rest = value.trim();
  const suffixes: string[] = [];
  for (let i = 0; i < MAX_SUFFIXES; i++) {
    const found = SUFFIX.exec(rest);
    if (!found) break;
    suffixes.unshift(found[0]);
    rest = rest.slice(0, found.index);
  }
  const base = partNumberKey(rest);
  if (!suffixes.length || base.length < MIN_BASE) return null;
  return { base, suffix: partNumberKey(suffixes.join("")) };
}
