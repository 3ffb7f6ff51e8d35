import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { spoolMultipart, type SpoolManyOptions, spoolMultipartFile } from "~/http/multipart-spool.server";

// The one streaming multipart reader (busboy) under the CSV upload (one file) and the Media
// screen's bulk upload (many files): what it keeps, what it skips, each limit at its bound, and
// that a refused body leaves no temporary file behind.
const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request("http://127.0.0.1/upload", { method: "POST", body, headers });

function form(parts: Array<[string, string | Blob, string?]>): FormData {
  const data = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === "string") data.append(name, value);
    else data.append(name, value, filename);
  }
  return data;
}

describe("spoolMultipartFile", () => {
  it("writes the named file to a temporary file, keeps the text fields and skips other files", async () => {
    const csv = "part_number,name_en\nMY2N-GS,Relay\n";
    const request = post(
      form([
        ["mode", "dry-run"],
        ["other", new Blob(["not this one"]), "other.txt"],
        ["file", new Blob([csv], { type: "text/csv" }), "products.csv"],
        ["language", "fr"],
      ]),
    );
    const result = await spoolMultipartFile(request, { maxBytes: 1024 });
    if (!result.ok) throw new Error(result.problem);
    expect(result.fields).toEqual({ mode: "dry-run", language: "fr" });
    expect(result.file).toMatchObject({ filename: "products.csv", mimeType: "text/csv", size: Buffer.byteLength(csv) });
    expect(readFileSync(result.file.path, "utf8")).toBe(csv);
    await result.dispose();
    expect(existsSync(result.file.path)).toBe(false);
  });

  it("refuses a file over the limit as soon as it passes it, and keeps nothing", async () => {
    const prefix = `spool-test-${process.pid}-`;
    const left = () => readdirSync(tmpdir()).filter((name) => name.startsWith(prefix));
    const big = new Blob([new Uint8Array(64 * 1024).fill(65)]);
    const oneOver = new Blob([new Uint8Array(10 * 1024 + 1).fill(65)]);
    expect(await spoolMultipartFile(post(form([["file", oneOver, "over.csv"]])), { maxBytes: 10 * 1024, prefix })).toEqual({ ok: false, problem: "too_large", filename: "over.csv" });
    const result = await spoolMultipartFile(post(form([["file", big, "big.csv"]])), { maxBytes: 10 * 1024, prefix });
    expect(result).toEqual({ ok: false, problem: "too_large", filename: "big.csv" });
    expect(left()).toEqual([]);
  });

  it("takes a file of exactly the limit", async () => {
    const exact = new Blob([new Uint8Array(10 * 1024).fill(66)]);
    const result = await spoolMultipartFile(post(form([["file", exact, "exact.csv"]])), { maxBytes: 10 * 1024 });
    if (!result.ok) throw new Error(result.problem);
    expect(result.file.size).toBe(10 * 1024);
    await result.dispose();
  });

  it("says no_file when the field is missing, and not_multipart for other bodies or a broken one", async () => {
    expect(await spoolMultipartFile(post(form([["name", "x"]])), { maxBytes: 1024 })).toEqual({ ok: false, problem: "no_file" });
    expect(await spoolMultipartFile(post("a,b\n1,2\n", { "Content-Type": "text/csv" }), { maxBytes: 1024 })).toEqual({ ok: false, problem: "not_multipart" });
    expect(await spoolMultipartFile(post("x", { "Content-Type": "multipart/form-data" }), { maxBytes: 1024 })).toEqual({ ok: false, problem: "not_multipart" });
    // A boundary that is never closed: the body ends in the middle of the file's part.
    const truncated = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nhalf a fi';
    const result = await spoolMultipartFile(post(truncated, { "Content-Type": "multipart/form-data; boundary=b" }), { maxBytes: 1024 });
    expect(result.ok).toBe(false);
  });
});

describe("spoolMultipart (many files)", () => {
  const prefix = `spool-many-${process.pid}-`;
  const left = () => readdirSync(tmpdir()).filter((name) => name.startsWith(prefix));
  const bytes = (size: number, fill = 67) => new Blob([new Uint8Array(size).fill(fill)]);
  const limits: SpoolManyOptions = { field: "files", maxFiles: 3, extraFiles: "refuse", maxFileBytes: 1000, maxTotalBytes: 2500, prefix };
  const files = (...sizes: number[]) => form(sizes.map((size, i) => ["files", bytes(size, 65 + i), `f${i}.bin`] as [string, Blob, string]));

  it("takes files up to every bound, in order, with the text fields, and skips other fields' files and empty file inputs", async () => {
    const body = files(1000, 1000, 500);
    body.append("csrfToken", "t");
    body.append("other", bytes(5000), "other.bin");
    body.append("files", new Blob([]), "");
    const result = await spoolMultipart(post(body), limits);
    if (!result.ok) throw new Error(result.problem);
    expect(result.files.map((f) => [f.filename, f.size])).toEqual([
      ["f0.bin", 1000],
      ["f1.bin", 1000],
      ["f2.bin", 500],
    ]);
    expect(readFileSync(result.files[2]!.path)).toEqual(Buffer.alloc(500, 67));
    expect(result.fields).toEqual({ csrfToken: "t" });
    await result.dispose();
    expect(left()).toEqual([]);
  });

  it("refuses one file a byte over the per-file limit, naming it, and keeps nothing", async () => {
    expect(await spoolMultipart(post(files(10, 1001)), limits)).toEqual({ ok: false, problem: "too_large", filename: "f1.bin" });
    expect(left()).toEqual([]);
  });

  it("refuses files a byte over the total limit together, each within its own, naming the one that crossed it, and keeps nothing", async () => {
    expect(await spoolMultipart(post(files(1000, 1000, 501)), limits)).toEqual({ ok: false, problem: "too_large", filename: "f2.bin" });
    expect(left()).toEqual([]);
  });

  it("refuses one file more than the most files, or skips it when asked", async () => {
    expect(await spoolMultipart(post(files(1, 1, 1, 1)), limits)).toEqual({ ok: false, problem: "too_many_files", filename: "f3.bin" });
    expect(left()).toEqual([]);
    const skipped = await spoolMultipart(post(files(1, 1, 1, 1)), { ...limits, extraFiles: "skip" });
    if (!skipped.ok) throw new Error(skipped.problem);
    expect(skipped.files.map((f) => f.filename)).toEqual(["f0.bin", "f1.bin", "f2.bin"]);
    await skipped.dispose();
  });

  it("writes into a given directory and removes it when the upload is refused", async () => {
    const dir = `${tmpdir()}/${prefix}given`;
    const taken = await spoolMultipart(post(files(3)), { ...limits, dir });
    if (!taken.ok) throw new Error(taken.problem);
    expect(taken.files[0]!.path).toBe(`${dir}/upload-0`);
    await taken.dispose();
    expect(await spoolMultipart(post(files(2000)), { ...limits, dir })).toEqual({ ok: false, problem: "too_large", filename: "f0.bin" });
    expect(existsSync(dir)).toBe(false);
    expect(await spoolMultipart(post(form([["note", "no file"]])), { ...limits, dir })).toEqual({ ok: false, problem: "no_file" });
  });
});
