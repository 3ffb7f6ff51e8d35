/** The public address of a stored file (served by Express at /media/:key): the one place that says so. */
export function mediaUrl(storageKey: string): string;
export function mediaUrl(storageKey: string | null): string | null;
export function mediaUrl(storageKey: string | null): string | null {
  return storageKey ? `/media/${storageKey}` : null;
}
