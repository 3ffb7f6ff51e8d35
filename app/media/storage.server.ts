import { createHash, randomUUID } from "node:crypto";
import { constants as fsConstants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

/** Where uploaded and generated files live. Local disk today; an S3 adapter can follow (backups read through `list` and `get`). */
export interface MediaStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The absolute path of a stored file, or null when the key is not a safe stored name. */
  resolve(key: string): string | null;
  /** The bytes of a stored file, or null when there is none by that key. */
  get(key: string): Promise<Buffer | null>;
  /** Every stored key (for backups). */
  list(): Promise<string[]>;
  /** Resolves when the storage can be written (readiness); rejects with the reason otherwise. */
  ping(): Promise<void>;
}

// Generated names only: letters, digits, dashes and one extension; no path can be smuggled in.
const SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,120}\.[a-z0-9]{2,5}$/;

export function createLocalStorage(root: string): MediaStorage {
  return {
    async put(key, bytes) {
      if (!SAFE_KEY.test(key)) throw new Error(`Unsafe media key: ${key}`);
      await fs.mkdir(root, { recursive: true });
      await fs.writeFile(path.join(root, key), bytes);
    },
    resolve(key) {
      return SAFE_KEY.test(key) ? path.join(root, key) : null;
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        return await fs.readFile(path.join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async list() {
      try {
        return (await fs.readdir(root)).filter((name) => SAFE_KEY.test(name)).sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
    },
    async ping() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fsConstants.R_OK | fsConstants.W_OK);
    },
  };
}

export function newStorageKey(extension: string): string {
  return `${randomUUID()}.${extension}`;
}

export function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}
