/** The public address of a stored file (served by Express at /media/:key). */
export function mediaUrl(storageKey: string | null): string | null {
  return storageKey ? `/media/${storageKey}` : null;
}
