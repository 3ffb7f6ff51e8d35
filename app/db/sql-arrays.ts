import { type SQL, sql } from "drizzle-orm";

/**
 * Array literals sent as one parameter: `column = any(${intArray(ids)})` instead of Drizzle's
 * `inArray`, which sends one placeholder per value (building and sending a thousand of them costs
 * more in Node.js than PostgreSQL takes to plan either form; the plans are the same).
 */
export const intArray = (values: number[]): SQL => sql`${`{${values.join(",")}}`}::int[]`;

/** A text[] literal (arrayLiteral): each value double-quoted, its backslashes and double quotes escaped. */
export const textArray = (values: string[]): SQL => sql`${arrayLiteral(values)}::text[]`;

/** A value of arrayLiteral: null and undefined are SQL NULL. */
export type ArrayElement = string | number | boolean | null | undefined;

const ESCAPED = /[\\"]/g;
// A JSON escape other than \" and \\ (a control character, a lone surrogate), or a backslash
// that one of those escapes writes: array_in would read it as the character after the backslash.
const OTHER_ESCAPE = /\\[^"\\]/;

/**
 * An array literal of one dimension (`{1,NULL,"a \"b\""}`), as array_in reads it: numbers and
 * booleans as written, each string double-quoted with its backslashes and double quotes escaped
 * (so "NULL", braces, commas and blanks stay text), null and undefined as NULL, and a number that
 * is not finite as NULL too (as JSON writes it). Cast it to the element type's array (`::int[]`,
 * `::text[]`, `::jsonb[]` for JSON texts). JSON.stringify writes the same text for any array whose
 * strings have no control character (JSON quotes strings the same way, and array_in reads `null`
 * as NULL): the literal is made by it, natively, and by hand only for the others.
 */
export function arrayLiteral(values: readonly ArrayElement[]): string {
  const json = JSON.stringify(values);
  if (!OTHER_ESCAPE.test(json)) return `{${json.slice(1, -1)}}`;
  const parts = values.map((value) =>
    value === null || value === undefined || (typeof value === "number" && !Number.isFinite(value))
      ? "NULL"
      : typeof value === "string"
        ? `"${value.replace(ESCAPED, (c) => `\\${c}`)}"`
        : String(value),
  );
  return `{${parts.join(",")}}`;
}
