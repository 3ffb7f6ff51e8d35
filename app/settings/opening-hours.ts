// Opening hours as one structured setting: the days the office is open (ISO numbering, Monday 1 to
// Sunday 7), each with one opening and one closing time. Both languages' text and the JSON-LD
// `openingHoursSpecification` are generated from it, so they can never disagree (issue 17).
// Its zod schemas are in opening-hours-schema.ts: the footer shows the hours on every public
// page, and zod (24 KB gzip) stays out of the pages' JavaScript (issue 14).

export const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEK)[number];

export interface OpeningDay {
  day: Weekday;
  /** "HH:MM", 24-hour. */
  opens: string;
  closes: string;
}

/** What a new site starts with; staff change it on the settings screen. */
export const DEFAULT_OPENING_HOURS: OpeningDay[] = [1, 2, 3, 4, 5].map((day) => ({ day: day as Weekday, opens: "09:00", closes: "18:00" }));

/** The form's field names of one day: a checkbox and two time inputs. */
export const hoursField = (day: number, part: "open" | "opens" | "closes") => `hours.${day}.${part}`;

/**
 * The form's per-day fields (`hours.1.open`, `hours.1.opens`, `hours.1.closes`, ...) as the
 * setting's list; a day whose box is unticked is closed. Only when the form has such fields.
 */
export function openingHoursFromForm(values: Record<string, unknown>): Array<{ day: number; opens: unknown; closes: unknown }> | undefined {
  if (!Object.keys(values).some((name) => name.startsWith("hours."))) return undefined;
  return WEEK.filter((day) => values[hoursField(day, "open")] !== undefined).map((day) => ({
    day,
    opens: values[hoursField(day, "opens")] ?? "",
    closes: values[hoursField(day, "closes")] ?? "",
  }));
}

/** Consecutive days with the same times, as one line ("Monday to Friday, 09:00-18:00"). */
export interface HoursGroup {
  from: Weekday;
  to: Weekday;
  opens: string;
  closes: string;
}

export function groupOpeningHours(days: OpeningDay[]): HoursGroup[] {
  const groups: HoursGroup[] = [];
  for (const { day, opens, closes } of [...days].sort((a, b) => a.day - b.day)) {
    const last = groups.at(-1);
    if (last && last.to === day - 1 && last.opens === opens && last.closes === closes) last.to = day;
    else groups.push({ from: day, to: day, opens, closes });
  }
  return groups;
}

const SCHEMA_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** schema.org's `openingHoursSpecification`, one entry per run of days with the same times. */
export function openingHoursSpecification(days: OpeningDay[]) {
  return groupOpeningHours(days).map((group) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: WEEK.filter((day) => day >= group.from && day <= group.to).map((day) => `https://schema.org/${SCHEMA_DAYS[day - 1]}`),
    opens: group.opens,
    closes: group.closes,
  }));
}

type T = (key: string, vars?: Record<string, string | number>) => string;

/** The opening hours as lines of text in `t`'s language ("Monday to Friday: 09:00-18:00"). */
export function openingHoursLines(days: OpeningDay[], t: T): string[] {
  return groupOpeningHours(days).map((group) => {
    const dayText = group.from === group.to
      ? t("hours.oneDay", { day: t(`hours.days.${group.from}`) })
      : t("hours.dayRange", { from: t(`hours.days.${group.from}`), to: t(`hours.days.${group.to}`) });
    return t("hours.line", { days: dayText, opens: group.opens, closes: group.closes });
  });
}
