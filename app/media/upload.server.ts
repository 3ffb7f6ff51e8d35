import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "~/db/client.server";
import { media } from "~/db/schema";
import type { Localized } from "~/i18n/locales";
import { cleanFilename, sniffFileType, storedFilename, typeFromName, type UploadType } from "./file-type";
import { imageSource, MAX_IMAGE_WIDTH, variantKey, variantWidths } from "./image-variants";
import { newStorageKey, sha256, type MediaStorage } from "./storage.server";

export type UploadPurpose = "image" | "document";

export const UPLOAD_LIMITS = {
  imageBytes: 10 * 1024 * 1024,
  documentBytes: 15 * 1024 * 1024,
  // A decompression bomb (a small PNG claiming 50,000 x 50,000) is refused from its header.
  imagePixels: 40_000_000,
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

/** Re-encodes an image as WebP (turned upright, metadata dropped) at its size and smaller widths. */
export async function encodeImage(bytes: Uint8Array, maxPixels: number = UPLOAD_LIMITS.imagePixels) {
  const input = () => sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" });
  // The header alone, without the pixel bound, so that a bomb is named as such.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  if (!meta.width || !meta.height) throw new Error("no dimensions");
  if (meta.width * meta.height > maxPixels) return { tooManyPixels: true as const };
  const full = await input()
    .rotate()
    .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const variants = await Promise.all(
    variantWidths(full.info.width).map(async (width) => ({
      width,
      bytes: await input().rotate().resize({ width }).webp({ quality: 80 }).toBuffer(),
    })),
  );
  return { full: full.data, width: full.info.width, height: full.info.height, variants };
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

  let stored: { key: string; bytes: Buffer; mimeType: string; width: number | null; height: number | null };
  const keyOf = newStorageKey(type === "application/pdf" ? "pdf" : "webp");
  if (type === "application/pdf") {
    stored = { key: keyOf, bytes: Buffer.from(file.bytes), mimeType: type, width: null, height: null };
  } else {
    let encoded: Awaited<ReturnType<typeof encodeImage>>;
    try {
      encoded = await encodeImage(file.bytes);
    } catch {
      return { ok: false, error: "unreadableImage" };
    }
    if ("tooManyPixels" in encoded) return { ok: false, error: "tooManyPixels", vars: { max: UPLOAD_LIMITS.imagePixels / 1e6 } };
    for (const variant of encoded.variants) await storage.put(variantKey(keyOf, variant.width), variant.bytes);
    stored = { key: keyOf, bytes: encoded.full, mimeType: "image/webp", width: encoded.width, height: encoded.height };
  }
  await storage.put(stored.key, stored.bytes);
  const written = [stored.key, ...(stored.width ? variantWidths(stored.width).map((w) => variantKey(stored.key, w)) : [])];
  const [row] = await db
    .insert(media)
    .values({
      storageKey: stored.key,
      filename: storedFilename(filename, stored.mimeType),
      mimeType: stored.mimeType,
      size: stored.bytes.byteLength,
      checksum: sha256(stored.bytes),
      width: stored.width,
      height: stored.height,
      alt,
      contentHash,
    })
    .onConflictDoNothing({ target: media.contentHash })
    .returning();
  if (!row) {
    // The same bytes were stored meanwhile by another request: keep theirs, drop our copy.
    for (const key of written) await storage.remove(key);
    const [theirs] = await db.select().from(media).where(eq(media.contentHash, contentHash));
    return { ok: true, media: describeMedia(theirs!) };
  }
  return { ok: true, media: describeMedia(row) };
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
