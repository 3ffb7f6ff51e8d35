import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readTarEntry, readTarIndex, TarWriter } from "~/backups/tar-archive.server";

describe("the snapshot archive", () => {
  it("writes entries (long names too) that it and tar(1) read back", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-tar-"));
    const file = path.join(dir, "test.tar");
    const longName = `media/${"k".repeat(120)}.pdf`;
    const handle = await fs.promises.open(file, "w");
    const writer = new TarWriter(handle);
    await writer.add("manifest.json", Buffer.from('{"format":1}'));
    await writer.add(longName, Buffer.alloc(1300, 7));
    await writer.add("empty.txt", Buffer.alloc(0));
    const size = await writer.finish();
    await handle.close();
    expect(fs.statSync(file).size).toBe(size);
    expect(size % 512).toBe(0);

    const reader = await fs.promises.open(file, "r");
    const entries = await readTarIndex(reader);
    expect(entries.map((e) => [e.name, e.size])).toEqual([["manifest.json", 12], [longName, 1300], ["empty.txt", 0]]);
    expect((await readTarEntry(reader, entries[1]!)).equals(Buffer.alloc(1300, 7))).toBe(true);
    await reader.close();
    expect(execFileSync("tar", ["tf", file], { encoding: "utf8" }).trim().split("\n")).toEqual(["manifest.json", longName, "empty.txt"]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a file that is not an archive, or a truncated one", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-tar-"));
    const bogus = path.join(dir, "bogus.tar");
    fs.writeFileSync(bogus, Buffer.alloc(2048, 65));
    const handle = await fs.promises.open(bogus, "r");
    await expect(readTarIndex(handle)).rejects.toThrow(/not a valid archive/);
    await handle.close();

    const whole = path.join(dir, "whole.tar");
    const out = await fs.promises.open(whole, "w");
    const writer = new TarWriter(out);
    await writer.add("big.bin", Buffer.alloc(5000, 1));
    await writer.finish();
    await out.close();
    fs.truncateSync(whole, 2048);
    const cut = await fs.promises.open(whole, "r");
    await expect(readTarIndex(cut)).rejects.toThrow(/truncated/);
    await cut.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
