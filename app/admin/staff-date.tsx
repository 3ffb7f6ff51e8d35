import { useRouteLoaderData } from "react-router";

export const DEFAULT_TIME_ZONE = "Africa/Casablanca";

/**
 * "2026-11-22 15:05 (GMT+1)": numeric parts in the company's time zone (a setting), to the minute
 * or the second, with the zone's offset so that nobody misreads it.
 */
export function formatStaffDate(value: Date | string, timeZone: string, seconds = false): string {
  const date = new Date(value);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: seconds ? "2-digit" : undefined, hourCycle: "h23", timeZoneName: "shortOffset" }).formatToParts(date);
  } catch {
    return `${date.toISOString().slice(0, seconds ? 19 : 16).replace("T", " ")} UTC`;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const time = `${part("hour")}:${part("minute")}${seconds ? `:${part("second")}` : ""}`;
  return `${part("year")}-${part("month")}-${part("day")} ${time} (${part("timeZoneName")})`;
}

/** The company's time zone, as the staff layout's loader read it from the settings. */
export function useStaffTimeZone(): string {
  const area = useRouteLoaderData("routes/admin/admin-area") as { timeZone?: string } | undefined;
  return area?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * A date in the staff area. The text is the server's (Node's and a browser's time-zone data can
 * disagree about an offset, Morocco's among them): hydration keeps it rather than redoing it.
 */
export function StaffDate({ value, seconds = false }: { value: Date | string; seconds?: boolean }) {
  const timeZone = useStaffTimeZone();
  return (
    <time dateTime={new Date(value).toISOString()} suppressHydrationWarning>
      {formatStaffDate(value, timeZone, seconds)}
    </time>
  );
}
