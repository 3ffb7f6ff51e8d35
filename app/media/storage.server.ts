import { createHash, randomUUID } from "node:crypto";
import { constants as fsConstants, createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DomainError } from "~/errors";

/** What the media route needs to answer HEAD, conditional and Range requests. */
export interface StoredObject {
  size: number;
  /** A quoted entity tag, strong or weak (`"…"`, `W/"…"`). */
  etag: string;
  lastModified: Date;
}

export interface PutInfo {
  /** The number of bytes (required for a stream: S3 is sent its length up front). */
  size?: number;
  contentType?: string;
}

/** A byte range, both ends included (as in `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded and generated files live: the local directory DATA_DIR/media (default) or an
 * S3-compatible bucket (S3_BUCKET, `s3-storage.server.ts`). Files go in and come out as streams;
 * keys are the generated names of `newStorageKey` (and their variants), checked on every call.
 */
export interface MediaStorage {
  readonly kind: "local" | "s3";
  /** Where the files are, for messages ("/srv/data/media", "s3://bucket/media/"). */
  readonly location: string;
  /** Stores `body` under `key`, replacing what was there; a stream needs its `size`. */
  put(key: string, body: Buffer | Uint8Array | Readable, info?: PutInfo): Promise<void>;
  /** The stored file's size, tag and date, or null when there is none (or the key is not a stored name). */
  stat(key: string): Promise<StoredObject | null>;
  /** The file's bytes (or a range of them) as a stream; null when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the file under `key` (nothing when there is none). */
  remove(key: string): Promise<void>;
  /** Every stored key. */
  keys(): AsyncIterable<string>;
  /** A stored file's bytes, whole, or null when there is none (backups). */
  get(key: string): Promise<Buffer | null>;
  /** Every stored key, sorted (backups). */
  list(): Promise<string[]>;
  /** Resolves when the storage can be written (readiness); rejects with the reason otherwise. */
  ping(): Promise<void>;
}

/**
 * The storage cannot be reached (the bucket is down or refuses us): a 503 for the request, logged
 * once with the cause; never a 500 and never a user's mistake.
 */
export class StorageUnavailableError extends DomainError {
  constructor(
    readonly operation: string,
    override readonly cause: unknown,
  ) {
    super("unavailable", { key: "media.errors.unavailable" }, { retryAfterSeconds: 60 });
    this.message = `The media storage could not ${operation} (${(cause as Error)?.message ?? String(cause)}).`;
    this.name = "StorageUnavailableError";
  }
}

// Generated names only: letters, digits, dashes and one extension; no path can be smuggled in.
const SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,120}\.[a-z0-9]{2,5}$/;

export const isStorageKey = (key: string) => SAFE_KEY.test(key);

export function assertStorageKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe media key: ${key}`);
}

export const bodyStream = (body: Buffer | Uint8Array | Readable): Readable => (body instanceof Readable ? body : Readable.from([body]));

/** The local directory: files written through a temporary name, so a reader never sees half a file. */
export function createLocalStorage(root: string): MediaStorage {
  const fileOf = (key: string) => path.join(root, key);
  async function* keys(): AsyncIterable<string> {
    let names: string[];
    try {
      names = await fs.readdir(root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const name of names.sort()) if (SAFE_KEY.test(name)) yield name;
  }
  return {
    kind: "local",
    location: root,
    async put(key, body) {
      assertStorageKey(key);
      await fs.mkdir(root, { recursive: true });
      const temporary = path.join(root, `.${key}.${randomUUID()}.part`);
      try {
        const handle = await fs.open(temporary, "w");
        await pipeline(bodyStream(body), handle.createWriteStream());
        await fs.rename(temporary, fileOf(key));
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async stat(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        const stats = await fs.stat(fileOf(key));
        if (!stats.isFile()) return null;
        // The tag Express's static files carry (size and modification time), as before S3.
        return { size: stats.size, etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`, lastModified: stats.mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async read(key, range) {
      if (!SAFE_KEY.test(key)) return null;
      const stream = createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      return new Promise((resolve, reject) => {
        stream.once("open", () => resolve(stream));
        stream.once("error", (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? resolve(null) : reject(error)));
      });
    },
    async remove(key) {
      assertStorageKey(key);
      await fs.rm(fileOf(key), { force: true });
    },
    keys,
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    list() {
      return collectKeys(keys());
    },
    async ping() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fsConstants.R_OK | fsConstants.W_OK);
    },
  };
}

/** Every key of an iteration, sorted (the `list` of both backends). */
export async function collectKeys(keys: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
}

/** A stream's bytes, whole. */
export async function collectBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function newStorageKey(extension: string): string {
  return `${randomUUID()}.${extension}`;
}

export function sha256(bytes: Buffer | Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
