import type { MediaStorage } from "./storage.server";

export interface CopySummary {
  copied: number;
  copiedBytes: number;
  /** Already in the bucket with the same size (keys are generated and never rewritten). */
  present: number;
  failed: { key: string; reason: string }[];
}

/**
 * Copies every file of `from` that `to` lacks, one stream at a time (never a whole file in
 * memory). Running it again copies only what is missing: stored names are generated and a
 * stored file never changes, so one of the same name and size is the same file.
 */
export async function copyMedia(from: MediaStorage, to: MediaStorage, onFile: (key: string, done: number) => void = () => {}): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, copiedBytes: 0, present: 0, failed: [] };
  let done = 0;
  for await (const key of from.keys()) {
    try {
      const source = await from.stat(key);
      if (!source) continue;
      const there = await to.stat(key);
      if (there && there.size === source.size) {
        summary.present++;
      } else {
        const body = await from.read(key);
        if (!body) continue;
        await to.put(key, body, { size: source.size });
        summary.copied++;
        summary.copiedBytes += source.size;
      }
    } catch (error) {
      summary.failed.push({ key, reason: (error as Error).message });
    }
    onFile(key, ++done);
  }
  return summary;
}
