/**
 * "2026-11-22 14:05 UTC": numeric parts in UTC, the same on the server and in every browser, so a
 * server-rendered date hydrates unchanged. (Africa/Casablanca was tried: Node's and Chromium's
 * time-zone data disagree on Morocco's offset, and the page failed to hydrate.)
 */
export function formatAdminDate(value: Date | string): string {
  const iso = new Date(value).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
