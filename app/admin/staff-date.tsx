import { useRouteLoaderData } from "react-router";
import { formatStaffDate, UTC_ZONE, type StaffZone } from "./staff-time";

export const DEFAULT_TIME_ZONE = "Africa/Casablanca";

/** The company's time zone, as the staff layout's loader read it from the settings (with its offsets). */
export function useStaffZone(): StaffZone {
  const area = useRouteLoaderData("routes/admin/admin-area") as { zone?: StaffZone } | undefined;
  return area?.zone ?? UTC_ZONE;
}

/** A date in the staff area: the same text from the server's render and the browser's (staff-time.ts). */
export function StaffDate({ value, seconds = false }: { value: Date | string; seconds?: boolean }) {
  const zone = useStaffZone();
  return <time dateTime={new Date(value).toISOString()}>{formatStaffDate(value, zone, seconds)}</time>;
}
