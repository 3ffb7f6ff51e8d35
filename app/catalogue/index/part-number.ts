/**
 * "rm22-tg.20 /x" -> "RM22TG20X": how part numbers are compared, whatever their punctuation. The
 * mirror of the generated columns products.part_number_normalized and
 * product_cross_references.part_number_normalized (app/db/schema.ts:
 * upper(regexp_replace(part_number, '[^A-Za-z0-9]', '', 'g'))), so that a query finds what they index.
 */
export function normalizePartNumber(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
}
