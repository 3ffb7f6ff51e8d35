import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "~/db/client.server";
import { media } from "~/db/schema";
import type { Localized } from "~/i18n/locales";
import { cleanFilename, sniffFileType, storedFilename, typeFromName, type UploadType } from "./file-type";
import { imageSource, jpegKey, MAX_IMAGE_WIDTH, renditionKeys, variantKey, variantWidths } from "./image-variants";
import { toJpeg } from "./jpeg-renditions.server";
import { newStorageKey, sha256, type MediaStorage } from "./storage.server";

export type UploadPurpose = "image" | "document";

/**
 * The most pixels an image may have, whichever way it is uploaded (the product form, the Media
 * screen's bulk upload, the API): read from its header, so a decompression bomb (a small PNG
 * claiming 50,000 x 50,000) is refused before it is decoded. Issue 35 says 50 megapixels.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const UPLOAD_LIMITS = {
  imageBytes: 10 * 1024 * 1024,
  documentBytes: 15 * 1024 * 1024,
  imagePixels: MAX_IMAGE_PIXELS,
} as const;

export type UploadError =
  | "empty"
  | "tooLarge"
  | "svgRefused"
  | "unsupportedType"
  | "typeMismatch"
  | "notAnImage"
  | "notADocument"
  | "tooManyPixels"
  | "unreadableImage";

export interface StoredMedia {
  id: number;
  url: string;
  srcSet?: string;
  filename: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
}

export type UploadResult = { ok: true; media: StoredMedia } | { ok: false; error: UploadError; vars?: Record<string, string | number> };

const IMAGE_TYPES: UploadType[] = ["image/jpeg", "image/png", "image/webp", "image/avif"];

/** The file's type, or why it cannot be taken, judged by its content. */
function check(bytes: Uint8Array, filename: string, purpose: UploadPurpose): { error: UploadError } | { type: UploadType } {
  if (bytes.byteLength === 0) return { error: "empty" };
  const limit = purpose === "image" ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.documentBytes;
  if (bytes.byteLength > limit) return { error: "tooLarge" };
  const type = sniffFileType(bytes);
  if (type === "image/svg+xml") return { error: "svgRefused" };
  if (!type) return { error: "unsupportedType" };
  const claimed = typeFromName(filename);
  if (claimed && claimed !== type) return { error: "typeMismatch" };
  if (purpose === "image" && !IMAGE_TYPES.includes(type)) return { error: "notAnImage" };
  if (purpose === "document" && type !== "application/pdf") return { error: "notADocument" };
  return { type };
}

/** Re-encodes an image as WebP and JPEG (turned upright, metadata dropped) at its size and smaller widths. */
async function encodeImage(bytes: Uint8Array, withJpeg: boolean) {
  const input = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });
  // The header alone, without the pixel bound, so that a bomb is named as such.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  if (!meta.width || !meta.height) throw new Error("no dimensions");
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) return { tooManyPixels: true as const };
  const full = await input()
    .rotate()
    .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const variants = await Promise.all(
    variantWidths(full.info.width).map(async (width) => ({
      width,
      bytes: await input().rotate().resize({ width }).webp({ quality: 80 }).toBuffer(),
      jpeg: withJpeg ? await toJpeg(input().rotate().resize({ width })).toBuffer() : undefined,
    })),
  );
  const jpeg = withJpeg ? await toJpeg(input().rotate().resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })).toBuffer() : undefined;
  return { full: full.data, jpeg, width: full.info.width, height: full.info.height, variants };
}

/**
 * Checks an upload by its content (magic bytes, size, pixel count), stores it under a generated
 * name (images as WebP in responsive widths) and records it. The original name is kept only for
 * display and downloads.
 */
export async function storeUpload(
  db: Database,
  storage: MediaStorage,
  file: { bytes: Uint8Array; filename: string },
  purpose: UploadPurpose,
  alt: Localized = {},
): Promise<UploadResult> {
  const filename = cleanFilename(file.filename);
  const checked = check(file.bytes, filename, purpose);
  if ("error" in checked) return { ok: false, error: checked.error };
  const { type } = checked;
  // The library keeps one copy of each content: the same bytes uploaded again are the same file.
  const contentHash = sha256(file.bytes);
  const [known] = await db.select().from(media).where(eq(media.contentHash, contentHash));
  if (known) return { ok: true, media: describeMedia(known) };

  let values: typeof media.$inferInsert;
  if (type === "application/pdf") {
    values = await storeDocument(storage, file.bytes, filename, alt, { contentHash });
  } else {
    const stored = await storeImage(storage, file.bytes, filename, alt, { contentHash });
    if (!stored.ok) return stored;
    values = stored.values;
  }
  const [row] = await db
    .insert(media)
    .values({ ...values, contentHash })
    .onConflictDoNothing({ target: media.contentHash })
    .returning();
  if (!row) {
    // The same bytes were stored meanwhile by another request: keep theirs, drop our copy.
    for (const key of storedImageKeys(values)) await storage.remove(key);
    const [theirs] = await db.select().from(media).where(eq(media.contentHash, contentHash));
    return { ok: true, media: describeMedia(theirs!) };
  }
  return { ok: true, media: describeMedia(row) };
}

function mediaValues(key: string, filename: string, mimeType: string, bytes: Uint8Array, width: number | null, height: number | null, alt: Localized): typeof media.$inferInsert {
  return { storageKey: key, filename: storedFilename(filename, mimeType), mimeType, size: bytes.byteLength, checksum: sha256(bytes), width, height, alt };
}

/**
 * A PDF document (already checked by its content) stored as uploaded under a new key. Resolves
 * with the media row to insert; the caller inserts it, in its own transaction (an upload or the
 * bulk upload). Its stored bytes are its uploaded bytes: one hash is both checksums.
 */
export async function storeDocument(
  storage: MediaStorage,
  bytes: Uint8Array,
  filename: string,
  alt: Localized = {},
  { contentHash = sha256(bytes) }: { contentHash?: string } = {},
): Promise<typeof media.$inferInsert> {
  const key = newStorageKey("pdf");
  await storage.put(key, bytes);
  return { storageKey: key, filename: storedFilename(filename, "application/pdf"), mimeType: "application/pdf", size: bytes.byteLength, checksum: contentHash, contentHash, width: null, height: null, alt };
}

/** The keys an image's row names on the storage: the file and its renditions (smaller widths, JPEGs). */
export const storedImageKeys = (values: typeof media.$inferInsert) => [values.storageKey, ...renditionKeys(values.storageKey, values.width ?? null)];

/**
 * An image (already checked by its content) encoded and stored: WebP at its own size and the
 * standard smaller widths, under a new key. Resolves with the media row to insert; the caller
 * inserts it, in its own transaction (an upload, the bulk upload, or the demo's illustrations).
 * A storage failure removes what it wrote before it is passed on.
 */
export async function storeImage(
  storage: MediaStorage,
  bytes: Uint8Array,
  filename: string,
  alt: Localized = {},
  {
    contentHash = sha256(bytes),
    jpeg = true,
  }: {
    contentHash?: string;
    /** false: no JPEG renditions now; each is made on its first request (the demo's seed, kept fast). */
    jpeg?: boolean;
  } = {},
): Promise<{ ok: true; values: typeof media.$inferInsert } | { ok: false; error: UploadError; vars?: Record<string, string | number> }> {
  let encoded: Awaited<ReturnType<typeof encodeImage>>;
  try {
    encoded = await encodeImage(bytes, jpeg);
  } catch {
    return { ok: false, error: "unreadableImage" };
  }
  if ("tooManyPixels" in encoded) return { ok: false, error: "tooManyPixels", vars: { max: MAX_IMAGE_PIXELS / 1e6 } };
  const key = newStorageKey("webp");
  const written: string[] = [];
  try {
    for (const variant of encoded.variants) {
      written.push(variantKey(key, variant.width));
      await storage.put(variantKey(key, variant.width), variant.bytes);
      if (variant.jpeg) {
        written.push(jpegKey(key, variant.width));
        await storage.put(jpegKey(key, variant.width), variant.jpeg);
      }
    }
    if (encoded.jpeg) {
      written.push(jpegKey(key));
      await storage.put(jpegKey(key), encoded.jpeg);
    }
    written.push(key);
    await storage.put(key, encoded.full);
  } catch (error) {
    for (const done of written) await storage.remove(done).catch(() => undefined);
    throw error;
  }
  // The hash of the bytes given, as the library knows a file by (the same picture again is this one).
  return { ok: true, values: { ...mediaValues(key, filename, "image/webp", encoded.full, encoded.width, encoded.height, alt), contentHash } };
}

/** What the admin screens and JSON calls say about a stored file. */
export function describeMedia(row: typeof media.$inferSelect): StoredMedia {
  const source = imageSource(row.storageKey, row.width, row.height);
  return {
    id: row.id,
    url: source.src,
    ...(source.srcSet ? { srcSet: source.srcSet } : {}),
    filename: row.filename,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
  };
}
