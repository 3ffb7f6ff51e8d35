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

  it("knows empty and binary files", async () => {
    expect(await sniffSource(source(new Uint8Array()))).toEqual({ kind: "empty" });
    expect(await sniffSource(source(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2])))).toEqual({ kind: "binary", format: "PNG" });
    expect(await sniffSource(source(Uint8Array.from([0x61, 0x2c, 0x00, 0x62]), 100))).toEqual({ kind: "binary", format: "binary" });
  });
});
