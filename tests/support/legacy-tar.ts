import type { FileHandle } from "node:fs/promises";

/**
 * The tar writer and reader that snapshots used before `tar-stream` (app/backups/tar-archive.server.ts
 * until November 2026), kept byte for byte as a test fixture: snapshots it wrote must still
 * restore, and snapshots written now must still be readable by it (an operator who goes back a
 * version). Not used by the app.
 */
const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

function header(name: string, size: number, type: "0" | "x", mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name.slice(0, 100), 0, "utf8");
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime / 1000), 12), 136);
  block.write("        ", 148);
  block.write(type, 156);
  block.write("ustar\0" + "00", 257);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + " ", 148);
  return block;
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = body.length + 1;
  while (String(length).length + body.length !== length) length = String(length).length + body.length;
  return `${length}${body}`;
}

/** Appends entries to an open file, then the end-of-archive blocks. */
export class LegacyTarWriter {
  private position = 0;
  constructor(private readonly file: FileHandle) {}

  private async write(bytes: Buffer): Promise<void> {
    await this.file.write(bytes, 0, bytes.length, this.position);
    this.position += bytes.length;
  }

  async add(name: string, bytes: Buffer, mtime = Date.now()): Promise<void> {
    if (Buffer.byteLength(name) > 100) {
      const pax = Buffer.from(paxRecord("path", name));
      await this.write(header("PaxHeader", pax.length, "x", mtime));
      await this.write(Buffer.concat([pax, padding(pax.length)]));
    }
    await this.write(header(name, bytes.length, "0", mtime));
    await this.write(bytes);
    await this.write(padding(bytes.length));
  }

  /** Copies a whole file in (a database dump), chunk by chunk. */
  async addFile(name: string, source: FileHandle, size: number, mtime = Date.now()): Promise<void> {
    await this.write(header(name, size, "0", mtime));
    const chunk = Buffer.alloc(1024 * 1024);
    for (let offset = 0; offset < size; ) {
      const { bytesRead } = await source.read(chunk, 0, Math.min(chunk.length, size - offset), offset);
      if (bytesRead === 0) throw new Error(`${name} ended early while being archived`);
      await this.write(chunk.subarray(0, bytesRead));
      offset += bytesRead;
    }
    await this.write(padding(size));
  }

  async finish(): Promise<number> {
    await this.write(Buffer.alloc(BLOCK * 2));
    return this.position;
  }
}

export interface LegacyTarEntry {
  name: string;
  offset: number;
  size: number;
}

/** The regular files of an archive, with where their bytes are; throws on a damaged archive. */
export async function legacyReadTarIndex(file: FileHandle): Promise<LegacyTarEntry[]> {
  const { size: total } = await file.stat();
  const entries: LegacyTarEntry[] = [];
  const block = Buffer.alloc(BLOCK);
  let position = 0;
  let longName: string | undefined;
  while (position + BLOCK <= total) {
    await file.read(block, 0, BLOCK, position);
    if (block.every((byte) => byte === 0)) break;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (sum !== parseInt(block.toString("ascii", 148, 156).replace(/\0.*$/, "").trim(), 8)) {
      throw new Error(`not a valid archive (bad header at byte ${position})`);
    }
    const size = parseInt(block.toString("ascii", 124, 136).replace(/\0.*$/, "").trim() || "0", 8);
    const type = block.toString("ascii", 156, 157);
    const name = block.toString("utf8", 0, 100).replace(/\0.*$/s, "");
    const dataAt = position + BLOCK;
    if (dataAt + size > total) throw new Error("the archive is truncated");
    if (type === "x") {
      const pax = Buffer.alloc(size);
      await file.read(pax, 0, size, dataAt);
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(pax.toString("utf8"))?.[1];
    } else if (type === "0" || type === "\0") {
      entries.push({ name: longName ?? name, offset: dataAt, size });
      longName = undefined;
    }
    position = dataAt + size + ((BLOCK - (size % BLOCK)) % BLOCK);
  }
  return entries;
}

export async function legacyReadTarEntry(file: FileHandle, entry: LegacyTarEntry): Promise<Buffer> {
  const bytes = Buffer.alloc(entry.size);
  if (entry.size) await file.read(bytes, 0, entry.size, entry.offset);
  return bytes;
}
