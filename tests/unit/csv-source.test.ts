import { describe, expect, it } from "vitest";
import { decodeSource, sniffSource } from "~/csv/csv-source.server";

/** A file delivered in chunks of `size` bytes, as a stream would. */
const source = (bytes: Uint8Array, size = 3) => async function* () {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
};
const text = async (bytes: Uint8Array, encoding: "utf-8" | "windows-1252") => {
  let out = "";
  for await (const chunk of decodeSource(source(bytes), encoding)) out += chunk;
  return out;
};

describe("CSV bytes", () => {
  it("reads UTF-8 split inside characters, and drops the BOM", async () => {
    const bytes = new TextEncoder().encode("\uFEFFname_fr\r\nÉté 24 V – «relais»\r\n");
    expect(await sniffSource(source(bytes))).toEqual({ kind: "text", encoding: "utf-8" });
    expect(await text(bytes, "utf-8")).toBe("name_fr\r\nÉté 24 V – «relais»\r\n");
  });

  it("reads what is not UTF-8 as Windows-1252 (older Excel)", async () => {
    const bytes = Uint8Array.from([0x45, 0x74, 0xe9, 0x20, 0x96, 0x20, 0x80]);
    expect(await sniffSource(source(bytes))).toEqual({ kind: "text", encoding: "windows-1252" });
    expect(await text(bytes, "windows-1252")).toBe("Eté – €");
  });

  it("tells UTF-8 from other bytes as a full decoder does, wherever the chunks end", async () => {
    // The verdict of a strict decoder on the whole file is the reference.
    const strict = (bytes: Uint8Array) => {
      try {
        new TextDecoder("utf-8", { fatal: true }).decode(bytes);
        return "utf-8";
      } catch {
        return "windows-1252";
      }
    };
    const pieces = ["a", "é", "€", "😀", "\u{10FFFF}"].map((t) => [...new TextEncoder().encode(t)]);
    const odd = [[0x80], [0xc3], [0xe2, 0x82], [0xf0, 0x9f, 0x98], [0xf8], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xff]];
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const files: Uint8Array[] = [Uint8Array.from(pieces.flat()), Uint8Array.from([0x61, 0xe2, 0x82])];
    for (let i = 0; i < 300; i++) {
      const bytes: number[] = [0x61];
      for (let j = random(12); j >= 0; j--) bytes.push(...(random(6) === 0 ? odd[random(odd.length)]! : pieces[random(pieces.length)]!));
      files.push(Uint8Array.from(bytes));
    }
    let invalid = 0;
    for (const bytes of files) {
      const expected = strict(bytes);
      if (expected !== "utf-8") invalid++;
      for (const size of [1, 2, 3, 4, 5, 7]) {
        expect({ bytes: [...bytes], size, sniffed: await sniffSource(source(bytes, size)) }).toEqual({ bytes: [...bytes], size, sniffed: { kind: "text", encoding: expected } });
      }
    }
    // Both verdicts were tried many times.
    expect(invalid).toBeGreaterThan(50);
    expect(files.length - invalid).toBeGreaterThan(50);
  });

  it("knows empty and binary files", async () => {
    expect(await sniffSource(source(new Uint8Array()))).toEqual({ kind: "empty" });
    expect(await sniffSource(source(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2])))).toEqual({ kind: "binary", format: "PNG" });
    expect(await sniffSource(source(Uint8Array.from([0x61, 0x2c, 0x00, 0x62]), 100))).toEqual({ kind: "binary", format: "binary" });
  });
});
