/**
 * Where a product stands in its maker's life, the one list: the database enum (app/db/schema.ts),
 * the public filter, the staff forms and filters, the CSV and the API all read it.
 */
export const LIFECYCLES = ["active", "new", "nrnd", "obsolete"] as const;
export type Lifecycle = (typeof LIFECYCLES)[number];
/** The lifecycles that tell a buyer to look for a replacement. */
export type EndOfLifeLifecycle = Extract<Lifecycle, "nrnd" | "obsolete">;
export const isEndOfLife = (lifecycle: Lifecycle): lifecycle is EndOfLifeLifecycle => lifecycle === "nrnd" || lifecycle === "obsolete";
