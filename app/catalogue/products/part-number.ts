/** "rm22-tg.20 /x" -> "RM22TG20X": how part numbers are compared, whatever their punctuation. */
export function normalizePartNumber(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
}

/**
 * Words of a free-text query as a prefix tsquery ("24 V relais" -> "24:* & v:* & relais:*").
 * Only letters and digits survive, accents removed, so the result is always valid tsquery syntax
 * and can be bound as a parameter; an empty string means "no text condition".
 */
export function toPrefixTsquery(query: string): string {
  const words = query
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && /^[a-z0-9]+$/.test(word))
    .slice(0, 8);
  return words.map((word) => `${word}:*`).join(" & ");
}
