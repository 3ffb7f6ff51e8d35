/**
 * The bulk upload plan's alt text fields, `alt_<row>_<language>`: named by the form, read by the
 * screen's script (which sends them as JSON) and by the form post on the server, in one shape.
 * Any two letters are read as a language; the server refuses one the site lacks.
 */
export const altFieldName = (row: number, language: string) => `alt_${row}_${language}`;

/** The row and language of an alt text field's name, or undefined for another field. */
export function readAltFieldName(name: string): { row: string; language: string } | undefined {
  const match = /^alt_(\d{1,4})_([a-z]{2})$/.exec(name);
  return match ? { row: match[1]!, language: match[2]! } : undefined;
}
