import fs from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PdfComposer } from "~/media/pdf-composer.server";
import { serverForFile } from "../support/server";

// POST /api/admin/media through the built server: what is taken, what is refused, and that a
// refusal stores nothing.
const server = serverForFile({ admin: { username: "media-keeper", password: "a long enough password" }, signInFrom: "198.51.100.60", startTimeoutMs: 240_000 });
const { call } = server;

const mediaDir = () => path.join(server.storageEnv.DATA_DIR!, "media");
const storedFiles = () => (fs.existsSync(mediaDir()) ? fs.readdirSync(mediaDir()).length : 0);

function upload(bytes: Uint8Array, filename: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)]), filename);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return call("/api/admin/media", {
    method: "POST",
    session: server.session,
    headers: { "Accept-Language": "en", ...headers },
    body: form,
  });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } }).png().toBuffer();

/** A PNG whose header claims width x height pixels (a decompression bomb's header). */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  return Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), chunk("IHDR", ihdr), chunk("IDAT", Buffer.alloc(16)), chunk("IEND", Buffer.alloc(0))]);
}

async function expectRefused(response: Response, status: number, code: string, message: RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message).toMatch(message);
}

describe("POST /api/admin/media", () => {
  it("stores an image as WebP in responsive widths, under a generated name", async () => {
    const response = await upload(await photo(1500, 1000), "../../etc/relay photo.png", { alt_en: "Relay", alt_fr: "Relais" });
    expect(response.status).toBe(201);
    const media = (await response.json()) as { id: number; url: string; srcSet: string; filename: string; width: number; height: number };
    expect(media).toMatchObject({ filename: "relay photo.webp", width: 1500, height: 1000 });
    expect(media.url).toMatch(/^\/media\/[a-f0-9-]+\.webp$/);
    expect(media.srcSet.split(", ").map((s) => s.split(" ")[1])).toEqual(["320w", "640w", "960w", "1280w", "1500w"]);
    const small = await call(media.srcSet.split(" ")[0]!);
    expect(small.status).toBe(200);
    expect(small.headers.get("content-type")).toBe("image/webp");
    expect(small.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
  });

  it("stores the same widths in JPEG beside the WebP ones, and makes an older image's JPEG the first time it is asked for", async () => {
    const response = await upload(await sharp({ create: { width: 1000, height: 700, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } }).png().toBuffer(), "halftone.png");
    expect(response.status).toBe(201);
    const media = (await response.json()) as { url: string; width: number };
    const base = media.url.replace(/^\/media\//, "").replace(/\.webp$/, "");
    const jpegs = () => fs.readdirSync(mediaDir()).filter((name) => name.startsWith(base) && name.endsWith(".jpg")).sort();
    expect(jpegs()).toEqual([`${base}-w320.jpg`, `${base}-w640.jpg`, `${base}-w960.jpg`, `${base}.jpg`]);
    const served = await call(`/media/${base}-w640.jpg`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("content-disposition")).toContain('.jpg"');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 640, height: 448 });
    // No transparency in JPEG: the half-transparent red is laid on white.
    const { data } = await sharp(`${mediaDir()}/${base}-w320.jpg`).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeGreaterThan(120);

    // As if stored before JPEG renditions: made once, on the first request, then kept.
    for (const name of jpegs()) fs.rmSync(path.join(mediaDir(), name));
    const made = await call(`/media/${base}-w320.jpg`);
    expect(made.status).toBe(200);
    expect(made.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await made.arrayBuffer())).metadata()).width).toBe(320);
    const own = await call(`/media/${base}.jpg`);
    expect((await sharp(Buffer.from(await own.arrayBuffer())).metadata()).width).toBe(1000);
    expect(jpegs()).toEqual([`${base}-w320.jpg`, `${base}.jpg`]);
    // A width the image is not stored in, or no standard width: not found, nothing made.
    for (const name of [`${base}-w1280.jpg`, `${base}-w500.jpg`, `${base}-w1280.webp`]) expect((await call(`/media/${name}`)).status, name).toBe(404);
    expect(jpegs()).toEqual([`${base}-w320.jpg`, `${base}.jpg`]);
  });

  it("stores a PDF document as it is", async () => {
    const pdf = await (await PdfComposer.create({ title: "Datasheet", language: "en" })).text("Coil 24 V").save();
    const response = await upload(pdf, "datasheet.pdf", { purpose: "document" });
    expect(response.status).toBe(201);
    const media = (await response.json()) as { url: string; mimeType: string };
    expect(media.mimeType).toBe("application/pdf");
    const served = await call(media.url);
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("refuses what is not what it claims, and stores nothing", async () => {
    const before = storedFiles();
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefused(await upload(svg, "logo.svg"), 400, "invalid_input", /SVG files are not accepted/);
    await expectRefused(await upload(Buffer.from("just some text"), "logo.png"), 400, "invalid_input", /not a JPEG, PNG, WebP or AVIF image or a PDF/);
    const pdf = await (await PdfComposer.create({ title: "x", language: "en" })).save();
    await expectRefused(await upload(pdf, "photo.png"), 400, "invalid_input", /does not match its content/);
    await expectRefused(await upload(pdf, "photo", { purpose: "image" }), 400, "invalid_input", /not an image/);
    await expectRefused(await upload(await photo(10, 10), "sheet.png", { purpose: "document" }), 400, "invalid_input", /not a PDF/);
    await expectRefused(await upload(pngClaiming(50_000, 50_000), "bomb.png"), 400, "invalid_input", /too many pixels \(at most 50 megapixels\)/);
    // The bound (MAX_IMAGE_PIXELS, the bulk upload's too): one pixel row past 50 megapixels is too
    // many; exactly 50 passes the bound and is then decoded (this header has no pixels: damaged).
    await expectRefused(await upload(pngClaiming(10_000, 5_001), "over.png"), 400, "invalid_input", /too many pixels \(at most 50 megapixels\)/);
    await expectRefused(await upload(pngClaiming(10_000, 5_000), "at-bound.png"), 400, "invalid_input", /damaged/);
    const broken = Buffer.concat([(await photo(40, 40)).subarray(0, 60)]);
    await expectRefused(await upload(broken, "broken.png"), 400, "invalid_input", /damaged/);
    await expectRefused(await upload(new Uint8Array(0), "empty.png"), 400, "invalid_input", /empty/);
    const big = Buffer.alloc(11 * 1024 * 1024, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    await expectRefused(await upload(big, "huge.jpg"), 413, "payload_too_large", /too large/);
    await expectRefused(await upload(Buffer.from("x"), "x.png", {}, { "Accept-Language": "fr" }), 400, "invalid_input", /n’est ni une image/);
    expect(storedFiles()).toBe(before);
  });

  it("needs a session and the anti-forgery token", async () => {
    const form = new FormData();
    form.set("file", new Blob([await photo(10, 10)]), "a.png");
    expect((await call("/api/admin/media", { method: "POST", body: form })).status).toBe(401);
    const noToken = await call("/api/admin/media", { method: "POST", headers: { Cookie: server.session.cookie }, body: form });
    expect(noToken.status).toBe(403);
  });
});
