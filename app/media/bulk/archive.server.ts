import fs from "node:fs/promises";
import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { MAX_IMAGE_PIXELS } from "../upload.server";

/** What one bulk upload may hold (decision 061). */
export const BULK_LIMITS = {
  files: 2_000,
  /** The ZIP itself, and the sum of its files' declared sizes. */
  bytes: 1024 * 1024 * 1024,
  imageBytes: 25 * 1024 * 1024,
  documentBytes: 50 * 1024 * 1024,
  imagePixels: MAX_IMAGE_PIXELS,
  /** A file packed more than this many times smaller, once over `bombFloor` bytes, is a bomb. */
  bombRatio: 100,
  bombFloor: 1024 * 1024,
} as const;

/** Why a ZIP as a whole is refused. */
export type ArchiveProblem = "notAZip" | "tooManyFiles" | "tooLarge";

/** Why one of its entries is refused (its bytes never read). */
export type EntryProblem = "unsafePath" | "link" | "encrypted" | "bomb" | "tooLarge" | "sizeMismatch";

export interface ArchiveEntry {
  /** The entry's path inside the ZIP, as written. */
  name: string;
  size: number;
  problem?: EntryProblem;
  /** The entry's bytes, checked against its declared size (absent when `problem` is set). */
  read?: () => Promise<Buffer | { problem: EntryProblem }>;
}

/** The entry's path, or why it would land outside the upload's folder. */
export function unsafePath(name: string): boolean {
  if (name.includes("\0") || name.includes("\\")) return true;
  if (name.startsWith("/") || /^[a-z]:/i.test(name)) return true;
  return name.split("/").some((segment) => segment === "..");
}

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    // Names stay bytes: yauzl would refuse the whole ZIP for one `../` entry; we name it instead.
    yauzl.open(file, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

function decodeName(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  // Bit 11: UTF-8; otherwise CP437, of which the printable ASCII part is what part numbers use.
  return (entry.generalPurposeBitFlag & 0x800) !== 0 ? raw.toString("utf8") : raw.toString("latin1");
}

async function collect(stream: Readable, limit: number): Promise<Buffer | { problem: EntryProblem }> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > limit) {
        stream.destroy();
        return { problem: "bomb" };
      }
      chunks.push(chunk as Buffer);
    }
  } catch {
    // yauzl's own check: more or fewer bytes than the entry declares.
    return { problem: "sizeMismatch" };
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a ZIP on disk entry by entry (never whole in memory), calling `visit` for each file in
 * turn; directories are passed over. Each entry is judged before a byte of it is inflated (its
 * path, a link, encryption, its declared size and packing ratio); its bytes are then read only
 * when `visit` asks, at most the declared size.
 */
export async function readArchive(
  file: string,
  visit: (entry: ArchiveEntry) => Promise<void>,
  /** Called once each entry (directories included) is done: progress, as `archiveEntryCount` counts. */
  onEntry?: () => void,
): Promise<{ ok: true } | { ok: false; problem: ArchiveProblem }> {
  const stat = await fs.stat(file);
  if (stat.size > BULK_LIMITS.bytes) return { ok: false, problem: "tooLarge" };
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch {
    return { ok: false, problem: "notAZip" };
  }
  try {
    if (zip.entryCount > BULK_LIMITS.files) return { ok: false, problem: "tooManyFiles" };
    let declared = 0;
    const outcome = await new Promise<{ ok: true } | { ok: false; problem: ArchiveProblem }>((resolve, reject) => {
      zip.on("error", () => resolve({ ok: false, problem: "notAZip" }));
      zip.on("end", () => resolve({ ok: true }));
      zip.on("entry", (entry: yauzl.Entry) => {
        void (async () => {
          const name = decodeName(entry);
          if (name.endsWith("/")) {
            onEntry?.();
            return zip.readEntry();
          }
          declared += entry.uncompressedSize;
          if (declared > BULK_LIMITS.bytes) return resolve({ ok: false, problem: "tooLarge" });
          const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
          const problem: EntryProblem | undefined = unsafePath(name)
            ? "unsafePath"
            : mode === 0o120000
              ? "link"
              : entry.isEncrypted()
                ? "encrypted"
                : entry.uncompressedSize > BULK_LIMITS.bombFloor && entry.uncompressedSize > entry.compressedSize * BULK_LIMITS.bombRatio
                  ? "bomb"
                  : entry.uncompressedSize > BULK_LIMITS.documentBytes
                    ? "tooLarge"
                    : undefined;
          const read = () =>
            new Promise<Buffer | { problem: EntryProblem }>((done) =>
              zip.openReadStream(entry, (error, stream) => (error || !stream ? done({ problem: "sizeMismatch" }) : void collect(stream, entry.uncompressedSize).then(done))),
            );
          await visit({ name, size: entry.uncompressedSize, ...(problem ? { problem } : { read }) });
          onEntry?.();
          zip.readEntry();
        })().catch(reject);
      });
      zip.readEntry();
    });
    return outcome;
  } finally {
    zip.close();
  }
}

/**
 * How many entries (directories included) a ZIP's central directory lists, read from its end
 * without inflating anything; undefined when it is not a readable ZIP. The total of the progress.
 */
export async function archiveEntryCount(file: string): Promise<number | undefined> {
  try {
    const zip = await openZip(file);
    const count = zip.entryCount;
    zip.close();
    return count;
  } catch {
    return undefined;
  }
}
