import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { variantKey, variantWidths } from "~/media/image-variants";
import { createLocalStorage } from "~/media/storage.server";
import { createEmptyDatabase, createTestDatabase } from "../support/database";

const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "vitrine-seed-"));
afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

describe("seedDatabase", () => {
  it("leaves a database that already has content alone", async () => {
    const handle = await createTestDatabase();
    try {
      const before = await handle.db.select({ n: count() }).from(t.products);
      expect(await seedDatabase(handle.db, { demo: true, storage: createLocalStorage(scratch) })).toBe("existing");
      expect(await handle.db.select({ n: count() }).from(t.products)).toEqual(before);
    } finally {
      await handle.close();
    }
  });

  it("starts empty with DEMO_DATA=false: settings only, no catalogue", async () => {
    const handle = await createEmptyDatabase();
    try {
      expect(await seedDatabase(handle.db, { demo: false, storage: createLocalStorage(scratch) })).toBe("blank");
      expect((await handle.db.select({ n: count() }).from(t.settings))[0]!.n).toBe(1);
      expect((await handle.db.select({ n: count() }).from(t.categories))[0]!.n).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it("writes a valid PDF for every stored document, and a picture in renditions for every product", async () => {
    const handle = await createEmptyDatabase();
    const storage = createLocalStorage(path.join(scratch, "media"));
    const stored = (key: string) => fs.readFile(path.join(scratch, "media", key));
    try {
      expect(await seedDatabase(handle.db, { demo: true, storage })).toBe("demo");
      const files = await handle.db.select().from(t.media);
      const documents = files.filter((file) => file.mimeType === "application/pdf");
      expect(documents.length).toBeGreaterThan(300);
      for (const file of documents.slice(0, 40)) {
        const bytes = await stored(file.storageKey);
        expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
        expect(bytes.length).toBe(file.size);
      }

      // One illustration per product, its alt text the product's name in each language, stored
      // as an upload is: WebP at 960 px and in the smaller widths the srcset names.
      const pictures = await handle.db
        .select({ partNumber: t.products.partNumber, name: t.products.name, alt: t.productImages.alt, media: t.media })
        .from(t.products)
        .leftJoin(t.productImages, eq(t.productImages.productId, t.products.id))
        .leftJoin(t.media, eq(t.media.id, t.productImages.mediaId));
      expect(pictures.length).toBe((await handle.db.select({ n: count() }).from(t.products))[0]!.n);
      for (const picture of pictures) {
        expect(picture.media, picture.partNumber).toMatchObject({ mimeType: "image/webp", width: 960, height: 720 });
        expect(picture.alt).toEqual(picture.name);
      }
      for (const { media } of pictures.slice(0, 12)) {
        const full = await stored(media!.storageKey);
        expect(await sharp(full).metadata()).toMatchObject({ format: "webp", width: 960, height: 720 });
        for (const width of variantWidths(960)) expect((await sharp(await stored(variantKey(media!.storageKey, width))).metadata()).width).toBe(width);
      }
    } finally {
      await handle.close();
    }
    // It seeds the whole demo: 186 pictures and 380 PDFs.
  }, 120_000);
});
