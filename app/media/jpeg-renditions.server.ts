import sharp, { type Sharp } from "sharp";
import type { media } from "~/db/schema";
import { jpegKey, type RenditionName, variantWidths } from "./image-variants";
import type { MediaStorage } from "./storage.server";

// The JPEG fallback of images stored as WebP (decision 061): made with the WebP renditions at
// upload, and, for an image stored before they existed, once, the first time one is asked for.

/** JPEG has no transparency: a transparent background becomes white, as product photos are shown. */
export const toJpeg = (image: Sharp) => image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, progressive: true });

/**
 * The JPEG rendition `key` of the stored image `row`, made from its stored WebP (its own size, at
 * most 1920 px) and stored, when it is missing. Resolves false when the name is no rendition this
 * image has (a width it is not stored in) or its WebP is gone; two requests at once both write the
 * same bytes, harmlessly.
 */
export async function ensureJpegRendition(storage: MediaStorage, row: Pick<typeof media.$inferSelect, "storageKey" | "mimeType" | "width">, key: string, name: RenditionName): Promise<boolean> {
  if (name.format !== "jpeg" || row.mimeType !== "image/webp" || !row.width || !row.storageKey.endsWith(".webp")) return false;
  if (name.width !== undefined && !variantWidths(row.width).includes(name.width)) return false;
  if (key !== jpegKey(row.storageKey, name.width)) return false;
  const full = await storage.get(row.storageKey);
  if (!full) return false;
  const image = sharp(full, { failOn: "error" });
  const bytes = await toJpeg(name.width === undefined ? image : image.resize({ width: name.width })).toBuffer();
  await storage.put(key, bytes);
  return true;
}
