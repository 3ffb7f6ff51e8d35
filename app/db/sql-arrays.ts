import { type SQL, sql } from "drizzle-orm";

/**
 * Array literals sent as one parameter: `column = any(${intArray(ids)})` instead of Drizzle's
 * `inArray`, which sends one placeholder per value (building and sending a thousand of them costs
 * more in Node.js than PostgreSQL takes to plan either form; the plans are the same).
 */
export const intArray = (values: number[]): SQL => sql`${`{${values.join(",")}}`}::int[]`;

/** A text[] literal: each value double-quoted, its backslashes and double quotes escaped. */
export const textArray = (values: string[]): SQL =>
  sql`${`{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`}::text[]`;
