import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import type { AdminActor } from "~/audit/admin-actor.server";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import * as t from "~/db/schema";
import { BULK_LIMITS } from "~/media/bulk/archive.server";
import { applyBulkUpload, type BulkSource, planBulkUpload } from "~/media/bulk/bulk-upload.server";
import { readFileName } from "~/media/bulk/file-name";
import { PdfComposer } from "~/media/pdf-composer.server";
import { createS3Storage } from "~/media/s3-storage.server";
import { MAX_IMAGE_PIXELS } from "~/media/upload.server";
import { createLocalStorage, type MediaStorage } from "~/media/storage.server";
import { createTestAdmin } from "../support/admin";
import { createTestDatabase } from "../support/database";
import { startTestBucket, type TestBucket } from "../support/s3-bucket";

// Issue 35's bulk upload on a real database and real storage (a local folder and s3rver): ZIPs
// made here with yazl from the demo catalogue, the dry run, apply, a second identical upload, one
// datasheet for ten products, and every bad input refused with nothing written.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-bulk-media-"));
let bucket: TestBucket;
beforeAll(async () => {
  bucket = await startTestBucket("vitrine-bulk");
}, 30_000);
afterAll(async () => {
  await bucket?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

type Entry = { name: string; bytes: Buffer; mode?: number; store?: boolean };
let zipCount = 0;
function makeZip(entries: Entry[]): Promise<BulkSource> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(entry.bytes, entry.name, { ...(entry.mode ? { mode: entry.mode } : {}), compress: entry.store !== true });
  zip.end();
  const file = path.join(scratch, `upload-${++zipCount}.zip`);
  return new Promise((resolve, reject) => {
    zip.outputStream
      .pipe(fs.createWriteStream(file))
      .on("close", () => resolve({ path: file, name: path.basename(file) }))
      .on("error", reject);
  });
}

const photo = (seed: number, width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 } } })
    .png()
    .toBuffer();
/** A part number as a file name can hold it (no "/"). */
const fileSafe = (partNumber: string) => partNumber.replace(/[/\\]/g, "_");
const pdf = async (text: string) => Buffer.from(await (await PdfComposer.create({ title: text, language: "en" })).text(text).save());

describe("reading a file's name", () => {
  it("reads the part number as search does, then a position, a kind and a language", () => {
    expect(readFileName("MY2N-GS_DC24.jpg")[0]).toMatchObject({ key: "MY2NGS24V" });
    expect(readFileName("photos/my2n gs dc24-2.png")).toContainEqual(expect.objectContaining({ key: "MY2NGS24V", position: 2 }));
    expect(readFileName("MY2N-GS_DC24_datasheet_fr.pdf")).toContainEqual(expect.objectContaining({ key: "MY2NGS24V", kind: "datasheet", language: "fr" }));
    expect(readFileName("MY2N-GS_DC24_manual.pdf")).toContainEqual(expect.objectContaining({ key: "MY2NGS24V", kind: "manual" }));
    expect(readFileName("MY2N-GS_DC24_cad.pdf")).toContainEqual(expect.objectContaining({ kind: "drawing" }));
    // Every language of the site, Arabic included.
    expect(readFileName("MY2N-GS_DC24_manual_ar.pdf")).toContainEqual(expect.objectContaining({ key: "MY2NGS24V", kind: "manual", language: "ar" }));
    expect(readFileName("MY2N-GS_DC24_ar.pdf")).toContainEqual(expect.objectContaining({ key: "MY2NGS24V", language: "ar" }));
  });
});

describe.each([
  ["a local folder", () => createLocalStorage(path.join(scratch, `media-${Date.now()}`))],
  ["an S3 bucket", () => createS3Storage(bucket.config)],
])("bulk upload into %s", (_where, makeStorage: () => MediaStorage) => {
  let handle: DatabaseHandle;
  let storage: MediaStorage;
  let actor: AdminActor;
  let parts: { id: number; partNumber: string; name: { fr?: string; en?: string; ar?: string } }[];

  beforeAll(async () => {
    handle = await createTestDatabase();
    storage = makeStorage();
    const admin = await createTestAdmin(handle.db);
    actor = { id: admin.id, name: admin.username, ip: "192.0.2.35" };
    parts = await handle.db.select({ id: t.products.id, partNumber: t.products.partNumber, name: t.products.name }).from(t.products).orderBy(asc(t.products.id)).limit(200);
  }, 60_000);
  afterAll(() => handle?.close());

  const state = async () => {
    const counts = await queryRows<{ media: number; images: number; documents: number }>(
      handle.db,
      sql`select (select count(*)::int from media) as media, (select count(*)::int from product_images) as images, (select count(*)::int from product_documents) as documents`,
    );
    return { ...counts[0]!, files: (await storage.list()).length };
  };

  it("matches 200 images and 50 PDFs by part number, lists the unmatched, applies, and a second upload changes nothing", async () => {
    // 200 images: one per demo product, then a second photo ("-2") of the first ones.
    const entries: Entry[] = [];
    const owner = (i: number) => parts[i % parts.length]!;
    for (let i = 0; i < 200; i++) {
      const part = owner(i);
      // Part numbers written as makers do: punctuation changed, lower case, a position on some.
      // ("/" cannot be in a file name: makers write it "_".)
      const written = i % 2 ? fileSafe(part.partNumber).toLowerCase().replace(/-/g, " ") : fileSafe(part.partNumber).replace(/[\s-]/g, "_");
      const position = i >= parts.length ? "-2" : i % 3 === 0 ? "-1" : "";
      entries.push({ name: `photos/${written}${position}.${i % 2 ? "png" : "PNG"}`, bytes: await photo(i) });
    }
    for (const part of parts.slice(0, 50)) entries.push({ name: `docs/${fileSafe(part.partNumber)}_datasheet_fr.pdf`, bytes: await pdf(`Fiche ${part.partNumber}`) });
    entries.push({ name: "photos/NO-SUCH-PART-999.png", bytes: await photo(999) });
    const upload = await makeZip(entries);
    const before = await state();

    const plan = await planBulkUpload(handle.db, [upload]);
    expect(plan.problem).toBeUndefined();
    expect(await state()).toEqual(before);
    expect(plan.rows).toHaveLength(251);
    const unmatched = plan.rows.filter((r) => r.reason);
    expect(unmatched).toEqual([expect.objectContaining({ name: "photos/NO-SUCH-PART-999.png", reason: "noProduct", tried: "NO-SUCH-PART-999" })]);
    for (let i = 0; i < 200; i++) expect(plan.rows[i]!.product?.id, plan.rows[i]!.name).toBe(owner(i).id);
    // The demo has French datasheets for some products: those are replaced, the others added.
    expect(plan.rows[200]).toMatchObject({ kind: "document", documentType: "datasheet", language: "fr", action: expect.stringMatching(/^(add|replace)$/) });
    expect(plan.counts).toMatchObject({ skip: 0, refused: 1 });
    expect(plan.rows[0]!.alt).toEqual(parts[0]!.name);

    const edits = { 1: { fr: "Relais vu de face", en: "Relay, front view", ar: "مرحل، منظر أمامي" } };
    const outcome = await applyBulkUpload(handle.db, storage, [upload], actor, edits);
    expect(outcome.linked).toBe(250);
    const after = await state();
    expect(after.media).toBe(before.media + 250);
    for (const part of parts) {
      const images = await handle.db.select().from(t.productImages).where(eq(t.productImages.productId, part.id));
      expect(images.length, part.partNumber).toBeGreaterThanOrEqual(1);
    }
    const edited = await handle.db.select().from(t.productImages).where(eq(t.productImages.productId, parts[1]!.id));
    // The alt text of every language is kept (Arabic was once dropped); a language left unedited takes the product's name in it.
    expect(edited.map((i) => i.alt)).toContainEqual({ fr: "Relais vu de face", en: "Relay, front view", ar: "مرحل، منظر أمامي" });
    const unedited = await handle.db.select().from(t.productImages).where(eq(t.productImages.productId, parts[0]!.id));
    expect(unedited.map((i) => i.alt)).toContainEqual({ fr: parts[0]!.name.fr, en: parts[0]!.name.en, ar: parts[0]!.name.ar ?? "" });
    const docs = await handle.db.select().from(t.productDocuments).where(eq(t.productDocuments.productId, parts[0]!.id));
    expect(docs).toContainEqual(expect.objectContaining({ type: "datasheet", language: "fr" }));
    const audit = await queryRows<{ action: string }>(handle.db, sql`select action from audit_log where action = 'media.bulk_apply'`);
    expect(audit).toHaveLength(1);

    // The same ZIP again: every file is identical by content, nothing is written.
    const again = await planBulkUpload(handle.db, [upload]);
    expect(again.counts).toEqual({ add: 0, replace: 0, skip: 250, refused: 1 });
    const second = await applyBulkUpload(handle.db, storage, [upload], actor);
    expect(second.linked).toBe(0);
    expect(await state()).toEqual(after);
  }, 300_000);

  it("stores one datasheet linked to ten products once", async () => {
    const sheet = await pdf("Shared datasheet of a family");
    const ten = parts.slice(100, 110);
    const upload = await makeZip(ten.map((part) => ({ name: `${fileSafe(part.partNumber)}_manual_en.pdf`, bytes: sheet })));
    const before = await state();
    const outcome = await applyBulkUpload(handle.db, storage, [upload], actor);
    expect(outcome.linked).toBe(10);
    expect(outcome.stored).toBe(1);
    const after = await state();
    expect(after.media).toBe(before.media + 1);
    expect(after.files).toBe(before.files + 1);
    expect(after.documents).toBe(before.documents + 10);
    const links = await queryRows<{ n: number }>(handle.db, sql`select count(distinct media_id)::int as n from product_documents where type = 'manual' and language = 'en'`);
    expect(links[0]!.n).toBe(1);
  }, 120_000);

  it("replaces an image at a position and a document of the same kind and language", async () => {
    const part = parts[150]!;
    const upload = await makeZip([
      { name: `${fileSafe(part.partNumber)}-1.png`, bytes: await photo(4242, 480, 320) },
      { name: `${fileSafe(part.partNumber)}_cad_en.pdf`, bytes: await pdf("Drawing") },
    ]);
    const plan = await planBulkUpload(handle.db, [upload]);
    expect(plan.rows.map((r) => r.action)).toEqual(["replace", "add"]);
    await applyBulkUpload(handle.db, storage, [upload], actor);
    const images = await handle.db.select().from(t.productImages).where(eq(t.productImages.productId, part.id));
    expect(images).toHaveLength(1);
    const drawing = await planBulkUpload(handle.db, [await makeZip([{ name: `${fileSafe(part.partNumber)}_cad_en.pdf`, bytes: await pdf("Drawing, revision B") }])]);
    expect(drawing.rows[0]).toMatchObject({ action: "replace", documentType: "drawing", language: "en" });
    const again = await planBulkUpload(handle.db, [upload]);
    expect(again.rows.map((r) => r.action)).toEqual(["skip", "skip"]);
  }, 120_000);

  describe("bad input is refused with a reason and nothing is written", () => {
    const refuse = async (entries: Entry[], expected: Record<string, unknown>) => {
      const upload = await makeZip(entries);
      const before = await state();
      const plan = await planBulkUpload(handle.db, [upload]);
      const bad = plan.rows.find((r) => r.name === (expected.name ?? entries[0]!.name));
      expect(bad).toMatchObject(expected);
      expect(bad!.action).toBeUndefined();
      await applyBulkUpload(handle.db, storage, [upload], actor);
      expect(await state()).toEqual(before);
    };

    it("a renamed executable (not an image or PDF by content)", async () => {
      const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(2000, 1)]);
      await refuse([{ name: `${fileSafe(parts[5]!.partNumber)}.jpg`, bytes: elf }], { reason: "notImageOrPdf" });
    });

    it("an entry with ../ or an absolute path", async () => {
      // yazl will not write such names: the ZIP is made with names of the same length, then patched.
      for (const [written, bad] of [
        ["zz/", "../"],
        ["zzz", "/tm"],
      ]) {
        const name = `${written}${fileSafe(parts[5]!.partNumber)}.png`;
        const upload = await makeZip([{ name, bytes: await photo(1), store: true }]);
        const raw = fs.readFileSync(upload.path).toString("latin1").split(name).join(`${bad}${fileSafe(parts[5]!.partNumber)}.png`);
        fs.writeFileSync(upload.path, Buffer.from(raw, "latin1"));
        const before = await state();
        const plan = await planBulkUpload(handle.db, [upload]);
        expect(plan.rows[0]).toMatchObject({ name: `${bad}${fileSafe(parts[5]!.partNumber)}.png`, reason: "unsafePath" });
        await applyBulkUpload(handle.db, storage, [upload], actor);
        expect(await state()).toEqual(before);
      }
    });

    it("a symbolic link", async () => {
      await refuse([{ name: `${fileSafe(parts[6]!.partNumber)}.png`, bytes: Buffer.from("/etc/passwd"), mode: 0o120777 }], { reason: "link" });
    });

    it("a decompression bomb (a tiny entry declaring a huge size)", async () => {
      await refuse([{ name: `${fileSafe(parts[7]!.partNumber)}.pdf`, bytes: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(40 * 1024 * 1024)]) }], { reason: "bomb" });
    });

    it("an image over 50 megapixels (MAX_IMAGE_PIXELS, the product form's bound too), one pixel row past it", async () => {
      expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
      const white = (height: number) => sharp({ create: { width: 10_000, height, channels: 3, background: "#fff" } }).png({ compressionLevel: 9 }).toBuffer();
      await refuse([{ name: `${fileSafe(parts[8]!.partNumber)}.png`, bytes: await white(5_001), store: true }], { reason: "tooManyPixels" });
      // Exactly 50 megapixels is within the bound: planned, not refused.
      const plan = await planBulkUpload(handle.db, [await makeZip([{ name: `${fileSafe(parts[8]!.partNumber)}.png`, bytes: await white(5_000), store: true }])]);
      expect(plan.rows[0]).toMatchObject({ kind: "image", action: "add" });
      expect(plan.rows[0]!.reason).toBeUndefined();
    }, 90_000);

    it("an encrypted entry", async () => {
      const upload = await makeZip([{ name: `${fileSafe(parts[9]!.partNumber)}.png`, bytes: await photo(9) }]);
      // Set the encryption bit in the local and central headers, as a password-protected ZIP has.
      const bytes = fs.readFileSync(upload.path);
      for (let i = 0; i < bytes.length - 4; i++) {
        if (bytes.readUInt32LE(i) === 0x04034b50) bytes.writeUInt16LE(bytes.readUInt16LE(i + 6) | 1, i + 6);
        if (bytes.readUInt32LE(i) === 0x02014b50) bytes.writeUInt16LE(bytes.readUInt16LE(i + 8) | 1, i + 8);
      }
      fs.writeFileSync(upload.path, bytes);
      const before = await state();
      const plan = await planBulkUpload(handle.db, [upload]);
      expect(plan.rows[0]).toMatchObject({ reason: "encrypted" });
      await applyBulkUpload(handle.db, storage, [upload], actor);
      expect(await state()).toEqual(before);
    });

    it("a ZIP with more files than the limit", async () => {
      const tiny = Buffer.from("x");
      const upload = await makeZip(Array.from({ length: BULK_LIMITS.files + 1 }, (_, i) => ({ name: `f${i}.txt`, bytes: tiny })));
      const before = await state();
      const plan = await planBulkUpload(handle.db, [upload]);
      expect(plan.problem).toEqual({ source: upload.name, reason: "tooManyFiles" });
      expect(plan.rows).toEqual([]);
      await applyBulkUpload(handle.db, storage, [upload], actor);
      expect(await state()).toEqual(before);
    }, 60_000);

    it("an apply that fails halfway leaves no file and no link behind", async () => {
      const upload = await makeZip([
        { name: `${fileSafe(parts[20]!.partNumber)}-3.png`, bytes: await photo(7777, 500, 320) },
        { name: `${fileSafe(parts[21]!.partNumber)}_certificate.pdf`, bytes: await pdf("Certificate") },
      ]);
      const before = await state();
      let puts = 0;
      const failing: MediaStorage = {
        ...storage,
        put: (key, body, info) => (++puts > 2 ? Promise.reject(new Error("disk full")) : storage.put(key, body, info)),
      };
      await expect(applyBulkUpload(handle.db, failing, [upload], actor)).rejects.toThrow("disk full");
      expect(await state()).toEqual(before);
    }, 60_000);
  });
});
