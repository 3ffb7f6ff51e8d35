import { describe, expect, it } from "vitest";
import { formatStaffDate, offsetName, UTC_ZONE } from "~/admin/staff-time";
import { zoneOffsets } from "~/settings/zone-offsets.server";

const NOW = Date.UTC(2026, 10, 27, 12);

/** What Node's own time-zone data says, in the staff format. */
const formats = new Map<string, Intl.DateTimeFormat>();
function intlText(time: number, timeZone: string): string {
  if (!formats.has(timeZone)) formats.set(timeZone, new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", timeZoneName: "longOffset" }));
  const parts = Object.fromEntries(
    formats
      .get(timeZone)!
      .formatToParts(new Date(time))
      .map((part) => [part.type, part.value]),
  );
  // "GMT+05:30" -> "GMT+5:30", "GMT+01:00" -> "GMT+1", "GMT+00:00" and "GMT" -> "GMT".
  const zone = parts.timeZoneName!.replace(/[+-]00:00$/, "").replace(/([+-])0?(\d+)(?::(\d\d))?$/, (_, sign: string, hours: string, minutes?: string) => `${sign}${hours}${minutes && minutes !== "00" ? `:${minutes}` : ""}`);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} (${zone})`;
}

describe("staff dates in the company's time zone", () => {
  it("reads Casablanca as GMT+1, and GMT during Ramadan, from the server's zone data", () => {
    const casablanca = zoneOffsets("Africa/Casablanca", NOW);
    // The audit's request: 20:26 UTC on a November evening is 21:26 in Casablanca.
    expect(formatStaffDate("2026-11-27T20:26:00Z", casablanca)).toBe("2026-11-27 21:26 (GMT+1)");
    expect(formatStaffDate(new Date("2026-03-10T20:26:05Z"), casablanca, true)).toBe("2026-03-10 20:26:05 (GMT)");
  });

  it("changes offset at the minute the zone does (Paris, spring and autumn 2026)", () => {
    const paris = zoneOffsets("Europe/Paris", NOW);
    expect(formatStaffDate("2026-03-29T00:59:00Z", paris)).toBe("2026-03-29 01:59 (GMT+1)");
    expect(formatStaffDate("2026-03-29T01:00:00Z", paris)).toBe("2026-03-29 03:00 (GMT+2)");
    expect(formatStaffDate("2026-10-25T00:59:59Z", paris, true)).toBe("2026-10-25 02:59:59 (GMT+2)");
    expect(formatStaffDate("2026-10-25T01:00:00Z", paris, true)).toBe("2026-10-25 02:00:00 (GMT+1)");
  });

  it("agrees with Node's Intl for every zone and hour tried, half-hour offsets included", () => {
    for (const name of ["Africa/Casablanca", "Europe/Paris", "America/St_Johns", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "UTC"]) {
      const zone = zoneOffsets(name, NOW);
      for (let time = Date.UTC(2019, 0, 1); time < Date.UTC(2028, 0, 1); time += 7 * 3_600_000 + 13 * 60_000) {
        const expected = intlText(time, name);
        if (formatStaffDate(new Date(time), zone) !== expected) expect(`${name} ${new Date(time).toISOString()}: ${formatStaffDate(new Date(time), zone)}`).toBe(expected);
      }
    }
  });

  it("names offsets as Intl's short offsets do, and reads UTC without settings", () => {
    expect([0, 60, -180, 330, -210, 765].map(offsetName)).toEqual(["GMT", "GMT+1", "GMT-3", "GMT+5:30", "GMT-3:30", "GMT+12:45"]);
    expect(formatStaffDate("2026-01-02T03:04:05Z", UTC_ZONE, true)).toBe("2026-01-02 03:04:05 (GMT)");
    expect(zoneOffsets("No/Such_Zone", NOW)).toEqual(UTC_ZONE);
  });

  it("sends a small table: a few changes a year", () => {
    expect(zoneOffsets("Africa/Casablanca", NOW).offsets.length).toBeLessThan(100);
    expect(zoneOffsets("Asia/Kolkata", NOW).offsets).toEqual([[Date.UTC(2000, 0, 1), 330]]);
  });
});
