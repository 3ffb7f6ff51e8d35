import type { StaffZone } from "~/admin/staff-time";

const DAY = 86_400_000;
/** Staff dates are of this century; earlier ones take the offset of 2000. */
const FIRST = Date.UTC(2000, 0, 1);
/** And up to this many days ahead of now (a later date takes the last offset). */
const AHEAD_DAYS = 3 * 366;

function offsetReader(timeZone: string): (time: number) => number {
  const format = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" });
  return (time) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(time)).map((part) => [part.type, Number(part.value)]));
    const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
    return Math.round((local - Math.floor(time / 1000) * 1000) / 60_000);
  };
}

const cache = new Map<string, { until: number; zone: StaffZone }>();

/**
 * The zone's offsets from 2000 to three years ahead, from the server's (Node's) time-zone data:
 * read day by day, each change then found to the minute. Kept per zone for a day.
 */
export function zoneOffsets(timeZone: string, now = Date.now()): StaffZone {
  const kept = cache.get(timeZone);
  if (kept && kept.until > now) return kept.zone;
  let offsetOf: (time: number) => number;
  try {
    offsetOf = offsetReader(timeZone);
  } catch {
    return { name: "UTC", offsets: [[0, 0]] };
  }
  const offsets: StaffZone["offsets"] = [[FIRST, offsetOf(FIRST)]];
  const end = now + AHEAD_DAYS * DAY;
  for (let day = FIRST + DAY; day <= end; day += DAY) {
    const offset = offsetOf(day);
    if (offset === offsets[offsets.length - 1]![1]) continue;
    // The change lies within the day before: halve the span down to the minute.
    let before = day - DAY;
    let after = day;
    while (after - before > 60_000) {
      const middle = before + Math.floor((after - before) / 120_000) * 60_000;
      if (offsetOf(middle) === offset) after = middle;
      else before = middle;
    }
    offsets.push([after, offset]);
  }
  const zone = { name: timeZone, offsets };
  cache.set(timeZone, { until: now + DAY, zone });
  return zone;
}
