/**
 * The company time zone as the server's time-zone data describes it: its UTC offset from each
 * moment on, oldest first. Browsers' zone data can disagree with the server's (Debian's Chromium
 * puts Casablanca at GMT+0 in November, Node at GMT+1), so the staff area never asks the browser:
 * the server sends this table and `formatStaffDate` reads it on both sides.
 */
export interface StaffZone {
  name: string;
  /** [from (milliseconds since the epoch), offset (minutes east of UTC)]; the first holds before its time too. */
  offsets: Array<[from: number, minutes: number]>;
}

/** Where the settings name no zone, or outside the staff area's layout. */
export const UTC_ZONE: StaffZone = { name: "UTC", offsets: [[0, 0]] };

export function offsetAt(zone: StaffZone, time: number): number {
  let minutes = zone.offsets[0]?.[1] ?? 0;
  for (const [from, offset] of zone.offsets) {
    if (from > time) break;
    minutes = offset;
  }
  return minutes;
}

const two = (n: number) => String(n).padStart(2, "0");

/** "GMT+1", "GMT-3:30", "GMT" (as Intl's short offsets read). */
export function offsetName(minutes: number): string {
  if (!minutes) return "GMT";
  const abs = Math.abs(minutes);
  return `GMT${minutes < 0 ? "-" : "+"}${Math.floor(abs / 60)}${abs % 60 ? `:${two(abs % 60)}` : ""}`;
}

/**
 * "2026-11-22 15:05 (GMT+1)": numeric parts in the company's time zone, to the minute or the
 * second, with the zone's offset so that nobody misreads it. The one formatter of staff dates:
 * the server's render and the browser's give the same text.
 */
export function formatStaffDate(value: Date | string, zone: StaffZone, seconds = false): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return "";
  const minutes = offsetAt(zone, time);
  const local = new Date(time + minutes * 60_000);
  const clock = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}${seconds ? `:${two(local.getUTCSeconds())}` : ""}`;
  return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${clock} (${offsetName(minutes)})`;
}
