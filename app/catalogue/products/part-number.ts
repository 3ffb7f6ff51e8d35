/** "rm22-tg.20 /x" -> "RM22TG20X": how part numbers are compared, whatever their punctuation. */
export function normalizePartNumber(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
}

