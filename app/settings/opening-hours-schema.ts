import { z } from "zod";
import { DEFAULT_OPENING_HOURS, type OpeningDay } from "./opening-hours";

// The opening hours' checks, for the settings form and the stored value (issue 17); apart from
// opening-hours.ts so that the public pages' JavaScript does not carry zod (issue 14).

const E = "admin.siteSettings.errorsMore";
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const time = z.string(`${E}.time`).trim().regex(TIME, `${E}.time`);

export const openingDaySchema = z
  .object({ day: z.coerce.number(`${E}.day`).int(`${E}.day`).min(1, `${E}.day`).max(7, `${E}.day`), opens: time, closes: time })
  // Only between two readable times (zod still runs this after a time's own problem).
  .refine((v) => !(TIME.test(v.opens) && TIME.test(v.closes)) || v.closes > v.opens, { path: ["closes"], message: `${E}.closesBeforeOpens` });

export const openingHoursSchema = z
  .array(openingDaySchema, `${E}.openingHours`)
  .max(7, `${E}.openingHours`)
  .refine((days) => new Set(days.map((d) => d.day)).size === days.length, `${E}.dayTwice`)
  .transform((days) => [...days].sort((a, b) => a.day - b.day) as OpeningDay[]);

/** A stored value read leniently: anything unreadable is left out (an old or hand-edited row). */
export function readOpeningHours(stored: unknown): OpeningDay[] {
  if (!Array.isArray(stored)) return DEFAULT_OPENING_HOURS;
  return stored.flatMap((entry) => {
    const parsed = openingDaySchema.safeParse(entry);
    return parsed.success ? [parsed.data as OpeningDay] : [];
  });
}
